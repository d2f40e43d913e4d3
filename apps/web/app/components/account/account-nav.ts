import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/account.ts';
import * as auth from '../../i18n/m/auth.ts';
import * as shell from '../../i18n/m/shell.ts';
import { Headset, Heart, House, type Icon, LayoutDashboard, LogOut, MapPin, Package, UserCog, UserRound } from '../icons.tsx';

export interface AccountNavItem {
  /** What the item says, in the page's language. */
  label(locale: Locale): string;
  to: string;
  icon: Icon;
  /** Paths (lower case) on which the item is the current one; `to` alone when absent. */
  activeOn?: string[];
}

/** The orders pages, framed by the dashboard: "My Orders" (and the bottom bar's Orders) is current on each. */
const orderPaths = ['/your-orders', '/track', '/cancellation-form', '/order-cancelled'];

/** The dashboard's sidebar and drawer, in the spec's order (accounts spec §2). */
export const accountNav: AccountNavItem[] = [
  { label: (locale) => m.account_nav_overview({}, { locale }), to: '/overview', icon: LayoutDashboard, activeOn: ['/overview', '/userprofile'] },
  { label: (locale) => m.account_nav_my_orders({}, { locale }), to: '/your-orders', icon: Package, activeOn: orderPaths },
  { label: (locale) => shell.shell_wishlist({}, { locale }), to: '/wishlist', icon: Heart },
  { label: (locale) => m.account_nav_settings({}, { locale }), to: '/account-settings', icon: UserCog },
  { label: (locale) => m.account_nav_addresses({}, { locale }), to: '/your-address', icon: MapPin, activeOn: ['/your-address', '/address-form'] },
  { label: (locale) => m.account_nav_help({}, { locale }), to: '/CustomerSupport', icon: Headset },
  { label: (locale) => auth.auth_logout({}, { locale }), to: '/logout', icon: LogOut },
];

/** The phone's bottom bar: Home, Orders, Wishlist, Account. */
export const accountBottomNav: AccountNavItem[] = [
  { label: (locale) => m.account_nav_home({}, { locale }), to: '/', icon: House },
  { label: (locale) => shell.footer_orders({}, { locale }), to: '/your-orders', icon: Package, activeOn: orderPaths },
  { label: (locale) => shell.shell_wishlist({}, { locale }), to: '/wishlist', icon: Heart },
  { label: (locale) => shell.footer_account({}, { locale }), to: '/UserProfile', icon: UserRound, activeOn: accountPaths().filter((path) => !orderPaths.includes(path)) },
];

/** Every path the account layout frames. */
export function accountPaths(): string[] {
  return ['/userprofile', '/overview', '/account-settings', '/your-address', '/address-form', '/logout', ...orderPaths];
}

function normalise(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Whether a nav item is the page being shown (paths match case-insensitively, like the router). */
export function isCurrent(item: AccountNavItem, pathname: string): boolean {
  const here = normalise(pathname);
  return (item.activeOn ?? [item.to.toLowerCase()]).includes(here);
}

/** Whether a path is one of the account pages (their phones carry the fixed bottom bar). */
export function isAccountPath(pathname: string): boolean {
  return accountPaths().includes(normalise(pathname));
}
