import { buildLanguage } from '../../i18n/build-language.ts';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/orders.ts';

// What the Store API says about an order comes in English (its protocol): status labels, a line's
// payment status, the notes of timeline events. In English the page shows them as they come; in
// Hindi it shows ours, found by the status key or by the note's known wording. A note the shop
// wrote itself (a reason typed in the console) stays as written.

export type Text = (inputs: Record<string, never>, options: { locale: Locale }) => string;

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
  // An English page's scripts leave the Hindi tables out (build-language.ts).
  const text = (buildLanguage ?? locale) === 'hi' ? statuses[code] : undefined;
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
  const text = (buildLanguage ?? locale) === 'hi' ? paymentStatuses[status] : undefined;
  return text ? text({}, { locale }) : status;
}
