import { Headset, Mail, MapPin, Phone, Store } from '../icons.tsx';
import { Link } from 'react-router';
import type { ShopContact } from './shop-contact.ts';

/**
 * "call us on … or e-mail …" in running text, with whichever details the store has; without
 * either, the support page.
 */
export function ReachUs({ shop }: { shop: ShopContact }) {
  const phone = shop.telHref ? <a href={shop.telHref}>{shop.mobile}</a> : null;
  const email = shop.email ? <a href={`mailto:${shop.email}`} className="[overflow-wrap:anywhere]">{shop.email}</a> : null;
  if (phone && email) return <>call us on {phone} or e-mail {email}</>;
  if (phone) return <>call us on {phone}</>;
  if (email) return <>e-mail us at {email}</>;
  return <>reach us through our <Link to="/CustomerSupport">Customer Support</Link> page</>;
}

/** The store's contact details as a small card (name, phone, e-mail, address, support page). */
export function ContactList({ shop }: { shop: ShopContact }) {
  return (
    <div className="flex flex-col gap-2.5 rounded-xl bg-gray-50 p-4 text-sm ring-1 ring-gray-100">
      <p className="flex items-center gap-2.5 font-bold text-gray-900">
        <Store className="size-4 shrink-0 text-primary" aria-hidden /> {shop.name}
      </p>
      {shop.telHref && (
        <p className="flex items-center gap-2.5">
          <Phone className="size-4 shrink-0 text-primary" aria-hidden />
          <span><span className="sr-only">Phone: </span><a href={shop.telHref}>{shop.mobile}</a></span>
        </p>
      )}
      {shop.email && (
        <p className="flex items-center gap-2.5">
          <Mail className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0"><span className="sr-only">E-mail: </span><a href={`mailto:${shop.email}`} className="[overflow-wrap:anywhere]">{shop.email}</a></span>
        </p>
      )}
      {shop.address && (
        <p className="flex items-start gap-2.5">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span><span className="sr-only">Address: </span>{shop.address}</span>
        </p>
      )}
      <p className="flex items-center gap-2.5">
        <Headset className="size-4 shrink-0 text-primary" aria-hidden />
        <span>Or visit our <Link to="/CustomerSupport">Customer Support</Link> page</span>
      </p>
    </div>
  );
}
