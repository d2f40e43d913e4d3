import { cancellationReasons, type CancellationReason } from '@haat/shared/rules';
import type { Locale } from '../../i18n/locale.ts';
import { errorText } from '../../i18n/error-text.ts';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/orders.ts';
import { cancellationFailed } from './cancellation.ts';

// What the Store API says about an order comes in English (its protocol): status labels, a line's
// payment status, the notes of timeline events. In English the page shows them as they come; in
// Hindi it shows ours, found by the status key or by the note's known wording. A note the shop
// wrote itself (a reason typed in the console) stays as written.

type Text = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const statuses: Record<string, Text> = {
  pending_payment: m.orders_status_pending_payment,
  awaiting_confirmation: m.orders_status_awaiting_confirmation,
  placed: m.orders_status_placed,
  confirmed: m.orders_status_confirmed,
  packed: m.orders_status_packed,
  shipped: m.orders_status_shipped,
  out_for_delivery: m.orders_status_out_for_delivery,
  delivered: m.orders_status_delivered,
  cancelled: m.orders_status_cancelled,
  payment_expired: m.orders_status_payment_expired,
  declined: m.orders_status_declined,
  rto: m.orders_status_rto,
  cod_unconfirmed: m.orders_status_cod_unconfirmed,
  paid: m.orders_status_paid,
  payment_failed: m.orders_status_payment_failed,
  refund_pending: m.orders_status_refund_pending,
  refunded: m.orders_status_refunded,
};

/** A status as the shopper reads it: the server's label in English, ours (by its key) in Hindi. */
export function statusText(code: string, label: string, locale: Locale): string {
  const text = locale === 'hi' ? statuses[code] : undefined;
  return text ? text({}, { locale }) : label;
}

const paymentStatuses: Record<string, Text> = {
  'Pay on delivery': m.orders_paystatus_on_delivery,
  'Awaiting payment': m.orders_paystatus_awaiting,
  Paid: m.orders_paystatus_paid,
  'Refund initiated': m.orders_paystatus_refund_initiated,
  Refunded: m.orders_paystatus_refunded,
  'Not paid': m.orders_paystatus_not_paid,
};

/** A line's payment status (CoPaymentStatus) in the page's language. */
export function paymentStatusText(status: string, locale: Locale): string {
  const text = locale === 'hi' ? paymentStatuses[status] : undefined;
  return text ? text({}, { locale }) : status;
}

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

const fixedNotes: Record<string, Text> = {
  'Waiting for the online payment.': m.orders_note_awaiting_online,
  'Accepted automatically.': m.orders_note_auto_accepted,
  'Not confirmed by the code in time; the items went back into stock.': m.orders_note_code_missed,
  'Not paid in time; the items went back into stock.': m.orders_note_not_paid,
  'Every item is cancelled.': m.orders_note_all_cancelled,
  'The courier returned it to the seller.': m.orders_note_returned,
};

/** The server's notes with a variable part (apps/server's order events), and ours for them. */
const patternNotes: Array<[RegExp, (match: RegExpExecArray, locale: Locale) => string]> = [
  [/^(\d+) items?, cash on delivery\.$/, (match, locale) => m.orders_note_cod_items({ count: Number(match[1]) }, { locale })],
  [/^Paid online \((.+)\)\.$/, (match, locale) => m.orders_note_paid_online({ reference: match[1]! }, { locale })],
  [/^Confirmed by the code sent to (.+)\.$/, (match, locale) => m.orders_note_code_confirmed({ mobile: match[1]! }, { locale })],
  [/^Refund of (.+) initiated\.$/, (match, locale) => m.orders_note_refund_started({ amount: match[1]! }, { locale })],
  [/^(.+) refunded to the original payment method\.$/, (match, locale) => m.orders_note_refunded({ amount: match[1]! }, { locale })],
  [/^Shipped with (.+), AWB (.+)\.$/, (match, locale) => m.orders_note_shipped({ courier: match[1]!, awb: match[2]! }, { locale })],
  [/^Returned to the seller: (.+)$/s, (match, locale) => m.orders_note_returned_because({ reason: match[1]! }, { locale })],
];

/** A timeline event's note in the page's language when it is one of the server's; else as written. */
export function noteText(note: string, locale: Locale): string {
  if (locale === 'en' || note === '') return note;
  const fixed = fixedNotes[note];
  if (fixed) return fixed({}, { locale });
  if ((cancellationReasons as readonly string[]).includes(note)) return reasonText(note as CancellationReason, locale);
  for (const [pattern, text] of patternNotes) {
    const match = pattern.exec(note);
    if (match) return text(match, locale);
  }
  return note;
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
