import { describe, expect, it } from 'vitest';
import { applyListingFilters, filterByName, parseSortOption, sortOptions, sortProducts } from './product-sort.ts';

const p = (id: number, name: string, discountPrice: number, originalPrice = discountPrice * 2) =>
  ({ id, name, discountPrice, originalPrice });

// Server order; ids 2 and 4 tie on price, 1 and 5 tie on name apart from case.
const list = [
  p(1, 'saree', 999),
  p(2, 'Kurta', 499),
  p(3, 'Apron', 1499),
  p(4, 'bangles', 499),
  p(5, 'Saree', 299),
];
const ids = (items: ReadonlyArray<{ id: number }>) => items.map((i) => i.id);

describe('sortOptions', () => {
  it('has the spec ids and labels in order', () => {
    expect(sortOptions.map((o) => o.id)).toEqual(['featured', 'priceLowToHigh', 'priceHighToLow', 'nameAZ', 'nameZA']);
    expect(sortOptions.map((o) => o.label))
      .toEqual(['Featured', 'Price Low to High', 'Price High to Low', 'Name A to Z', 'Name Z to A']);
  });
});

describe('sortProducts', () => {
  it('keeps server order for featured, in a new array', () => {
    const sorted = sortProducts(list, 'featured');
    expect(ids(sorted)).toEqual([1, 2, 3, 4, 5]);
    expect(sorted).not.toBe(list);
  });

  it('sorts by discount price with ties in server order', () => {
    expect(ids(sortProducts(list, 'priceLowToHigh'))).toEqual([5, 2, 4, 1, 3]);
    expect(ids(sortProducts(list, 'priceHighToLow'))).toEqual([3, 1, 2, 4, 5]);
  });

  it('sorts by name ignoring case, ties in server order', () => {
    expect(ids(sortProducts(list, 'nameAZ'))).toEqual([3, 4, 2, 1, 5]);
    expect(ids(sortProducts(list, 'nameZA'))).toEqual([1, 5, 2, 4, 3]);
  });

  it('does not change the input', () => {
    sortProducts(list, 'nameZA');
    expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('parseSortOption', () => {
  it('accepts known ids only', () => {
    expect(parseSortOption('nameZA')).toBe('nameZA');
    expect(parseSortOption('pricelowtohigh')).toBe('featured');
    expect(parseSortOption(null)).toBe('featured');
  });
});

describe('filterByName', () => {
  it('matches a trimmed, case-insensitive substring', () => {
    expect(ids(filterByName(list, '  SAR '))).toEqual([1, 5]);
    expect(ids(filterByName(list, 'an'))).toEqual([4]);
    expect(ids(filterByName(list, 'xyz'))).toEqual([]);
    expect(ids(filterByName(list, '   '))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('applyListingFilters', () => {
  it('combines band on original price, name and sort', () => {
    // original prices: 1998, 998, 2998, 998, 598
    expect(ids(applyListingFilters(list, { band: '100-1000', sort: 'nameAZ', text: '' }))).toEqual([4, 2, 5]);
    expect(ids(applyListingFilters(list, { band: '100-1000', sort: 'priceHighToLow', text: 'a' }))).toEqual([2, 4, 5]);
    expect(ids(applyListingFilters(list, { band: 'all', sort: 'featured', text: 'sa' }))).toEqual([1, 5]);
    expect(ids(applyListingFilters(list, { band: '6000-7000', sort: 'featured', text: '' }))).toEqual([]);
  });
});
