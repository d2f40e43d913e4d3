import * as e from '../i18n/m/errors.ts';
import type { Locale } from '../i18n/locale.ts';
import { notesText } from './notes-text.ts';

/** What the cart and wishlist can be told, by the server or by their own rules. */
const said = [
  e.errors_max_quantity, e.errors_cart_full, e.errors_wishlist_full, e.errors_cookie_cart_write_failed,
  e.errors_cart_save_failed, e.errors_cart_delete_failed, e.errors_cart_fetch_failed, e.errors_session_expired,
  e.errors_token_missing, e.errors_xsrf_refused, e.errors_request_too_large, e.errors_cart_line_missing,
  e.errors_product_gone, e.errors_product_dropped_message, e.errors_product_dropped_message_unnamed,
  e.errors_only_left_message, e.errors_only_left_message_out_of_stock, e.errors_size_not_offered_message,
  e.errors_cart_empty, e.errors_something_went_wrong_try_again, e.errors_generic_network_error,
];

/** A cart or wishlist message (messages.ts's words, or the server's) in the page's language; see notesText. */
export function cartMessageText(english: string, locale: Locale): string {
  return notesText(english, locale, said);
}
