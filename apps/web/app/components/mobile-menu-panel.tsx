import { Heart, LogIn, ShoppingCart, UserRound, X } from './icons.tsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { menuGroups, type ShellData } from '../lib/shell.ts';
import { CategoriesFailed } from './categories-failed.tsx';
import { CategoryAccordion } from './category-accordion.tsx';
import { accountHref, greeting } from './profile-panel.tsx';
import { signInHref } from './auth/sign-in-href.ts';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { SignOutForm } from './auth/sign-out-form.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { PlainLink } from './follow-links.tsx';

// The phone menu's panel: loaded when the page is idle or on the first tap of the menu button
// (mobile-side-menu.tsx), not with every page, and rendered from its first opening on.

interface MobileMenuPanelProps {
  shell: ShellData;
  counts: { cart: number; wishlist: number };
  open: boolean;
  close: () => void;
  panelId: string;
}

const focusable = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/**
 * The panel slides in from the left over a dimmed page. Escape, the overlay and the close button
 * shut it; Tab stays inside while it is open; the page behind does not scroll.
 */
export default function MobileMenuPanel({ shell, counts, open, close, panelId }: MobileMenuPanelProps) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useBodyScrollLock(open);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

  // Escape closes; Tab and Shift+Tab wrap around inside the panel while it is open.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') return close();
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items.at(-1);
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div className={`fixed inset-0 z-50 md:hidden ${open ? 'visible' : 'invisible delay-300'}`}>
      <div aria-hidden className={`absolute inset-0 bg-black/50 transition-opacity duration-300 starting:opacity-0 ${open ? 'opacity-100' : 'opacity-0'}`} onClick={close} />
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label={m.shell_menu({}, { locale })}
        className={`absolute inset-y-0 left-0 flex w-[86%] max-w-sm flex-col bg-white shadow-2xl transition-transform duration-300 ease-out starting:-translate-x-full ${open ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <div className="flex items-center justify-between bg-primary px-4 py-4 text-white">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/20">
              <UserRound className="size-5" aria-hidden />
            </span>
            {shell.session.signedIn ? (
              <p className="truncate text-base font-bold">{greeting(shell.session, locale)}</p>
            ) : (
              <PlainLink href={signInHref(pathname + search)} onClick={close} className="flex items-center gap-1.5 text-base font-bold underline-offset-4 hover:underline">
                {greeting(shell.session, locale)} <LogIn className="size-4" aria-hidden />
              </PlainLink>
            )}
          </div>
          <button ref={closeButton} type="button" aria-label={m.shell_close_menu({}, { locale })} onClick={close} className="rounded-full p-2 hover:bg-white/15">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label={m.shell_mobile_menu({}, { locale })} className="flex-1 overflow-y-auto overscroll-contain px-2 py-4">
          <ul className="mb-4 grid grid-cols-3 gap-2 px-1">
            <QuickLink to="/wishlist" icon={<Heart className="size-5" aria-hidden />} label={m.shell_wishlist({}, { locale })} count={counts.wishlist} onClick={close} />
            <QuickLink to="/addcart" icon={<ShoppingCart className="size-5" aria-hidden />} label={m.shell_cart({}, { locale })} count={counts.cart} onClick={close} />
            <QuickLink to={accountHref(shell.session)} icon={<UserRound className="size-5" aria-hidden />} label={m.shell_your_account({}, { locale })} onClick={close} />
          </ul>
          <p className="mb-2 border-t border-gray-100 px-3 pt-4 text-sm font-bold text-gray-900">{m.shell_shop_by_category({}, { locale })}</p>
          {shell.categoriesFailed ? <CategoriesFailed /> : <CategoryAccordion groups={menuGroups(shell)} onNavigate={close} />}
        </nav>
        {shell.session.signedIn && (
          <SignOutForm onSubmit={close} className="border-t border-gray-100" buttonClassName="flex w-full items-center gap-3 px-5 py-4 text-left text-sm font-semibold text-gray-700 hover:text-primary" />
        )}
      </div>
    </div>
  );
}

function QuickLink({ to, icon, label, count, onClick }: { to: string; icon: ReactNode; label: string; count?: number; onClick: () => void }) {
  return (
    <li>
      <PlainLink href={to} onClick={onClick} className="flex flex-col items-center gap-1 rounded-xl bg-gray-50 px-2 py-3 text-center text-xs font-semibold text-gray-700 hover:bg-primary/5 hover:text-primary">
        <span className="relative">
          {icon}
          {count !== undefined && count > 0 && (
            <span className="absolute -top-2 -right-3 rounded-full bg-primary px-1.5 text-[10px] leading-4 font-bold text-white">{count}</span>
          )}
        </span>
        {label}
      </PlainLink>
    </li>
  );
}
