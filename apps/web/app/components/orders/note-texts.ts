import { cancellationReasons, type CancellationReason } from '@haat/shared/rules';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/orders.ts';
import { reasonText } from './cancellation-texts.ts';
import type { Text } from './order-texts.ts';

// The notes of an order's timeline events, as the server writes them in English (apps/server's
// order events), and ours for them in Hindi. Apart from order-texts.ts so that only the timeline's
// chunk carries them.

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
