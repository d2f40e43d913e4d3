import { Ban, CircleX, Headset, PackageCheck, PackageX, RotateCcw, Truck, Wallet } from '../icons.tsx';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locale.ts';
import { ContactList, ReachUs } from './contact-text.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { PolicyAccordion, type PolicySection } from './policy-accordion.tsx';
import { rich } from './rich-text.tsx';
import type { ShopContact } from './shop-contact.ts';
import * as m from '../../i18n/m/policy-returns-folds.ts';
import * as t from '../../i18n/m/policy-returns.ts';

// The facts the spec fixes (§2 Static pages, §9): 30 days, 7 business days, shipping charges not
// refunded, return shipping paid by the shop for its own mistakes, Monday to Friday 9 AM to 5 PM.

const orders = (words: string) => <Link to="/your-orders">{words}</Link>;

export function returnPolicySections(shop: ShopContact, locale: Locale): PolicySection[] {
  const o = { locale };
  return [
    {
      id: 'returns',
      title: m.policy_return_within({}, o),
      icon: RotateCcw,
      body: (
        <>
          <p>{rich(m.policy_return_within_1({}, o))}</p>
          <ul>
            <li>{m.policy_return_within_2({}, o)}</li>
            <li>{m.policy_return_within_3({}, o)}</li>
            <li>{m.policy_return_within_4({}, o)}</li>
          </ul>
          <p>{m.policy_return_within_5({}, o)}</p>
        </>
      ),
    },
    {
      id: 'non-returnable',
      title: m.policy_return_not({}, o),
      icon: Ban,
      body: (
        <>
          <p>{m.policy_return_not_1({}, o)}</p>
          <ul>
            <li>{m.policy_return_not_2({}, o)}</li>
            <li>{m.policy_return_not_3({}, o)}</li>
            <li>{m.policy_return_not_4({}, o)}</li>
            <li>{m.policy_return_not_5({}, o)}</li>
          </ul>
          <p>{m.policy_return_not_6({}, o)}</p>
        </>
      ),
    },
    {
      id: 'how-to-return',
      title: m.policy_return_how({}, o),
      icon: PackageCheck,
      body: (
        <>
          <ol>
            <li>{rich(m.policy_return_how_1({}, o), { orders })}</li>
            <li>{rich(m.policy_return_how_2({}, o), { reach: <ReachUs shop={shop} /> })}</li>
            <li>{m.policy_return_how_3({}, o)}</li>
            <li>{m.policy_return_how_4({}, o)}</li>
            <li>{m.policy_return_how_5({}, o)}</li>
          </ol>
        </>
      ),
    },
    {
      id: 'refunds',
      title: m.policy_return_refunds({}, o),
      icon: Wallet,
      body: (
        <>
          <p>{rich(m.policy_return_refunds_1({}, o))}</p>
          <p>{m.policy_return_refunds_2({}, o)}</p>
          <p>{m.policy_return_refunds_3({}, o)}</p>
        </>
      ),
    },
    {
      id: 'shipping-charges',
      title: t.policy_shipping_charges({}, o),
      icon: Truck,
      body: (
        <>
          <p>{rich(m.policy_return_shipping_1({}, o))}</p>
          <p>{rich(m.policy_return_shipping_2({}, o))}</p>
        </>
      ),
    },
    {
      id: 'damaged-items',
      title: m.policy_return_damaged({}, o),
      icon: PackageX,
      body: (
        <>
          <p>{m.policy_return_damaged_1({}, o)}</p>
          <p>{m.policy_return_damaged_2({}, o)}</p>
        </>
      ),
    },
    {
      id: 'cancellations',
      title: m.policy_return_cancel({}, o),
      icon: CircleX,
      body: (
        <>
          <p>{rich(m.policy_return_cancel_1({}, o), { orders })}</p>
          <ul>
            <li>{m.policy_return_cancel_2({}, o)}</li>
            <li>{m.policy_return_cancel_3({}, o)}</li>
          </ul>
          <p>{m.policy_return_cancel_4({}, o)}</p>
        </>
      ),
    },
    {
      id: 'contact',
      title: m.policy_return_contact({}, o),
      icon: Headset,
      body: (
        <>
          <p>{rich(m.policy_return_contact_1({ hours: t.policy_return_hours({}, o) }, o))}</p>
          <ContactList shop={shop} />
        </>
      ),
    },
  ];
}

/** The return policy's folds: a module of their own, loaded after the page is interactive (routes/return-policy.tsx). */
export default function ReturnPolicyFolds({ shop }: { shop: ShopContact }) {
  return <PolicyAccordion sections={returnPolicySections(shop, useLocale())} />;
}
