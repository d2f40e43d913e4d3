import { ArrowUpRight, Clock, type Icon, Mail, MapPin, Phone } from '../icons.tsx';
import type { Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { ShopContact } from './shop-contact.ts';
import * as m from '../../i18n/m/policy-support.ts';

interface Channel {
  id: string;
  icon: Icon;
  title: string;
  /** The detail itself; text alone when there is nothing to link. */
  value: string;
  href?: string;
  /** The reseller has not set it: the spec's N/A, greyed. */
  missing?: boolean;
  note: string;
  action?: { label: string; href: string; external?: boolean };
}

function channels(shop: ShopContact, locale: Locale): Channel[] {
  const o = { locale };
  // The spec's word for a contact detail the reseller has not set.
  const notAvailable = m.policy_not_available({}, o);
  const mailto = shop.email ? `mailto:${shop.email}` : undefined;
  const map = shop.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address)}` : undefined;
  return [
    {
      id: 'call',
      icon: Phone,
      title: m.policy_call_support({}, o),
      value: shop.mobile || notAvailable,
      missing: !shop.mobile,
      href: shop.telHref || undefined,
      note: m.policy_always_available({}, o),
      action: shop.telHref ? { label: m.policy_call_now({}, o), href: shop.telHref } : undefined,
    },
    {
      id: 'email',
      icon: Mail,
      title: m.policy_email_support({}, o),
      value: shop.email || notAvailable,
      missing: !shop.email,
      href: mailto,
      note: m.policy_reply_within({}, o),
      action: mailto ? { label: m.policy_write_to_us({}, o), href: mailto } : undefined,
    },
    {
      id: 'visit',
      icon: MapPin,
      title: m.policy_visit_us({}, o),
      // Shown when the reseller has not entered an address (spec: a placeholder street).
      value: shop.address || m.policy_placeholder_street({}, o),
      note: m.policy_visit_hours({}, o),
      action: map ? { label: m.policy_get_directions({}, o), href: map, external: true } : undefined,
    },
  ];
}

/** The support page's three ways to reach the store (spec: Support). */
export function SupportChannels({ shop }: { shop: ShopContact }) {
  const locale = useLocale();
  return (
    <ul aria-label={m.policy_ways_to_reach({}, { locale })} className="grid gap-3 md:grid-cols-3 md:gap-5">
      {channels(shop, locale).map((channel) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </ul>
  );
}

function ChannelCard({ channel }: { channel: Channel }) {
  const { icon: Icon, title, value, href, missing, note, action } = channel;
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
          <span className={missing ? 'text-gray-400' : undefined}>{value}</span>
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
