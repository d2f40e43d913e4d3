import { describe, expect, it } from 'vitest';
import { inPriceBand, parsePriceBand, priceBandOptions, priceBands } from './price-bands.ts';

describe('priceBands', () => {
  it('lists the spec bands with URL ids and rupee labels', () => {
    expect(priceBands.map((b) => b.id)).toEqual(['100-1000', '2000-3000', '3000-4000', '6000-7000', '8000-50000']);
    expect(priceBands.map((b) => b.label)).toEqual([
      '₹100 - ₹1,000', '₹2,000 - ₹3,000', '₹3,000 - ₹4,000', '₹6,000 - ₹7,000', '₹8,000 - ₹50,000',
    ]);
    expect(priceBandOptions[0]).toEqual({ id: 'all', label: 'All Prices' });
    expect(priceBandOptions).toHaveLength(6);
  });
});

describe('inPriceBand', () => {
  it('includes both bounds', () => {
    expect(inPriceBand(100, '100-1000')).toBe(true);
    expect(inPriceBand(1000, '100-1000')).toBe(true);
    expect(inPriceBand(2000, '2000-3000')).toBe(true);
    expect(inPriceBand(50000, '8000-50000')).toBe(true);
    expect(inPriceBand(8000, '8000-50000')).toBe(true);
  });

  it('excludes prices just outside', () => {
    expect(inPriceBand(99, '100-1000')).toBe(false);
    expect(inPriceBand(1001, '100-1000')).toBe(false);
    expect(inPriceBand(1000.5, '100-1000')).toBe(false);
    expect(inPriceBand(1999, '2000-3000')).toBe(false);
    expect(inPriceBand(50001, '8000-50000')).toBe(false);
    expect(inPriceBand(5000, '3000-4000')).toBe(false);
    expect(inPriceBand(7999, '6000-7000')).toBe(false);
  });

  it('puts 3000 in both bands that share it', () => {
    expect(inPriceBand(3000, '2000-3000')).toBe(true);
    expect(inPriceBand(3000, '3000-4000')).toBe(true);
  });

  it('keeps everything for All Prices', () => {
    expect(inPriceBand(1, 'all')).toBe(true);
    expect(inPriceBand(999999, 'all')).toBe(true);
  });
});

describe('parsePriceBand', () => {
  it('accepts known ids only', () => {
    expect(parsePriceBand('2000-3000')).toBe('2000-3000');
    expect(parsePriceBand(' 6000-7000 ')).toBe('6000-7000');
    expect(parsePriceBand('all')).toBe('all');
    expect(parsePriceBand('1000-2000')).toBe('all');
    expect(parsePriceBand('')).toBe('all');
    expect(parsePriceBand(null)).toBe('all');
  });
});
