import { BadgeIndianRupee, Ban, Copyright, Database, FileText, Gavel, Headset, Palette, Power, RotateCcw, Scale, ShieldCheck, Tags, UserCheck, Wallet } from '../icons.tsx';
import { Link } from 'react-router';
import { ContactList } from './contact-text.tsx';
import type { PolicySection } from './policy-accordion.tsx';
import type { Highlight } from './policy-page.tsx';
import type { ShopContact } from './shop-contact.ts';

export const termsUpdated = 'December 2024';

export const termsHighlights: Highlight[] = [
  { icon: Palette, title: 'Your brand', text: 'your name, logo, colours and contact details' },
  { icon: BadgeIndianRupee, title: 'Your prices', text: 'in rupees, inclusive of taxes' },
  { icon: Wallet, title: 'Secure payments', text: 'cash on delivery or online' },
  { icon: ShieldCheck, title: 'Fair to shoppers', text: '30-day returns in every store' },
];

export function resellerTermsSections(shop: ShopContact): PolicySection[] {
  return [
    {
      id: 'acceptance',
      title: 'About these terms',
      icon: FileText,
      body: (
        <>
          <p>
            These terms apply to <strong>resellers who build and manage their own online store</strong> on the Haat platform,
            as {shop.name} does. By opening a store, or by continuing to run one, you agree to them.
          </p>
          <p>
            You must be at least 18 years old and able to enter a binding contract, and the business details you give us must be
            true and current. Shoppers buying from a store are covered by its <Link to="/ReturnPolicy">Return Policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'your-store',
      title: 'Your account and your store',
      icon: UserCheck,
      body: (
        <ul>
          <li>You choose your store’s name, logo, colours and web address, and you manage them from your reseller account.</li>
          <li>The e-mail, mobile number and address you enter are shown to shoppers on your support and policy pages; keep them current.</li>
          <li>Keep your sign-in details private. You are responsible for everything done from your account.</li>
          <li>One person or business may run several stores, each under these terms.</li>
        </ul>
      ),
    },
    {
      id: 'products-and-prices',
      title: 'Products, listings and prices',
      icon: Tags,
      body: (
        <>
          <p>
            You pick the products your store offers and set their selling prices in Indian rupees, inclusive of applicable taxes.
            Descriptions, sizes, photos and prices must be accurate and must not mislead shoppers.
          </p>
          <p>You may not list counterfeit goods, products that infringe anyone’s rights, or anything unlawful to sell in India.</p>
        </>
      ),
    },
    {
      id: 'orders-and-payments',
      title: 'Orders, payments and payouts',
      icon: Wallet,
      body: (
        <ul>
          <li>Shoppers order through your store and pay by cash on delivery or online through the platform’s payment provider.</li>
          <li>Card details are handled by the payment provider only; neither you nor the platform store them.</li>
          <li>Your earnings on delivered orders are paid to your registered bank account once the return window has closed, less any refunds.</li>
          <li>You are responsible for your own GST registration and tax filings where the law requires them.</li>
        </ul>
      ),
    },
    {
      id: 'returns-and-cancellations',
      title: 'Returns, refunds and cancellations',
      icon: RotateCcw,
      body: (
        <>
          <p>Every store honours the same shopper-friendly policy:</p>
          <ul>
            <li>returns within 30 days of delivery;</li>
            <li>refunds within 7 business days to the original payment method;</li>
            <li>shipping charges are non-refundable;</li>
            <li>return shipping is covered for defective, damaged or wrong items;</li>
            <li>an item can be cancelled from Your Orders until it ships; online payments are refunded to the original method, and cash on delivery orders have nothing to refund.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'customer-care',
      title: 'Looking after your shoppers',
      icon: Headset,
      body: (
        <p>
          Answer shoppers’ questions and complaints promptly and courteously, and honour the support hours your store shows.
          Follow the Consumer Protection (E-Commerce) Rules, 2020: show your contact details, the total price and your
          return policy clearly, and handle grievances within the times the rules set.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      icon: Ban,
      body: (
        <ul>
          <li>No false claims, fake reviews or misleading discounts.</li>
          <li>No spam, and no messages to shoppers who have not asked to hear from you.</li>
          <li>No attempts to break into, overload or copy the platform, or to reach other resellers’ data.</li>
        </ul>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Content and intellectual property',
      icon: Copyright,
      body: (
        <p>
          Your logo, photos and texts remain yours; you allow the platform to show them in your store and in its services for as
          long as the store runs. The platform’s software, design and brand remain the platform’s. Only upload content you
          own or have the right to use.
        </p>
      ),
    },
    {
      id: 'shopper-data',
      title: 'Shopper data and privacy',
      icon: Database,
      body: (
        <p>
          Use shoppers’ names, addresses and phone numbers only to fulfil and support their orders, keep them confidential and
          never sell them. Personal data is handled in line with the Information Technology Act, 2000 and the Digital Personal
          Data Protection Act, 2023.
        </p>
      ),
    },
    {
      id: 'suspension',
      title: 'Suspension and closing a store',
      icon: Power,
      body: (
        <p>
          You may close your store at any time; orders already placed must still be delivered, returned or refunded under these
          terms. The platform may suspend or close a store that breaks these terms or the law, after notice where the breach
          allows it.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Liability and changes',
      icon: Scale,
      body: (
        <p>
          The platform is provided with reasonable care and skill, but without a promise of uninterrupted service. Neither party
          is liable for indirect losses or for events beyond its reasonable control. We may update these terms; resellers are
          told of material changes at least 15 days before they apply.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and contact',
      icon: Gavel,
      body: (
        <>
          <p>These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the courts of India.</p>
          <p>Questions about these terms? Contact us:</p>
          <ContactList shop={shop} />
        </>
      ),
    },
  ];
}
