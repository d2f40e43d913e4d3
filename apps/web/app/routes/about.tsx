import { Award, Banknote, RotateCcw, Store, Truck } from '../components/icons.tsx';
import { foldsLoader, lazyFolds } from '../components/policy/lazy-folds.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import { policy_from_delivery_day } from '../i18n/m/policy.ts';
import { footer_about } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import * as m from '../i18n/m/policy-about.ts';

// The folds' texts are a module of their own (lazy-folds.tsx): the loaders wait for it, so the server renders
// them into the first HTML and a client-side navigation shows them at once, without asking the server.
const Folds = lazyFolds(() => import('../components/policy/about-content.tsx'));
export const loader = foldsLoader(Folds);
export const clientLoader = foldsLoader(Folds);

/** /aboutPage: the store and the platform it runs on. */
export default function AboutPage() {
  const shop = useShopContact();
  const locale = useLocale();
  const o = { locale };
  return (
    <PolicyPage
      path="/aboutPage"
      shop={shop}
      icon={Store}
      eyebrow={footer_about({}, o)}
      title={m.policy_about_title({ store: shop.name }, o)}
      crumb={footer_about({}, o)}
      intro={m.policy_about_intro({}, o)}
      highlights={[
        { icon: Award, title: m.policy_about_range({}, o), text: m.policy_about_range_text({}, o) },
        { icon: Banknote, title: m.policy_about_pay({}, o), text: m.policy_about_pay_text({}, o) },
        { icon: RotateCcw, title: m.policy_about_returns({}, o), text: policy_from_delivery_day({}, o) },
        { icon: Truck, title: m.policy_about_delivery({}, o), text: m.policy_about_delivery_text({}, o) },
      ]}
      highlightsLabel={m.policy_about_promise({}, o)}
      folds={<Folds shop={shop} />}
    />
  );
}
