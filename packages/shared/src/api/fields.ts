import { z } from 'zod';
import { messages } from '../rules/messages.ts';
import { maxInteger } from '../rules/row-ids.ts';

/**
 * The field builders every request schema starts from, so that what the database cannot hold is
 * refused as bad input (400) on both engines instead of failing in PostgreSQL (500): its `text`
 * cannot hold U+0000, its `integer` stops at 2^31 - 1. Both limits show in the OpenAPI document
 * (a pattern, a maximum), where a test checks that every request field has them.
 */

/** Any text without U+0000 (written as a class so that the pattern reads the same in JSON Schema). */
// oxlint-disable-next-line no-control-regex -- matching the control character is the point
export const withoutNul = /^[^\u0000]*$/;

/** A text field of a request: a string without NUL. `error` is the message for a missing or non-text value. */
export function text(error?: string) {
  return z.string(error === undefined ? undefined : { error }).regex(withoutNul, messages.textHasNul);
}

/** A whole number field from `min` to `max` (at most 2^31 - 1); digits sent as text count too. */
export function wholeNumber(message: string, min: number, max = maxInteger) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(Math.min(max, maxInteger), message);
}

/** A row id field of a request (a product, address, order or order line): a whole number from 1 to 2^31 - 1. */
export function rowId(message: string) {
  return wholeNumber(message, 1);
}
