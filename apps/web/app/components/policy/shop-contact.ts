import type { StoreBranding } from '@haat/shared/api';
import { useRouteLoaderData } from 'react-router';
import type { ShellData } from '../../lib/shell.ts';
import { policy_our_store } from '../../i18n/m/policy.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** How shoppers reach the store, as the support and policy pages show it. */
export interface ShopContact {
  name: string;
  /** The store's e-mail, or '' when the reseller has not set one. */
  email: string;
  /** The mobile as shown ("+91 98290 12345" style for Indian numbers), or ''. */
  mobile: string;
  /** tel: link for the mobile, or '' when there is none. */
  telHref: string;
  /** The store's address, or '' when the reseller has not set one. */
  address: string;
}

/**
 * The store's contact details from its branding (the reseller settings the shell loads);
 * `ourStore` names a store that has no name yet, in the page's language.
 */
export function shopContact(branding: Pick<StoreBranding, 'name' | 'email' | 'mobile' | 'address'>, ourStore = 'our store'): ShopContact {
  const mobile = branding.mobile.trim();
  const digits = mobile.replace(/[^\d+]/g, '');
  // A bare 10-digit number is Indian: dial it with the country code from anywhere.
  const indian = /^\d{10}$/.test(digits);
  return {
    name: branding.name.trim() || ourStore,
    email: branding.email.trim(),
    mobile: indian ? `+91 ${digits}` : mobile,
    telHref: digits ? `tel:${indian ? `+91${digits}` : digits}` : '',
    address: branding.address.trim(),
  };
}

const noBranding = { name: '', email: '', mobile: '', address: '' };

/** The store's contact details, from the root loader's shell data. */
export function useShopContact(): ShopContact {
  const shell = useRouteLoaderData<ShellData>('root');
  return shopContact(shell?.branding ?? noBranding, policy_our_store({}, { locale: useLocale() }));
}
