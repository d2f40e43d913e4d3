/**
 * The largest value a 32-bit `integer` column holds (ids, and money in paise). PostgreSQL refuses
 * a larger one with an error, so no request may carry one (see api/fields.ts).
 */
export const maxInteger = 2_147_483_647;

/** Whether a number can name a row at all: a whole number from 1 to `maxInteger`. */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= maxInteger;
}
