import { Store } from '../components/icons.tsx';
import { aboutHighlights, aboutSections } from '../components/policy/about-content.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';

/** /aboutPage: the store and the platform it runs on. */
export default function AboutPage() {
  const shop = useShopContact();
  return (
    <PolicyPage
      path="/aboutPage"
      shop={shop}
      icon={Store}
      eyebrow="About Us"
      title={`About ${shop.name}`}
      crumb="About Us"
      intro="A handpicked online store from a reseller who knows every product, with easy payments, easy returns and people who care about your order."
      highlights={aboutHighlights}
      highlightsLabel="What we promise"
      sections={aboutSections(shop)}
    />
  );
}
