import { Ban, Copyright, Database, FileText, Gavel, Headset, Power, RotateCcw, Scale, Tags, UserCheck, Wallet } from '../icons.tsx';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locale.ts';
import { ContactList } from './contact-text.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { PolicyAccordion, type PolicySection } from './policy-accordion.tsx';
import { rich } from './rich-text.tsx';
import type { ShopContact } from './shop-contact.ts';
import * as m from '../../i18n/m/policy-terms-folds.ts';

export function resellerTermsSections(shop: ShopContact, locale: Locale): PolicySection[] {
  const o = { locale };
  return [
    {
      id: 'acceptance',
      title: m.policy_terms_about({}, o),
      icon: FileText,
      body: (
        <>
          <p>{rich(m.policy_terms_about_1({ store: shop.name }, o))}</p>
          <p>{rich(m.policy_terms_about_2({}, o), { returns: (words) => <Link to="/ReturnPolicy">{words}</Link> })}</p>
        </>
      ),
    },
    {
      id: 'your-store',
      title: m.policy_terms_account({}, o),
      icon: UserCheck,
      body: (
        <ul>
          <li>{m.policy_terms_account_1({}, o)}</li>
          <li>{m.policy_terms_account_2({}, o)}</li>
          <li>{m.policy_terms_account_3({}, o)}</li>
          <li>{m.policy_terms_account_4({}, o)}</li>
        </ul>
      ),
    },
    {
      id: 'products-and-prices',
      title: m.policy_terms_products({}, o),
      icon: Tags,
      body: (
        <>
          <p>{m.policy_terms_products_1({}, o)}</p>
          <p>{m.policy_terms_products_2({}, o)}</p>
        </>
      ),
    },
    {
      id: 'orders-and-payments',
      title: m.policy_terms_orders({}, o),
      icon: Wallet,
      body: (
        <ul>
          <li>{m.policy_terms_orders_1({}, o)}</li>
          <li>{m.policy_terms_orders_2({}, o)}</li>
          <li>{m.policy_terms_orders_3({}, o)}</li>
          <li>{m.policy_terms_orders_4({}, o)}</li>
        </ul>
      ),
    },
    {
      id: 'returns-and-cancellations',
      title: m.policy_terms_returns({}, o),
      icon: RotateCcw,
      body: (
        <>
          <p>{m.policy_terms_returns_1({}, o)}</p>
          <ul>
            <li>{m.policy_terms_returns_2({}, o)}</li>
            <li>{m.policy_terms_returns_3({}, o)}</li>
            <li>{m.policy_terms_returns_4({}, o)}</li>
            <li>{m.policy_terms_returns_5({}, o)}</li>
            <li>{m.policy_terms_returns_6({}, o)}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'customer-care',
      title: m.policy_terms_care({}, o),
      icon: Headset,
      body: <p>{m.policy_terms_care_1({}, o)}</p>,
    },
    {
      id: 'acceptable-use',
      title: m.policy_terms_use({}, o),
      icon: Ban,
      body: (
        <ul>
          <li>{m.policy_terms_use_1({}, o)}</li>
          <li>{m.policy_terms_use_2({}, o)}</li>
          <li>{m.policy_terms_use_3({}, o)}</li>
        </ul>
      ),
    },
    {
      id: 'intellectual-property',
      title: m.policy_terms_ip({}, o),
      icon: Copyright,
      body: <p>{m.policy_terms_ip_1({}, o)}</p>,
    },
    {
      id: 'shopper-data',
      title: m.policy_terms_data({}, o),
      icon: Database,
      body: <p>{m.policy_terms_data_1({}, o)}</p>,
    },
    {
      id: 'suspension',
      title: m.policy_terms_suspension({}, o),
      icon: Power,
      body: <p>{m.policy_terms_suspension_1({}, o)}</p>,
    },
    {
      id: 'liability',
      title: m.policy_terms_liability({}, o),
      icon: Scale,
      body: <p>{m.policy_terms_liability_1({}, o)}</p>,
    },
    {
      id: 'governing-law',
      title: m.policy_terms_law({}, o),
      icon: Gavel,
      body: (
        <>
          <p>{m.policy_terms_law_1({}, o)}</p>
          <p>{m.policy_terms_law_2({}, o)}</p>
          <ContactList shop={shop} />
        </>
      ),
    },
  ];
}

/** The terms' folds: a module of their own, loaded after the page is interactive (routes/reseller-terms.tsx). */
export default function ResellerTermsFolds({ shop }: { shop: ShopContact }) {
  return <PolicyAccordion sections={resellerTermsSections(shop, useLocale())} />;
}
