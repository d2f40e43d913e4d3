import * as e from '../../i18n/m/errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import { notesText } from '../../state/notes-text.ts';

/** What the server says about the basket a checkout shows (a product gone, fewer left, a size it lacks). */
const said = [
  e.errors_product_gone, e.errors_product_dropped_message, e.errors_product_dropped_message_unnamed, e.errors_only_left_message,
  e.errors_only_left_message_out_of_stock, e.errors_size_not_offered_message, e.errors_cart_empty,
];

/** The checkout basket's notes in the page's language (its loader has them in the Store API's English). */
export function checkoutNotesText(english: string, locale: Locale): string {
  return notesText(english, locale, said);
}
