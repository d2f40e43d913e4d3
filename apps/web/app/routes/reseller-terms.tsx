import { CalendarDays, FileText } from '../components/icons.tsx';
import { HeroChip } from '../components/policy/page-hero.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { resellerTermsSections, termsHighlights } from '../components/policy/reseller-terms-content.tsx';
import { policiesUpdated } from '../components/policy/return-policy-content.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import * as m from '../i18n/m/policy.ts';
import { footer_terms } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** /ResellerTermsConditions: the terms for resellers who build and manage their own store on the platform. */
export default function ResellerTermsPage() {
  const shop = useShopContact();
  const locale = useLocale();
  const o = { locale };
  return (
    <PolicyPage
      path="/ResellerTermsConditions"
      shop={shop}
      icon={FileText}
      eyebrow={m.policy_terms_eyebrow({}, o)}
      title={footer_terms({}, o)}
      crumb={footer_terms({}, o)}
      intro={m.policy_terms_intro({}, o)}
      chips={<HeroChip icon={CalendarDays}>{m.policy_last_updated({ date: policiesUpdated(locale) }, o)}</HeroChip>}
      highlights={termsHighlights(locale)}
      highlightsLabel={m.policy_terms_glance({}, o)}
      sections={resellerTermsSections(shop, locale)}
    />
  );
}
