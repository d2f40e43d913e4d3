import { CircleX, CreditCard, MapPin, Package, RotateCcw, Wallet } from '../icons.tsx';
import { Link } from 'react-router';
import type { PolicySection } from './policy-accordion.tsx';

/** Common questions on the support page, answered before the shopper has to call. */
export function supportFaq(): PolicySection[] {
  return [
    {
      id: 'faq-where-is-my-order',
      title: 'Where is my order?',
      icon: Package,
      body: (
        <p>
          Every order you place, with its status, is listed under <Link to="/your-orders">Your Orders</Link> once you are signed
          in. If an order seems late, contact us with its order number and we will check with the courier.
        </p>
      ),
    },
    {
      id: 'faq-cancel',
      title: 'How do I cancel an order?',
      icon: CircleX,
      body: (
        <>
          <p>Open <Link to="/your-orders">Your Orders</Link> and choose Cancel beside the item. An item can be cancelled until it ships.</p>
          <p>Items paid online are refunded to the original payment method; cash on delivery orders have nothing to refund.</p>
        </>
      ),
    },
    {
      id: 'faq-return',
      title: 'How do I return an item?',
      icon: RotateCcw,
      body: (
        <p>
          You can return most items within 30 days of delivery. Contact us with your order number and we will guide you; the
          full rules are in our <Link to="/ReturnPolicy">Return Policy</Link>.
        </p>
      ),
    },
    {
      id: 'faq-refund',
      title: 'When will I get my refund?',
      icon: Wallet,
      body: (
        <p>
          Approved refunds are made within 7 business days to your original payment method. Shipping charges are
          non-refundable, except that we cover return shipping for defective, damaged or wrong items.
        </p>
      ),
    },
    {
      id: 'faq-payment',
      title: 'Which payment methods can I use?',
      icon: CreditCard,
      body: <p>Pay with cash on delivery, or online by card through our secure payment provider at checkout.</p>,
    },
    {
      id: 'faq-address',
      title: 'How do I change my delivery address?',
      icon: MapPin,
      body: (
        <p>
          Add, edit or remove addresses under <Link to="/your-address">Saved Addresses</Link> in your account, or choose another
          one at checkout. For an order already placed, contact us quickly, before it ships.
        </p>
      ),
    },
  ];
}
