import { can, type ConsoleCallName, type StaffRole } from '@haat/shared/console-api';
import type { IconName } from '../components/icons.tsx';
import { homePath } from './paths.ts';

/** One entry of the console's menu: shown to a role that may make the call its page starts with. */
export interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
  call: ConsoleCallName;
}

// Orders first: the work of every day, and a packer's whole console.
const entries: readonly MenuEntry[] = [
  { to: homePath, label: 'Home', icon: 'home', call: 'me' },
  { to: '/orders', label: 'Orders', icon: 'truck', call: 'orderList' },
  { to: '/customers', label: 'Customers', icon: 'users', call: 'customerList' },
  { to: '/products', label: 'Products', icon: 'package', call: 'productList' },
  { to: '/categories', label: 'Categories', icon: 'folders', call: 'categoryTree' },
  { to: '/low-stock', label: 'Low stock', icon: 'alert', call: 'lowStock' },
  { to: '/import', label: 'Import', icon: 'upload', call: 'productImport' },
  { to: '/settings/branding', label: 'Branding', icon: 'store', call: 'storeBranding' },
  { to: '/settings/payments', label: 'Payments', icon: 'wallet', call: 'paymentSettings' },
  { to: '/settings/delivery', label: 'Delivery', icon: 'truck', call: 'deliverySettings' },
  { to: '/settings/home', label: 'Home page', icon: 'image', call: 'bannerList' },
  { to: '/settings/legal', label: 'Legal & GST', icon: 'fileText', call: 'storeLegal' },
  { to: '/settings/languages', label: 'Languages', icon: 'globe', call: 'storeLanguages' },
  { to: '/staff', label: 'Staff', icon: 'users', call: 'staffList' },
  { to: '/audit', label: 'Audit log', icon: 'history', call: 'auditLog' },
];

/** The menu a role sees: only pages whose calls the server would allow it (calls.ts). */
export function menuFor(role: StaffRole): MenuEntry[] {
  // A packer has nothing to see on the home page yet: Orders is their whole console.
  return entries.filter((entry) => can(role, entry.call) && !(role === 'packer' && entry.to === homePath));
}
