/** India Standard Time, +05:30, all year round: dates on invoices are Indian dates. */
const istOffsetMs = 330 * 60_000;

/** The Indian calendar date of an instant: 'YYYY-MM-DD'. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/**
 * The financial year (1 April to 31 March, Indian time) an instant falls in, as invoices name
 * it: '2026-27' from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST.
 */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + istOffsetMs);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Invoice numbers may have at most 16 characters (CGST Rules, rule 46(b)). */
export const invoiceNumberMaxLength = 16;

/**
 * An invoice number: the financial year and the serial within it, '2026-27/000123'. Six digits
 * at least, so numbers sort as text within a year; up to eight before the 16 characters run out.
 */
export function invoiceNumber(financialYear: string, serial: number): string {
  const made = `${financialYear}/${String(serial).padStart(6, '0')}`;
  if (!Number.isSafeInteger(serial) || serial < 1 || made.length > invoiceNumberMaxLength) {
    throw new RangeError(`invoice serial ${serial} does not fit in ${invoiceNumberMaxLength} characters`);
  }
  return made;
}
