import { CalendarClock, CalendarDays, Clock, Receipt, RotateCcw, Truck, Wallet } from '../components/icons.tsx';
import { foldsLoader, lazyFolds } from '../components/policy/lazy-folds.tsx';
import { HeroChip, policiesUpdated } from '../components/policy/page-hero.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import { policy_from_delivery_day, policy_last_updated } from '../i18n/m/policy.ts';
import { footer_return_policy } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import * as m from '../i18n/m/policy-returns.ts';

// The folds' texts are a module of their own (lazy-folds.tsx): the loaders wait for it, so the server renders
// them into the first HTML and a client-side navigation shows them at once, without asking the server.
const Folds = lazyFolds(() => import('../components/policy/return-policy-content.tsx'));
export const loader = foldsLoader(Folds);
export const clientLoader = foldsLoader(Folds);

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
          <HeroChip icon={CalendarDays}>{policy_last_updated({ date: policiesUpdated(locale) }, o)}</HeroChip>
          <HeroChip icon={Clock}>{m.policy_return_support({ hours: m.policy_return_hours({}, o) }, o)}</HeroChip>
        </>
      )}
      highlights={[
        { icon: CalendarClock, title: m.policy_return_30({}, o), text: policy_from_delivery_day({}, o) },
        { icon: Wallet, title: m.policy_return_refund_7({}, o), text: m.policy_return_refund_7_text({}, o) },
        { icon: Truck, title: m.policy_return_free_shipping({}, o), text: m.policy_return_free_shipping_text({}, o) },
        { icon: Receipt, title: m.policy_shipping_charges({}, o), text: m.policy_return_non_refundable({}, o) },
      ]}
      highlightsLabel={m.policy_return_glance({}, o)}
      folds={<Folds shop={shop} />}
    />
  );
}
