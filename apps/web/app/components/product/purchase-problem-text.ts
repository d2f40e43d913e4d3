import { pageLocale } from '../../i18n/page-locale.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_cart_full } from '../../i18n/paraglide/messages/errors_cart_full.js';
import { errors_cookie_cart_write_failed } from '../../i18n/paraglide/messages/errors_cookie_cart_write_failed.js';
import { errors_max_quantity } from '../../i18n/paraglide/messages/errors_max_quantity.js';
import { errors_only_left_message } from '../../i18n/paraglide/messages/errors_only_left_message.js';
import { errors_only_left_message_out_of_stock } from '../../i18n/paraglide/messages/errors_only_left_message_out_of_stock.js';
import { errors_product_gone } from '../../i18n/paraglide/messages/errors_product_gone.js';
import { errors_request_failed } from '../../i18n/paraglide/messages/errors_request_failed.js';
import { errors_session_expired } from '../../i18n/paraglide/messages/errors_session_expired.js';
import { errors_size_not_offered_message } from '../../i18n/paraglide/messages/errors_size_not_offered_message.js';
import { errors_something_went_wrong_try_again } from '../../i18n/paraglide/messages/errors_something_went_wrong_try_again.js';
import { errors_wishlist_full } from '../../i18n/paraglide/messages/errors_wishlist_full.js';
import { errors_xsrf_refused } from '../../i18n/paraglide/messages/errors_xsrf_refused.js';
import { errorText } from '../../i18n/error-text.ts';

/**
 * A message the cart, the wishlist or checkout's check gave (messages.ts's words or the server's),
 * in the page's language. Loaded with the first problem to tell (use-product-purchase.ts): the
 * words of every problem need not be in the product page's first scripts.
 */
export function problemText(english: string): string {
  return errorText(
    english, pageLocale(),
    errors_cart_full, errors_wishlist_full, errors_max_quantity, errors_cookie_cart_write_failed,
    errors_product_gone, errors_only_left_message, errors_only_left_message_out_of_stock, errors_size_not_offered_message,
    errors_session_expired, errors_xsrf_refused, errors_something_went_wrong_try_again, errors_request_failed,
  );
}

