import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/checkout.ts';
import { errorText } from '../../i18n/error-text.ts';
import type { Locale } from '../../i18n/locale.ts';
import { cartMessageText } from '../../state/cart-message-text.ts';

/**
 * What placing an order, a new captcha or paying can be told (messages.ts's words, the shop's COD
 * rules as the server words them, or the server's notes on the cart), in the page's language; a
 * text not known here stays as it came.
 */
export function checkoutProblemText(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const known = errorText(english, locale,
    e.errors_invalid_captcha, e.errors_order_failed, e.errors_order_exception, e.errors_order_after_payment_failed,
    e.errors_payment_script_failed, e.errors_payment_failed, e.errors_payment_expired, e.errors_payment_cancelled_by_shopper,
    e.errors_payment_not_verified, e.errors_payment_order_unknown, e.errors_payment_already_recorded, e.errors_order_not_found,
    e.errors_address_not_found,
    m.checkout_cod_blocked, m.checkout_cod_disabled, m.checkout_cod_below_min, m.checkout_cod_above_max, m.checkout_add_address_first);
  return known !== english ? known : cartMessageText(english, locale);
}
