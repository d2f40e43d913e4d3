import { Award, Banknote, Headset, LayoutTemplate, RotateCcw, ShieldCheck, ShoppingBag, Store, Truck } from '../icons.tsx';
import { Link } from 'react-router';
import { ContactList } from './contact-text.tsx';
import type { PolicySection } from './policy-accordion.tsx';
import type { Highlight } from './policy-page.tsx';
import type { ShopContact } from './shop-contact.ts';

export const aboutHighlights: Highlight[] = [
  { icon: Award, title: 'Handpicked range', text: 'chosen for quality and value' },
  { icon: Banknote, title: 'Pay on Delivery', text: 'or pay securely online' },
  { icon: RotateCcw, title: 'Easy 30-day returns', text: 'from the day of delivery' },
  { icon: Truck, title: 'Delivered across India', text: 'right to your doorstep' },
];

export function aboutSections(shop: ShopContact): PolicySection[] {
  return [
    {
      id: 'who-we-are',
      title: `Who we are`,
      icon: Store,
      body: (
        <>
          <p>
            <strong>{shop.name}</strong> is an independent online store run by a local reseller. We bring you a carefully
            chosen range of products at honest prices, and deliver them to homes across India.
          </p>
          <p>
            Behind the store is a small team that knows its products well: we pick each item ourselves, check it before it
            ships and stay with you until you are happy with your order.
          </p>
        </>
      ),
    },
    {
      id: 'why-shop-with-us',
      title: 'Why shop with us',
      icon: ShoppingBag,
      body: (
        <ul>
          <li><strong>A handpicked catalogue</strong>: fewer, better products, with clear photos, sizes and prices.</li>
          <li><strong>Prices in rupees</strong>, shown with any delivery charge before you pay, with no surprises at the door.</li>
          <li><strong>Pay your way</strong>: cash on delivery, or a secure online card payment.</li>
          <li><strong>Easy returns</strong> within 30 days of delivery; read our <Link to="/ReturnPolicy">Return Policy</Link>.</li>
          <li><strong>Real people to help</strong>, by phone or e-mail, whenever you need us.</li>
        </ul>
      ),
    },
    {
      id: 'how-ordering-works',
      title: 'How your order reaches you',
      icon: Truck,
      body: (
        <ol>
          <li>Browse the categories or search, and add what you like to your cart or wishlist.</li>
          <li>Check out with a saved delivery address, and pay on delivery or online.</li>
          <li>We pack your order and hand it to a trusted courier partner.</li>
          <li>Follow it under <Link to="/your-orders">Your Orders</Link>; until it ships you can still cancel an item there.</li>
        </ol>
      ),
    },
    {
      id: 'our-platform',
      title: 'Built on the Haat platform',
      icon: LayoutTemplate,
      body: (
        <>
          <p>
            {shop.name} runs on <strong>Haat</strong>, a storefront platform for resellers in India. Haat lets a reseller build
            and manage a web shop of their own (its name, logo, colours, contact details and catalogue) while the platform
            looks after the technology: the catalogue, accounts, checkout, payments and order tracking.
          </p>
          <p>
            That means a small business can offer you the same convenience as a large marketplace, while you deal with the
            people who chose your products. Resellers can read the <Link to="/ResellerTermsConditions">Terms and Conditions</Link> for
            stores on the platform.
          </p>
        </>
      ),
    },
    {
      id: 'your-trust',
      title: 'Your privacy and security',
      icon: ShieldCheck,
      body: (
        <>
          <p>
            We use your name, address and phone number only to deliver your orders and to help you with them. We never sell
            your details to anyone.
          </p>
          <p>
            Online payments go through a secure payment provider: your card details are entered with the provider, never
            stored by {shop.name}. Your account is protected by your password, and you can update your details any time in
            your account.
          </p>
        </>
      ),
    },
    {
      id: 'get-in-touch',
      title: 'Get in touch',
      icon: Headset,
      body: (
        <>
          <p>Questions about a product, an order or a return? We would love to hear from you.</p>
          <ContactList shop={shop} />
        </>
      ),
    },
  ];
}
