import { ArrowRight, Headset, Mail, Phone } from '../icons.tsx';
import type { ShopContact } from './shop-contact.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import * as p from '../../i18n/m/policy.ts';
import { PlainLink } from '../follow-links.tsx';

/** "Still have questions?": the store's phone and e-mail, and the way to the support page. */
export function HelpCard({ shop }: { shop: ShopContact }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="help-card-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Headset className="size-5" strokeWidth={1.9} aria-hidden />
        </span>
        <div>
          <h2 id="help-card-title" className="font-bold text-gray-900">{p.policy_help_title({}, { locale })}</h2>
          <p className="text-sm text-gray-500">{p.policy_help_text({ store: shop.name }, { locale })}</p>
        </div>
      </div>
      {(shop.telHref || shop.email) && (
        <ul className="mt-4 flex flex-col gap-2 text-sm">
          {shop.telHref && (
            <li>
              <a href={shop.telHref} className="flex items-center gap-2.5 rounded-xl bg-gray-50 px-3 py-2.5 font-medium text-gray-800 transition hover:bg-primary/10 hover:text-primary">
                <Phone className="size-4 shrink-0 text-primary" aria-hidden />
                {shop.mobile}
              </a>
            </li>
          )}
          {shop.email && (
            <li>
              <a href={`mailto:${shop.email}`} className="flex items-center gap-2.5 rounded-xl bg-gray-50 px-3 py-2.5 font-medium text-gray-800 transition hover:bg-primary/10 hover:text-primary">
                <Mail className="size-4 shrink-0 text-primary" aria-hidden />
                <span className="[overflow-wrap:anywhere]">{shop.email}</span>
              </a>
            </li>
          )}
        </ul>
      )}
      <PlainLink
        href="/CustomerSupport"
        className="mt-4 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-primary px-5 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110"
      >
        {p.policy_contact_support({}, { locale })} <ArrowRight className="size-4" aria-hidden />
      </PlainLink>
    </section>
  );
}
