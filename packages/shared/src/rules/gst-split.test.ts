import { expect, it } from 'vitest';
import { apportionPaise, isIntraStateSupply, splitGstInclusive, sumGstSplits } from './gst-split.ts';

it('takes the tax out of a GST-inclusive price: taxable = price ÷ (1 + rate), tax the rest', () => {
  // ₹1,050 at 5 %: ₹1,000 taxable and ₹50 tax, exactly.
  expect(splitGstInclusive(105_000, 500, false)).toEqual({ amountPaise: 105_000, taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 5_000 });
  expect(splitGstInclusive(105_000, 500, true)).toEqual({ amountPaise: 105_000, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
  // ₹899 at 5 %: 899 / 1.05 = 856.190…, so IGST ₹42.81; halves of 42.8095… are ₹21.40 each.
  expect(splitGstInclusive(89_900, 500, false)).toMatchObject({ taxablePaise: 85_619, igstPaise: 4_281 });
  expect(splitGstInclusive(89_900, 500, true)).toMatchObject({ taxablePaise: 85_620, cgstPaise: 2_140, sgstPaise: 2_140 });
  expect(splitGstInclusive(89_900, 0, true)).toMatchObject({ taxablePaise: 89_900, cgstPaise: 0, sgstPaise: 0 });
  expect(splitGstInclusive(0, 1_800, false)).toMatchObject({ taxablePaise: 0, igstPaise: 0 });
});

it('rounds half a paisa up, and always adds up to the amount with equal CGST and SGST', () => {
  // 21 paise at 5 %: the tax is exactly 1 paisa; halves of 0.5 round up to 1 each.
  expect(splitGstInclusive(21, 500, false)).toMatchObject({ taxablePaise: 20, igstPaise: 1 });
  expect(splitGstInclusive(21, 500, true)).toMatchObject({ taxablePaise: 19, cgstPaise: 1, sgstPaise: 1 });
  for (let amount = 0; amount < 5_000; amount += 7) {
    for (const rate of [0, 500, 1200, 1800, 2800]) {
      for (const intra of [true, false]) {
        const s = splitGstInclusive(amount, rate, intra);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(amount);
        expect(s.cgstPaise).toBe(s.sgstPaise);
        // Within a paisa of the exact tax (a paisa each for the two halves).
        expect(Math.abs(s.cgstPaise + s.sgstPaise + s.igstPaise - (amount * rate) / (10_000 + rate))).toBeLessThanOrEqual(1);
      }
    }
  }
});

it('adds splits up for the invoice totals', () => {
  const total = sumGstSplits([splitGstInclusive(89_900, 500, true), splitGstInclusive(4_000, 500, true)]);
  expect(total).toEqual({ amountPaise: 93_900, taxablePaise: 85_620 + 3_810, cgstPaise: 2_140 + 95, sgstPaise: 2_140 + 95, igstPaise: 0 });
});

it('is within a state when the place of supply is the seller’s state, however it is spaced or cased', () => {
  expect(isIntraStateSupply('Telangana', 'telangana ')).toBe(true);
  expect(isIntraStateSupply('Tamil  Nadu', 'Tamil Nadu')).toBe(true);
  expect(isIntraStateSupply('Telangana', 'Andhra Pradesh')).toBe(false);
  expect(isIntraStateSupply('', '')).toBe(false);
});

it('shares paise out in proportion, adding up exactly, the leftovers to the largest remainders', () => {
  expect(apportionPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(apportionPaise(1_000, [1, 2, 2])).toEqual([200, 400, 400]);
  expect(apportionPaise(99, [10, 0, 20])).toEqual([33, 0, 66]);
  expect(apportionPaise(5, [0, 0])).toEqual([3, 2]);
  expect(apportionPaise(0, [3, 4])).toEqual([0, 0]);
  expect(apportionPaise(7, [])).toEqual([]);
  const shares = apportionPaise(1_079_100, [179_800, 129_900, 599_900, 1]);
  expect(shares.reduce((a, b) => a + b, 0)).toBe(1_079_100);
});
