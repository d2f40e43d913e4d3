import { Heart, ShoppingCart } from './icons.tsx';
import { useLocation } from 'react-router';
import { menuGroups, type ShellData } from '../lib/shell.ts';
import { useShopState } from '../state/shop-state.tsx';
import { AllDepartmentMenu } from './all-department-menu.tsx';
import { CategoriesFailed } from './categories-failed.tsx';
import { CategoryBar } from './category-bar.tsx';
import { CountBadgeIcon } from './count-badge-icon.tsx';
import { HeaderSearch } from './header-search.tsx';
import { isHeaderHidden } from './shell-visibility.ts';
import { MobileSideMenu } from './mobile-side-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { PromoStrip } from './promo-strip.tsx';
import { StoreLogo } from './store-logo.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * The shop header: promise strip, then a sticky bar with logo, search, profile, wishlist and
 * cart, and on desktop the category navigation. Phones get a hamburger side menu and the search
 * on its own row. The layout switches with CSS at 768 px so the server's HTML is right everywhere.
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  // The shop state starts from the cookies the server decoded, so the first HTML already counts right.
  const { cartCount, wishlist } = useShopState();
  const counts = { cart: cartCount, wishlist: wishlist.length };
  if (isHeaderHidden(pathname)) return null;
  const groups = menuGroups(shell);

  return (
    <>
      <PromoStrip />
      <header className="sticky top-0 z-50 border-b border-gray-100 bg-white shadow-[0_2px_12px_-4px_rgba(0,0,0,0.12)]">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 pt-2 pb-1 md:gap-8 md:px-6 md:py-3">
          <MobileSideMenu shell={shell} counts={counts} />
          <StoreLogo name={shell.branding.name} logo={shell.branding.logo} />
          <HeaderSearch className="mx-auto hidden max-w-2xl md:block" />
          <div className="ml-auto flex items-center gap-0.5 md:ml-0 md:gap-3">
            <ProfileMenu session={shell.session} />
            <CountBadgeIcon to="/wishlist" icon={Heart} label={m.shell_wishlist({}, { locale })} count={counts.wishlist} testId="wishlist" />
            <CountBadgeIcon to="/addcart" icon={ShoppingCart} label={m.shell_cart({}, { locale })} count={counts.cart} testId="cart" />
          </div>
        </div>
        <div className="px-3 pb-2.5 md:hidden">
          <HeaderSearch />
        </div>
        <nav aria-label={m.shell_categories({}, { locale })} className="hidden border-t border-gray-100 md:block">
          <div className="mx-auto flex max-w-7xl items-center gap-4 px-6 py-1.5">
            <AllDepartmentMenu groups={groups} failed={shell.categoriesFailed} />
            {shell.categoriesFailed ? <CategoriesFailed /> : <CategoryBar groups={groups} />}
          </div>
        </nav>
      </header>
    </>
  );
}
