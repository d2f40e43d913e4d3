import { CalendarDays, Clock, RotateCcw } from '../components/icons.tsx';
import { HeroChip } from '../components/policy/page-hero.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { returnHighlights, returnPolicySections, returnPolicyUpdated, returnSupportHours } from '../components/policy/return-policy-content.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';

/** /ReturnPolicy: returns, refunds, shipping charges and cancellations, with the spec's fixed facts. */
export default function ReturnPolicyPage() {
  const shop = useShopContact();
  return (
    <PolicyPage
      path="/ReturnPolicy"
      shop={shop}
      icon={RotateCcw}
      eyebrow={`Shopping with ${shop.name}`}
      title="Return Policy"
      crumb="Return Policy"
      intro="Not happy with something you bought? Here is how returns, refunds and cancellations work, in plain words."
      chips={(
        <>
          <HeroChip icon={CalendarDays}>Last updated: {returnPolicyUpdated}</HeroChip>
          <HeroChip icon={Clock}>Support: {returnSupportHours}</HeroChip>
        </>
      )}
      highlights={returnHighlights}
      highlightsLabel="Return policy at a glance"
      sections={returnPolicySections(shop)}
    />
  );
}
