import type { Address } from '@haat/shared/api';
import type { Locale } from '../../i18n/locale.ts';
import { stateName } from './state-names.ts';

// Apart from the form's values and checks (address-values.ts): a page that only lists addresses,
// the checkout, does not load the form's rules with it.

/** Every line of an address as a card shows it; the state in the page's language. */
export function addressLines(address: Address, locale: Locale = 'en'): string[] {
  return [address.address1, address.address2, `${address.city}, ${stateName(address.state, locale)} - ${address.pincode}`];
}
