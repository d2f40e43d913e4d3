import { expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

it('shows rupees rounded with Indian digit grouping', () => {
  expect(formatRupees(123456)).toBe('₹1,23,456');
  expect(formatRupees(249)).toBe('₹249');
  expect(formatRupees(899.5)).toBe('₹900');
  expect(formatRupees(0)).toBe('₹0');
});

it('converts between stored paise and wire rupees', () => {
  expect(paiseToRupees(89900)).toBe(899);
  expect(rupeesToPaise(19.99)).toBe(1999);
  expect(rupeesToPaise(paiseToRupees(12345))).toBe(12345);
});
