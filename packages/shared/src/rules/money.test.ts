import { expect, it } from 'vitest';
import { formatRupees, formatRupeesExact, paiseToRupees, rupeesToPaise } from './money.ts';

it('shows rupees rounded with Indian digit grouping', () => {
  expect(formatRupees(123456)).toBe('₹1,23,456');
  expect(formatRupees(249)).toBe('₹249');
  expect(formatRupees(899.5)).toBe('₹900');
  expect(formatRupees(0)).toBe('₹0');
});

it('shows refunds and invoice figures to the paisa, whole rupees without decimals', () => {
  expect(formatRupeesExact(1698.61)).toBe('₹1,698.61');
  expect(formatRupeesExact(123456.5)).toBe('₹1,23,456.50');
  expect(formatRupeesExact(1000)).toBe('₹1,000');
});

it('converts between stored paise and wire rupees', () => {
  expect(paiseToRupees(89900)).toBe(899);
  expect(rupeesToPaise(19.99)).toBe(1999);
  expect(rupeesToPaise(paiseToRupees(12345))).toBe(12345);
});
