import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PlainLink } from './follow-links.tsx';
import { KeptMarkup, keptMarkupName } from './kept-markup.tsx';
import type { ShellData } from '../lib/shell.ts';
import { isAccountPath } from './account/account-nav.ts';
import { SellerLegalLine } from './seller-legal-line.tsx';
import { signInHref } from './auth/sign-in-href.ts';
import { isFooterHiddenOnPhone } from './shell-visibility.ts';
import { SocialIcons } from './social-icons.tsx';
import { StoreLogo } from './store-logo.tsx';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale, useStoreLanguages } from '../i18n/use-locale.ts';
import type { Locale } from '../i18n/locale.ts';

const policyLinks = [
  { label: m.footer_terms, to: '/ResellerTermsConditions' },
  { label: m.footer_return_policy, to: '/ReturnPolicy' },
  { label: m.footer_about, to: '/aboutPage' },
  { label: m.footer_support, to: '/CustomerSupport' },
];

const accountLinks = [
  { label: m.footer_account, to: '/UserProfile' },
  { label: m.footer_orders, to: '/your-orders' },
  { label: m.shell_wishlist, to: '/wishlist' },
  { label: m.footer_add_to_cart, to: '/addcart' },
];

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** The shop footer: brand and promises, policy links, My Account, social icons, contact, copyright, the seller in law. */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const languages = useStoreLanguages();
  const { branding, session } = shell;
  // Spec §2: on phones the footer gives way on cart, wishlist, profile and product pages.
  const phoneHidden = isFooterHiddenOnPhone(pathname) ? 'max-md:hidden' : '';
  // Account pages fix a bottom bar to phone screens: keep the footer's last line clear of it.
  const bottomBarSpace = isAccountPath(pathname) ? 'max-md:pb-[4.5rem]' : '';

  // The server writes it from memory after the first time (decision 054). The address is in its
  // name for the language switch, which leads to this page in the other language.
  return (
    <KeptMarkup by={keptMarkupName('footer', branding, shell.social, shell.seller, session.signedIn, locale, languages, pathname, search)}>
    <footer className={`mt-12 bg-gray-950 text-gray-300 ${phoneHidden} ${bottomBarSpace}`}>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-12 md:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 flex flex-col gap-5 lg:col-span-1">
          <StoreLogo
            name={branding.name}
            logo={branding.logo}
            className="self-start bg-white px-3 py-2"
            imageClassName="h-10 w-auto"
            textClassName="text-2xl font-extrabold text-gray-900"
            // At the foot of the page; and a picture that asks for a preload would keep the footer
            // from being written from memory (decision 054).
            loading="lazy"
          />
          <ul className="flex flex-col gap-2.5 text-sm">
            <Claim icon="ft-i-trusted">{m.shell_promo_trusted({}, { locale })}</Claim>
            <Claim icon="ft-i-delivery">{m.shell_promo_delivery({}, { locale })}</Claim>
          </ul>
          <SocialIcons links={shell.social} />
          <LanguageSwitch className="self-start text-sm font-semibold text-white" />
        </div>
        <FooterColumn id="footer-quick-links" title={m.footer_quick_links({}, { locale })} links={policyLinks} />
        {/* Spec §2: each My Account link goes to login when there is no token; signing in then goes on there. */}
        <FooterColumn id="footer-my-account" title={m.footer_my_account({}, { locale })} links={accountLinks.map((l) => (session.signedIn ? l : { ...l, to: signInHref(l.to) }))} />
        <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className="mb-4 text-sm font-bold tracking-wider text-white uppercase [:lang(hi)_&]:tracking-normal">{m.footer_contact({}, { locale })}</h2>
          <address className="flex flex-col gap-3 text-sm not-italic" data-testid="footer-contact">
            {branding.address && (
              <p className="ft-contact ft-i-address">{branding.address}</p>
            )}
            {branding.mobile && (
              <a href={`tel:${branding.mobile.replace(/[^\d+]/g, '')}`} className="ft-contact ft-i-phone hover:text-white">
                {branding.mobile}
              </a>
            )}
            {branding.email && (
              <a href={`mailto:${branding.email}`} className="ft-contact ft-i-mail break-all hover:text-white">
                {branding.email}
              </a>
            )}
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-5 py-5 text-center md:px-6 md:text-left">
          <p className="text-xs text-gray-400">{m.footer_rights({ store: branding.name }, { locale })}</p>
          <SellerLegalLine seller={shell.seller} />
        </div>
      </div>
    </footer>
    </KeptMarkup>
  );
}

/** A promise with its icon in a round badge; the icon is a mask (site-footer.css), named by its class. */
function Claim({ icon, children }: { icon: 'ft-i-trusted' | 'ft-i-delivery'; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5">
      <span className={`ft-badge ${icon}`} />
      {children}
    </li>
  );
}

function FooterColumn({ id, title, links }: { id: string; title: string; links: Array<{ label: Message; to: string }> }) {
  const locale = useLocale();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-sm font-bold tracking-wider text-white uppercase [:lang(hi)_&]:tracking-normal">{title}</h2>
      {/* The links' look is the list's (site-footer.css), not repeated on each of them on every page. */}
      <ul className="ft-links">
        {links.map((link) => (
          <li key={link.to}>
            <PlainLink href={link.to}>{link.label({}, { locale })}</PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
