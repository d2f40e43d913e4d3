import { CalendarDays, FileText } from '../components/icons.tsx';
import { HeroChip } from '../components/policy/page-hero.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { resellerTermsSections, termsHighlights, termsUpdated } from '../components/policy/reseller-terms-content.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';

/** /ResellerTermsConditions: the terms for resellers who build and manage their own store on the platform. */
export default function ResellerTermsPage() {
  const shop = useShopContact();
  return (
    <PolicyPage
      path="/ResellerTermsConditions"
      shop={shop}
      icon={FileText}
      eyebrow="For resellers"
      title="Terms and Conditions"
      crumb="Terms and Conditions"
      intro="The terms for resellers who build and manage their own online store on the Haat platform: what you can expect from us, and what your shoppers can expect from you."
      chips={<HeroChip icon={CalendarDays}>Last updated: {termsUpdated}</HeroChip>}
      highlights={termsHighlights}
      highlightsLabel="Running a store at a glance"
      sections={resellerTermsSections(shop)}
    />
  );
}
