import type { CancellationReason } from '@haat/shared/rules';
import { errorText } from '../../i18n/error-text.ts';
import type { Locale } from '../../i18n/locale.ts';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/orders.ts';
import { cancellationFailed } from './cancellation.ts';
import type { Text } from './order-texts.ts';

// The cancellation's words from outside the page: the reasons (the server takes them in English)
// and what the form's checks and the server say. Apart from order-texts.ts so that the orders
// list, which shows none of them, does not carry them.

const reasons: Record<CancellationReason, Text> = {
  'Incorrect size ordered': m.orders_reason_wrong_size,
  'Product not required anymore': m.orders_reason_not_required,
  'Cash Issue': m.orders_reason_cash,
  'Ordered By Mistake': m.orders_reason_mistake,
  'Wants to change style/color': m.orders_reason_style,
  'Delayed Delivery Cancellation': m.orders_reason_delay,
  'Duplicate Order': m.orders_reason_duplicate,
};

/**
 * A cancellation reason as the shopper reads it. The form posts, and the server stores and checks,
 * the English reason; only its label follows the page's language.
 */
export function reasonText(reason: CancellationReason, locale: Locale): string {
  return reasons[reason]({}, { locale });
}

/** What the orders pages and the cancel action say (the spec's and the server's words in English), in the page's language. */
export function orderMessageText(text: string, locale: Locale): string {
  if (text === cancellationFailed) return m.orders_cancel_failed({}, { locale });
  return errorText(
    text, locale, e.errors_order_data_missing, e.errors_order_info_missing, e.errors_orders_fetch_failed, e.errors_order_not_found,
    e.errors_order_line_not_cancellable, e.errors_order_line_already_cancelled, e.errors_cancellation_reason_missing,
    e.errors_cancellation_comment_short, e.errors_cancellation_comment_short_long, e.errors_xsrf_refused, e.errors_session_expired,
    e.errors_request_too_large, e.errors_something_went_wrong_try_again,
  );
}
