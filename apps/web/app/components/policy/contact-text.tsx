import { Headset, Mail, MapPin, Phone, Store } from '../icons.tsx';
import { Link } from 'react-router';
import type { ShopContact } from './shop-contact.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { rich } from './rich-text.tsx';
import * as p from '../../i18n/m/policy.ts';

const supportLink = (words: string) => <Link to="/CustomerSupport">{words}</Link>;

/**
 * "call us on … or e-mail …" in running text, with whichever details the store has; without
 * either, the support page.
 */
export function ReachUs({ shop }: { shop: ShopContact }) {
  const o = { locale: useLocale() };
  const phone = shop.telHref ? <a href={shop.telHref}>{shop.mobile}</a> : null;
  const email = shop.email ? <a href={`mailto:${shop.email}`} className="[overflow-wrap:anywhere]">{shop.email}</a> : null;
  if (phone && email) return rich(p.policy_reach_phone_email({}, o), { phone, email });
  if (phone) return rich(p.policy_reach_phone({}, o), { phone });
  if (email) return rich(p.policy_reach_email({}, o), { email });
  return rich(p.policy_reach_support({}, o), { support: supportLink });
}

/** The store's contact details as a small card (name, phone, e-mail, address, support page). */
export function ContactList({ shop }: { shop: ShopContact }) {
  const o = { locale: useLocale() };
  return (
    <div className="flex flex-col gap-2.5 rounded-xl bg-gray-50 p-4 text-sm ring-1 ring-gray-100">
      <p className="flex items-center gap-2.5 font-bold text-gray-900">
        <Store className="size-4 shrink-0 text-primary" aria-hidden /> {shop.name}
      </p>
      {shop.telHref && (
        <p className="flex items-center gap-2.5">
          <Phone className="size-4 shrink-0 text-primary" aria-hidden />
          <span><span className="sr-only">{p.policy_phone_label({}, o)}</span><a href={shop.telHref}>{shop.mobile}</a></span>
        </p>
      )}
      {shop.email && (
        <p className="flex items-center gap-2.5">
          <Mail className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0"><span className="sr-only">{p.policy_email_label({}, o)}</span><a href={`mailto:${shop.email}`} className="[overflow-wrap:anywhere]">{shop.email}</a></span>
        </p>
      )}
      {shop.address && (
        <p className="flex items-start gap-2.5">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span><span className="sr-only">{p.policy_address_label({}, o)}</span>{shop.address}</span>
        </p>
      )}
      <p className="flex items-center gap-2.5">
        <Headset className="size-4 shrink-0 text-primary" aria-hidden />
        <span>{rich(p.policy_or_visit_support({}, o), { support: supportLink })}</span>
      </p>
    </div>
  );
}
