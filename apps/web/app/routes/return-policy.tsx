import { CalendarDays, Clock, RotateCcw } from '../components/icons.tsx';
import { HeroChip } from '../components/policy/page-hero.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { policiesUpdated, returnHighlights, returnPolicySections, returnSupportHours } from '../components/policy/return-policy-content.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import * as m from '../i18n/m/policy.ts';
import { footer_return_policy } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** /ReturnPolicy: returns, refunds, shipping charges and cancellations, with the spec's fixed facts. */
export default function ReturnPolicyPage() {
  const shop = useShopContact();
  const locale = useLocale();
  const o = { locale };
  return (
    <PolicyPage
      path="/ReturnPolicy"
      shop={shop}
      icon={RotateCcw}
      eyebrow={m.policy_return_eyebrow({ store: shop.name }, o)}
      title={footer_return_policy({}, o)}
      crumb={footer_return_policy({}, o)}
      intro={m.policy_return_intro({}, o)}
      chips={(
        <>
          <HeroChip icon={CalendarDays}>{m.policy_last_updated({ date: policiesUpdated(locale) }, o)}</HeroChip>
          <HeroChip icon={Clock}>{m.policy_return_support({ hours: returnSupportHours(locale) }, o)}</HeroChip>
        </>
      )}
      highlights={returnHighlights(locale)}
      highlightsLabel={m.policy_return_glance({}, o)}
      sections={returnPolicySections(shop, locale)}
    />
  );
}
