import { Ban, CalendarClock, CircleX, Headset, PackageCheck, PackageX, Receipt, RotateCcw, Truck, Wallet } from '../icons.tsx';
import { Link } from 'react-router';
import { htmlLang, type Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/policy.ts';
import { ContactList, ReachUs } from './contact-text.tsx';
import type { PolicySection } from './policy-accordion.tsx';
import type { Highlight } from './policy-page.tsx';
import { rich } from './rich-text.tsx';
import type { ShopContact } from './shop-contact.ts';

// The facts the spec fixes (§2 Static pages, §9): 30 days, 7 business days, shipping charges not
// refunded, return shipping paid by the shop for its own mistakes, Monday to Friday 9 AM to 5 PM.

/** When the policies last changed: "December 2024" in the page's language. */
export function policiesUpdated(locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { month: 'long', year: 'numeric' }).format(new Date(2024, 11, 1));
}

export function returnSupportHours(locale: Locale): string {
  return m.policy_return_hours({}, { locale });
}

export function returnHighlights(locale: Locale): Highlight[] {
  const o = { locale };
  return [
    { icon: CalendarClock, title: m.policy_return_30({}, o), text: m.policy_from_delivery_day({}, o) },
    { icon: Wallet, title: m.policy_return_refund_7({}, o), text: m.policy_return_refund_7_text({}, o) },
    { icon: Truck, title: m.policy_return_free_shipping({}, o), text: m.policy_return_free_shipping_text({}, o) },
    { icon: Receipt, title: m.policy_shipping_charges({}, o), text: m.policy_return_non_refundable({}, o) },
  ];
}

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
      title: m.policy_shipping_charges({}, o),
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
          <p>{rich(m.policy_return_contact_1({ hours: returnSupportHours(locale) }, o))}</p>
          <ContactList shop={shop} />
        </>
      ),
    },
  ];
}
