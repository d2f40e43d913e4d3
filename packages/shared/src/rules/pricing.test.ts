import { describe, expect, it } from 'vitest';
import { percentOff, redeemPoints, roundRupees, showsPercentOff } from './pricing.ts';

describe('percentOff', () => {
  it('rounds (original − discount) / original × 100', () => {
    expect(percentOff(1000, 750)).toBe(25);
    expect(percentOff(999, 499)).toBe(50); // 50.05
    expect(percentOff(1499, 899)).toBe(40); // 40.03
    expect(percentOff(3, 1)).toBe(67); // 66.67
    expect(percentOff(3, 2)).toBe(33); // 33.33
  });

  it('rounds .5 up, even where floats land just below it', () => {
    expect(percentOff(8, 7)).toBe(13); // 12.5
    expect(percentOff(200, 199)).toBe(1); // 0.5
    expect(percentOff(1000, 855)).toBe(15); // 14.5
    expect(percentOff(1000, 965)).toBe(4); // 3.5
    expect(percentOff(400, 399)).toBe(0); // 0.25
  });

  it('is 0 without a saving or a usable original price', () => {
    expect(percentOff(500, 500)).toBe(0);
    expect(percentOff(500, 600)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(-100, 50)).toBe(0);
    expect(percentOff(Number.NaN, 50)).toBe(0);
  });

  it('caps bad negative discount prices at 100', () => {
    expect(percentOff(500, 0)).toBe(100);
    expect(percentOff(500, -50)).toBe(100);
  });
});

describe('showsPercentOff', () => {
  it('shows the badge only above 0', () => {
    expect(showsPercentOff(1)).toBe(true);
    expect(showsPercentOff(0)).toBe(false);
    expect(showsPercentOff(percentOff(400, 399))).toBe(false);
  });
});

describe('redeemPoints', () => {
  it('is 20 % of the discount price, rounded', () => {
    expect(redeemPoints(499)).toBe(100); // 99.8
    expect(redeemPoints(1000)).toBe(200);
    expect(redeemPoints(12)).toBe(2); // 2.4
    expect(redeemPoints(12.5)).toBe(3); // 2.5 rounds up
    expect(redeemPoints(7.5)).toBe(2); // 1.5 rounds up
    expect(redeemPoints(0)).toBe(0);
    expect(redeemPoints(-10)).toBe(0);
  });
});

describe('roundRupees', () => {
  it('rounds to whole rupees', () => {
    expect(roundRupees(899.5)).toBe(900);
    expect(roundRupees(899.49)).toBe(899);
    expect(roundRupees(1.005 * 1000)).toBe(1005);
    expect(Object.is(roundRupees(-0.2), 0)).toBe(true);
    expect(roundRupees(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
