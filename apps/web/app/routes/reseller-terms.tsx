import { BadgeIndianRupee, CalendarDays, FileText, Palette, ShieldCheck, Wallet } from '../components/icons.tsx';
import { foldsLoader, lazyFolds } from '../components/policy/lazy-folds.tsx';
import { HeroChip, policiesUpdated } from '../components/policy/page-hero.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import { policy_last_updated } from '../i18n/m/policy.ts';
import { footer_terms } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import * as m from '../i18n/m/policy-terms.ts';

// The folds' texts are a module of their own (lazy-folds.tsx): the loaders wait for it, so the server renders
// them into the first HTML and a client-side navigation shows them at once, without asking the server.
const Folds = lazyFolds(() => import('../components/policy/reseller-terms-content.tsx'));
export const loader = foldsLoader(Folds);
export const clientLoader = foldsLoader(Folds);

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
      chips={<HeroChip icon={CalendarDays}>{policy_last_updated({ date: policiesUpdated(locale) }, o)}</HeroChip>}
      highlights={[
        { icon: Palette, title: m.policy_terms_brand({}, o), text: m.policy_terms_brand_text({}, o) },
        { icon: BadgeIndianRupee, title: m.policy_terms_prices({}, o), text: m.policy_terms_prices_text({}, o) },
        { icon: Wallet, title: m.policy_terms_payments({}, o), text: m.policy_terms_payments_text({}, o) },
        { icon: ShieldCheck, title: m.policy_terms_fair({}, o), text: m.policy_terms_fair_text({}, o) },
      ]}
      highlightsLabel={m.policy_terms_glance({}, o)}
      folds={<Folds shop={shop} />}
    />
  );
}
