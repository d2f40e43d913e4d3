import type { Locale } from '../../i18n/locale.ts';
import type { Icon } from '../icons.tsx';

export interface AccountNavItem {
  /** What the item says, in the page's language. */
  label(locale: Locale): string;
  to: string;
  icon: Icon;
  /** Paths (lower case) on which the item is the current one; `to` alone when absent. */
  activeOn?: string[];
}

/** The orders pages, framed by the dashboard: "My Orders" (and the bottom bar's Orders) is current on each. */
export const orderPaths = ['/your-orders', '/track', '/cancellation-form', '/order-cancelled'];

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
