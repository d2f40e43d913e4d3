import { expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.ts';

it('writes amounts the Indian way: lakh and crore, paise after "and", "Only" at the end', () => {
  expect(amountInWords(12_345_650)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only');
  expect(amountInWords(89_900)).toBe('Rupees Eight Hundred Ninety-Nine Only');
  expect(amountInWords(100)).toBe('Rupees One Only');
  expect(amountInWords(0)).toBe('Rupees Zero Only');
  expect(amountInWords(1)).toBe('Rupees Zero and One Paisa Only');
  expect(amountInWords(1_199_805)).toBe('Rupees Eleven Thousand Nine Hundred Ninety-Eight and Five Paise Only');
  expect(amountInWords(2_147_483_647)).toBe('Rupees Two Crore Fourteen Lakh Seventy-Four Thousand Eight Hundred Thirty-Six and Forty-Seven Paise Only');
});

it('says round figures without empty parts', () => {
  expect(indianNumberInWords(100_000)).toBe('One Lakh');
  expect(indianNumberInWords(10_000_000)).toBe('One Crore');
  expect(indianNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
  expect(indianNumberInWords(1_200_000_005)).toBe('One Hundred Twenty Crore Five');
  expect(indianNumberInWords(90_019)).toBe('Ninety Thousand Nineteen');
  expect(indianNumberInWords(700)).toBe('Seven Hundred');
  expect(indianNumberInWords(40)).toBe('Forty');
});

it('refuses what is not an amount', () => {
  expect(() => amountInWords(-1)).toThrow(RangeError);
  expect(() => amountInWords(1.5)).toThrow(RangeError);
});
