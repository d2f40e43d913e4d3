import { Link } from 'react-router';
import { isCurrent } from './account-nav.ts';
import { accountBottomNav } from './account-nav-items.ts';
import * as m from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** Phones: Home, Orders, Wishlist and Account, fixed to the bottom of the screen. */
export function AccountBottomBar({ pathname }: { pathname: string }) {
  const locale = useLocale();
  return (
    <nav
      aria-label={m.account_shortcuts({}, { locale })}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {accountBottomNav.map((item) => {
          const Icon = item.icon;
          const current = isCurrent(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className="group flex flex-col items-center gap-1 px-2 pt-2.5 pb-2 text-[11px] font-semibold text-gray-500 transition hover:text-gray-900 aria-[current=page]:text-primary"
              >
                <span className="flex h-7 w-12 items-center justify-center rounded-full transition group-aria-[current=page]:bg-primary/10">
                  <Icon className="size-5" strokeWidth={1.9} aria-hidden />
                </span>
                {item.label(locale)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
