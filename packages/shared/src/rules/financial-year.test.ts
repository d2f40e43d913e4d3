import { expect, it } from 'vitest';
import { financialYearOf, invoiceNumber, istDate } from './financial-year.ts';

it('starts the financial year on 1 April, Indian time', () => {
  expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
  expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
  // 31 March 19:00 UTC is already 1 April in India.
  expect(financialYearOf(new Date('2026-03-31T19:00:00Z'))).toBe('2026-27');
  expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  expect(financialYearOf(new Date('2027-01-15T12:00:00Z'))).toBe('2026-27');
});

it('dates an instant by the Indian calendar', () => {
  expect(istDate(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
  expect(istDate(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
});

it('numbers invoices within the year in at most 16 characters', () => {
  expect(invoiceNumber('2026-27', 123)).toBe('2026-27/000123');
  expect(invoiceNumber('2026-27', 1)).toBe('2026-27/000001');
  expect(invoiceNumber('2026-27', 99_999_999)).toBe('2026-27/99999999');
  expect(() => invoiceNumber('2026-27', 100_000_000)).toThrow(RangeError);
  expect(() => invoiceNumber('2026-27', 0)).toThrow(RangeError);
});
