import { ArrowUpRight, Clock, type Icon, Mail, MapPin, Phone } from '../icons.tsx';
import type { ShopContact } from './shop-contact.ts';

/** Shown under Visit Us when the reseller has not entered an address (spec: a placeholder street). */
export const placeholderStreet = '123 Market Street, Connaught Place, New Delhi 110001';

/** The spec's word for a contact detail the reseller has not set. */
const notAvailable = 'N/A';

interface Channel {
  id: string;
  icon: Icon;
  title: string;
  /** The detail itself; text alone when there is nothing to link. */
  value: string;
  href?: string;
  note: string;
  action?: { label: string; href: string; external?: boolean };
}

function channels(shop: ShopContact): Channel[] {
  const mailto = shop.email ? `mailto:${shop.email}` : undefined;
  const map = shop.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address)}` : undefined;
  return [
    {
      id: 'call',
      icon: Phone,
      title: 'Call Support',
      value: shop.mobile || notAvailable,
      href: shop.telHref || undefined,
      note: '24/7 Available',
      action: shop.telHref ? { label: 'Call now', href: shop.telHref } : undefined,
    },
    {
      id: 'email',
      icon: Mail,
      title: 'Email Support',
      value: shop.email || notAvailable,
      href: mailto,
      note: 'Reply within 2 hours',
      action: mailto ? { label: 'Write to us', href: mailto } : undefined,
    },
    {
      id: 'visit',
      icon: MapPin,
      title: 'Visit Us',
      value: shop.address || placeholderStreet,
      note: 'Mon-Fri, 9 AM - 6 PM',
      action: map ? { label: 'Get directions', href: map, external: true } : undefined,
    },
  ];
}

/** The support page's three ways to reach the store (spec: Support). */
export function SupportChannels({ shop }: { shop: ShopContact }) {
  return (
    <ul aria-label="Ways to reach us" className="grid gap-3 md:grid-cols-3 md:gap-5">
      {channels(shop).map((channel) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </ul>
  );
}

function ChannelCard({ channel }: { channel: Channel }) {
  const { icon: Icon, title, value, href, note, action } = channel;
  const headingId = `support-${channel.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`support-${channel.id}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md md:p-6"
    >
      <span aria-hidden className="absolute -top-8 -right-8 size-24 rounded-full bg-primary/5 transition group-hover:bg-primary/10" />
      <div className="relative flex items-center gap-3.5 md:flex-col md:items-start md:gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary to-primary/70 text-white shadow-md shadow-primary/25 md:size-14">
          <Icon className="size-6" strokeWidth={1.9} aria-hidden />
        </span>
        <h2 id={headingId} className="text-lg font-bold text-gray-900">{title}</h2>
      </div>
      <p className="relative mt-3 text-[15px] leading-relaxed font-semibold text-gray-800 [overflow-wrap:anywhere] md:mt-4 md:text-base">
        {href ? (
          <a href={href} className="rounded-sm text-primary underline-offset-4 hover:underline">{value}</a>
        ) : (
          <span className={value === notAvailable ? 'text-gray-400' : undefined}>{value}</span>
        )}
      </p>
      <p className="relative mt-2 inline-flex items-center gap-1.5 self-start rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-700">
        <Clock className="size-3.5 text-primary" aria-hidden /> {note}
      </p>
      {action && (
        <div className="relative mt-auto pt-5">
          <a
            href={action.href}
            {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border border-primary/30 px-5 text-sm font-bold text-primary transition group-hover:border-primary hover:bg-primary hover:text-white md:w-auto"
          >
            {action.label}
            {action.external && <ArrowUpRight className="size-4" aria-hidden />}
          </a>
        </div>
      )}
    </section>
  );
}
