import { Ban, CalendarClock, CircleX, Headset, PackageCheck, PackageX, Receipt, RotateCcw, Truck, Wallet } from '../icons.tsx';
import { Link } from 'react-router';
import { ContactList, ReachUs } from './contact-text.tsx';
import type { PolicySection } from './policy-accordion.tsx';
import type { Highlight } from './policy-page.tsx';
import type { ShopContact } from './shop-contact.ts';

// The facts the spec fixes (§2 Static pages, §9): 30 days, 7 business days, shipping charges not
// refunded, return shipping paid by the shop for its own mistakes, Monday to Friday 9 AM to 5 PM.

export const returnPolicyUpdated = 'December 2024';
export const returnSupportHours = 'Monday to Friday, 9 AM to 5 PM';

export const returnHighlights: Highlight[] = [
  { icon: CalendarClock, title: '30-day returns', text: 'from the day of delivery' },
  { icon: Wallet, title: 'Refund in 7 business days', text: 'to your original payment method' },
  { icon: Truck, title: 'Free return shipping', text: 'on defective, damaged or wrong items' },
  { icon: Receipt, title: 'Shipping charges', text: 'are non-refundable' },
];

export function returnPolicySections(shop: ShopContact): PolicySection[] {
  return [
    {
      id: 'returns',
      title: 'Returns within 30 days',
      icon: RotateCcw,
      body: (
        <>
          <p>
            Changed your mind, or the fit is not right? You can return most items <strong>within 30 days of delivery</strong>.
            To be accepted, a returned item must be:
          </p>
          <ul>
            <li>unused, unwashed and in the condition you received it;</li>
            <li>in its original packaging, with all tags, labels and accessories;</li>
            <li>sent back with the invoice or order number.</li>
          </ul>
          <p>Need a different size or colour? Return the item and place a new order for the one you want.</p>
        </>
      ),
    },
    {
      id: 'non-returnable',
      title: 'Items that cannot be returned',
      icon: Ban,
      body: (
        <>
          <p>For hygiene and safety reasons, some items cannot be returned unless they arrive defective, damaged or wrong:</p>
          <ul>
            <li>innerwear, lingerie, socks and swimwear;</li>
            <li>beauty, personal-care and wellness products once opened;</li>
            <li>personalised or made-to-order items;</li>
            <li>items marked “non-returnable” on the product page.</li>
          </ul>
          <p>Items damaged through use, washing or alteration after delivery cannot be returned either.</p>
        </>
      ),
    },
    {
      id: 'how-to-return',
      title: 'How to return an item',
      icon: PackageCheck,
      body: (
        <>
          <ol>
            <li>Find the order and its order number under <Link to="/your-orders">Your Orders</Link>.</li>
            <li>Contact us within 30 days of delivery (<ReachUs shop={shop} />) and tell us which item you are returning and why. For a defective, damaged or wrong item, please add a photo.</li>
            <li>We confirm the return and tell you how to send the item back, or arrange a pickup where available.</li>
            <li>Pack the item securely in its original packaging and hand it over.</li>
            <li>Once the item reaches us and passes a quality check, we let you know and start your refund.</li>
          </ol>
        </>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      icon: Wallet,
      body: (
        <>
          <p>
            Approved refunds are made <strong>within 7 business days</strong> to <strong>the original payment method</strong>:
            a card, UPI or net-banking payment is refunded to the same account. Your bank may take a few more days to show it.
          </p>
          <p>
            For orders paid by cash on delivery, our support team confirms the bank account or UPI ID to send the refund to.
          </p>
          <p>The refund covers the price you paid for the item; shipping charges are not refunded (see below).</p>
        </>
      ),
    },
    {
      id: 'shipping-charges',
      title: 'Shipping charges',
      icon: Truck,
      body: (
        <>
          <p><strong>Shipping charges are non-refundable.</strong> The delivery charge you paid at checkout is not returned with the item’s price.</p>
          <p>
            <strong>We cover the return shipping for defective, damaged or wrong items.</strong> For other returns, the cost of
            sending the item back is yours; we will suggest the simplest way to do it.
          </p>
        </>
      ),
    },
    {
      id: 'damaged-items',
      title: 'Defective, damaged or wrong items',
      icon: PackageX,
      body: (
        <>
          <p>
            We check every order before it leaves us, but if something arrives defective, damaged in transit or is not what you
            ordered, we are sorry — and we will put it right. Let us know as soon as you can, with your order number and a photo
            of the item and its packaging.
          </p>
          <p>We pay the return shipping and, as you prefer, send a replacement (while stock lasts) or refund you in full.</p>
        </>
      ),
    },
    {
      id: 'cancellations',
      title: 'Cancelling an order',
      icon: CircleX,
      body: (
        <>
          <p>
            You can cancel an item from <Link to="/your-orders">Your Orders</Link> <strong>until it ships</strong>: choose Cancel
            beside the item and tell us why.
          </p>
          <ul>
            <li>Items paid online are refunded to the original payment method within 7 business days.</li>
            <li>Cash on delivery orders have nothing to refund, as nothing has been paid yet.</li>
          </ul>
          <p>Once an item has shipped it can no longer be cancelled; you can return it after delivery under this policy instead.</p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Questions? Contact us',
      icon: Headset,
      body: (
        <>
          <p>
            Our support team answers return and refund questions <strong>{returnSupportHours}</strong>. Please keep your order
            number handy.
          </p>
          <ContactList shop={shop} />
        </>
      ),
    },
  ];
}
