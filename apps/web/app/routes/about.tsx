import { Store } from '../components/icons.tsx';
import { aboutHighlights, aboutSections } from '../components/policy/about-content.tsx';
import { PolicyPage } from '../components/policy/policy-page.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import * as m from '../i18n/m/policy.ts';
import { footer_about } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

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
      highlights={aboutHighlights(locale)}
      highlightsLabel={m.policy_about_promise({}, o)}
      sections={aboutSections(shop, locale)}
    />
  );
}
