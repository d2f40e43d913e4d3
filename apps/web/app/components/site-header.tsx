import { Heart, ShoppingCart } from './icons.tsx';
import { useLocation } from 'react-router';
import { menuGroups, type ShellData } from '../lib/shell.ts';
import { useShopState } from '../state/shop-state.tsx';
import { AllDepartmentMenu } from './all-department-menu.tsx';
import { CategoriesFailed } from './categories-failed.tsx';
import { CategoryBar } from './category-bar.tsx';
import { CountBadgeIcon } from './count-badge-icon.tsx';
import { HeaderSearch } from './header-search.tsx';
import { KeptMarkup, keptMarkupName } from './kept-markup.tsx';
import { isHeaderHidden } from './shell-visibility.ts';
import { MobileSideMenu } from './mobile-side-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { PromoStrip } from './promo-strip.tsx';
import { StoreLogo } from './store-logo.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale, useStoreLanguages } from '../i18n/use-locale.ts';

/**
 * The shop header: promise strip, then a sticky bar with logo, search, profile, wishlist and
 * cart, and on desktop the category navigation. Phones get a hamburger side menu and the search
 * on its own row. The layout switches with CSS at 768 px so the server's HTML is right everywhere.
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const languages = useStoreLanguages();
  // The shop state starts from the cookies the server decoded, so the first HTML already counts right.
  const { cartCount, wishlist } = useShopState();
  const counts = { cart: cartCount, wishlist: wishlist.length };
  if (isHeaderHidden(pathname)) return null;
  const groups = menuGroups(shell);

  // Each part but the logo is the same on every page of a store for one language and the
  // shopper's counts and name: the server writes it from memory after the first time (decision
  // 054). Not the logo: its picture asks for a preload in the page's head.
  const { branding, menu, categoriesFailed, session } = shell;
  return (
    <>
      {/* Its language switch leads to this very page in the other language. */}
      <KeptMarkup by={keptMarkupName('promise strip', locale, languages, pathname, search)}>
        <PromoStrip />
      </KeptMarkup>
      <header className="sticky top-0 z-50 border-b border-gray-100 bg-white shadow-[0_2px_12px_-4px_rgba(0,0,0,0.12)]">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 pt-2 pb-1 md:gap-8 md:px-6 md:py-3">
          <MobileSideMenu shell={shell} counts={counts} />
          <StoreLogo name={branding.name} logo={branding.logo} />
          <KeptMarkup by={keptMarkupName('header search', locale)}>
            <HeaderSearch className="mx-auto hidden max-w-2xl md:block" />
          </KeptMarkup>
          <KeptMarkup by={keptMarkupName('header counts', session.signedIn, session.userName, counts, locale)}>
            <div className="ml-auto flex items-center gap-0.5 md:ml-0 md:gap-3">
              <ProfileMenu session={session} />
              <CountBadgeIcon to="/wishlist" icon={Heart} label={m.shell_wishlist({}, { locale })} count={counts.wishlist} testId="wishlist" />
              <CountBadgeIcon to="/addcart" icon={ShoppingCart} label={m.shell_cart({}, { locale })} count={counts.cart} testId="cart" />
            </div>
          </KeptMarkup>
        </div>
        <KeptMarkup by={keptMarkupName('phone search', locale)}>
          <div className="px-3 pb-2.5 md:hidden">
            <HeaderSearch />
          </div>
        </KeptMarkup>
        <KeptMarkup by={keptMarkupName('category menu', menu, categoriesFailed, locale)}>
          <nav aria-label={m.shell_categories({}, { locale })} className="hidden border-t border-gray-100 md:block">
            <div className="mx-auto flex max-w-7xl items-center gap-4 px-6 py-1.5">
              <AllDepartmentMenu groups={groups} failed={categoriesFailed} />
              {categoriesFailed ? <CategoriesFailed /> : <CategoryBar groups={groups} />}
            </div>
          </nav>
        </KeptMarkup>
      </header>
    </>
  );
}
