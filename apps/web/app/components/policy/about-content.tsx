import { Headset, LayoutTemplate, ShieldCheck, ShoppingBag, Store, Truck } from '../icons.tsx';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locale.ts';
import { ContactList } from './contact-text.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { PolicyAccordion, type PolicySection } from './policy-accordion.tsx';
import { rich } from './rich-text.tsx';
import type { ShopContact } from './shop-contact.ts';
import * as m from '../../i18n/m/policy-about-folds.ts';

const orders = (words: string) => <Link to="/your-orders">{words}</Link>;

export function aboutSections(shop: ShopContact, locale: Locale): PolicySection[] {
  const o = { locale };
  const store = { store: shop.name };
  return [
    {
      id: 'who-we-are',
      title: m.policy_about_who({}, o),
      icon: Store,
      body: (
        <>
          <p>{rich(m.policy_about_who_1(store, o))}</p>
          <p>{m.policy_about_who_2({}, o)}</p>
        </>
      ),
    },
    {
      id: 'why-shop-with-us',
      title: m.policy_about_why({}, o),
      icon: ShoppingBag,
      body: (
        <ul>
          <li>{rich(m.policy_about_why_1({}, o))}</li>
          <li>{rich(m.policy_about_why_2({}, o))}</li>
          <li>{rich(m.policy_about_why_3({}, o))}</li>
          <li>{rich(m.policy_about_why_4({}, o), { returns: (words) => <Link to="/ReturnPolicy">{words}</Link> })}</li>
          <li>{rich(m.policy_about_why_5({}, o))}</li>
        </ul>
      ),
    },
    {
      id: 'how-ordering-works',
      title: m.policy_about_how({}, o),
      icon: Truck,
      body: (
        <ol>
          <li>{m.policy_about_how_1({}, o)}</li>
          <li>{m.policy_about_how_2({}, o)}</li>
          <li>{m.policy_about_how_3({}, o)}</li>
          <li>{rich(m.policy_about_how_4({}, o), { orders })}</li>
        </ol>
      ),
    },
    {
      id: 'our-platform',
      title: m.policy_about_platform({}, o),
      icon: LayoutTemplate,
      body: (
        <>
          <p>{rich(m.policy_about_platform_1(store, o))}</p>
          <p>{rich(m.policy_about_platform_2({}, o), { terms: (words) => <Link to="/ResellerTermsConditions">{words}</Link> })}</p>
        </>
      ),
    },
    {
      id: 'your-trust',
      title: m.policy_about_trust({}, o),
      icon: ShieldCheck,
      body: (
        <>
          <p>{m.policy_about_trust_1({}, o)}</p>
          <p>{m.policy_about_trust_2(store, o)}</p>
        </>
      ),
    },
    {
      id: 'get-in-touch',
      title: m.policy_about_touch({}, o),
      icon: Headset,
      body: (
        <>
          <p>{m.policy_about_touch_1({}, o)}</p>
          <ContactList shop={shop} />
        </>
      ),
    },
  ];
}

/** The about page's folds: a module of their own, loaded after the page is interactive (routes/about.tsx). */
export default function AboutFolds({ shop }: { shop: ShopContact }) {
  return <PolicyAccordion sections={aboutSections(shop, useLocale())} />;
}
