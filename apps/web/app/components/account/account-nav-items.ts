import * as m from '../../i18n/m/account.ts';
import * as auth from '../../i18n/m/auth.ts';
import * as shell from '../../i18n/m/shell.ts';
import { Headset, Heart, House, LayoutDashboard, LogOut, MapPin, Package, UserCog, UserRound } from '../icons.tsx';
import { accountPaths, orderPaths, type AccountNavItem } from './account-nav.ts';

// The dashboard's items with their words. Apart from account-nav.ts on purpose: the site footer
// (in the shell every page loads) asks account-nav.ts which paths are account pages, and what it
// imports rides in the shell chunk; these messages belong to the account pages' chunks only.

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
