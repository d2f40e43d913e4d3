import { CircleX, CreditCard, MapPin, Package, RotateCcw, Wallet } from '../icons.tsx';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PolicyAccordion, type PolicySection } from './policy-accordion.tsx';
import { rich } from './rich-text.tsx';
import * as m from '../../i18n/m/policy-support-faq.ts';

const orders = (words: string) => <Link to="/your-orders">{words}</Link>;

/** Common questions on the support page, answered before the shopper has to call. */
export function supportFaq(locale: Locale): PolicySection[] {
  const o = { locale };
  return [
    {
      id: 'faq-where-is-my-order',
      title: m.policy_faq_order_title({}, o),
      icon: Package,
      body: <p>{rich(m.policy_faq_order_body({}, o), { orders })}</p>,
    },
    {
      id: 'faq-cancel',
      title: m.policy_faq_cancel_title({}, o),
      icon: CircleX,
      body: (
        <>
          <p>{rich(m.policy_faq_cancel_body({}, o), { orders })}</p>
          <p>{m.policy_faq_cancel_refund({}, o)}</p>
        </>
      ),
    },
    {
      id: 'faq-return',
      title: m.policy_faq_return_title({}, o),
      icon: RotateCcw,
      body: <p>{rich(m.policy_faq_return_body({}, o), { returns: (words) => <Link to="/ReturnPolicy">{words}</Link> })}</p>,
    },
    {
      id: 'faq-refund',
      title: m.policy_faq_refund_title({}, o),
      icon: Wallet,
      body: <p>{m.policy_faq_refund_body({}, o)}</p>,
    },
    {
      id: 'faq-payment',
      title: m.policy_faq_payment_title({}, o),
      icon: CreditCard,
      body: <p>{m.policy_faq_payment_body({}, o)}</p>,
    },
    {
      id: 'faq-address',
      title: m.policy_faq_address_title({}, o),
      icon: MapPin,
      body: <p>{rich(m.policy_faq_address_body({}, o), { addresses: (words) => <Link to="/your-address">{words}</Link> })}</p>,
    },
  ];
}

/** The support page's questions as folds: a module of their own, loaded after the page is interactive (routes/customer-support.tsx). */
export default function SupportFaqFolds() {
  return <PolicyAccordion sections={supportFaq(useLocale())} />;
}
