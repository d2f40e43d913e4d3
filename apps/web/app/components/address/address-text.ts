import { errorText } from '../../i18n/error-text.ts';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/address.ts';
import * as e from '../../i18n/m/errors.ts';
import { fieldErrorText } from '../form/field-frame.tsx';
import { stateName } from './state-names.ts';

/**
 * What the address action, the PIN look-up or the Store API said about an address, in the page's
 * language. They speak English (`@haat/shared/rules`'s messages and pinCodeMessages, the server's
 * answers); a PIN in another state names the state as the dropdown shows it.
 */
export function addressText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const differs = /^PIN code (\d{6}) is in (.+)\. Choose \2 as the state, or check the PIN code\.$/.exec(text.trim());
  if (differs) return m.address_pin_state_differs({ pin: differs[1]!, state: stateName(differs[2]!, locale) }, { locale });
  const known = errorText(
    text, locale, e.errors_address_saved, e.errors_address_updated, e.errors_address_removed, e.errors_address_remove_failed,
    e.errors_address_needs_login, e.errors_address_not_found, e.errors_address_limit_reached, e.errors_address_save_failed,
    e.errors_address_update_failed, e.errors_address_save_error, e.errors_address_update_error, e.errors_xsrf_refused,
    e.errors_session_expired, e.errors_request_too_large, e.errors_generic_network_error, e.errors_pin_malformed,
    e.errors_pin_unknown,
  );
  return fieldErrorText(known, locale);
}
