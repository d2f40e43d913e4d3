import * as e from '../../i18n/m/errors.ts';
import { errorText } from '../../i18n/error-text.ts';
import type { Locale } from '../../i18n/locale.ts';
import { cartMessageText } from '../../state/cart-message-text.ts';
import { checkout_add_address_first, checkout_cod_above_max, checkout_cod_below_min, checkout_cod_blocked, checkout_cod_disabled } from '../../i18n/m/checkout.ts';

/**
 * What placing an order or asking for a new captcha can be told (messages.ts's words, the shop's
 * COD rules as the server words them, or the server's notes on the cart), in the language of the
 * page that asked; a text not known here stays as it came. The checkout's action says it so, on the
 * server, and the page shows it as it comes.
 */
export function checkoutProblemText(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const known = errorText(english, locale,
    e.errors_invalid_captcha, e.errors_order_failed, e.errors_order_exception, e.errors_address_not_found,
    checkout_cod_blocked, checkout_cod_disabled, checkout_cod_below_min, checkout_cod_above_max, checkout_add_address_first);
  return known !== english ? known : cartMessageText(english, locale);
}
