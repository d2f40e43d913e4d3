import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../api/catalogue.ts';
import {
  addRecentlyViewed, excludeInCart, parseRecentlyViewed, recentlyViewedLimit, toRecentlyViewedEntry,
  type RecentlyViewedEntry,
} from './recently-viewed.ts';

const entry = (id: number): RecentlyViewedEntry => ({
  id, ASIN: `B0${id}`, name: `Product ${id}`, image: `p${id}.jpg`, category: 'Sarees', discountPrice: 499, originalPrice: 999,
});
const ids = (list: readonly RecentlyViewedEntry[]) => list.map((e) => e.id);

describe('addRecentlyViewed', () => {
  it('puts the newest first', () => {
    expect(ids(addRecentlyViewed([entry(1), entry(2)], entry(3)))).toEqual([3, 1, 2]);
  });

  it('moves a product seen again to the front without duplicating it', () => {
    expect(ids(addRecentlyViewed([entry(1), entry(2), entry(3)], entry(2)))).toEqual([2, 1, 3]);
    const updated = { ...entry(1), discountPrice: 450 };
    expect(addRecentlyViewed([entry(1)], updated)).toEqual([updated]);
  });

  it('keeps only 8', () => {
    expect(recentlyViewedLimit).toBe(8);
    let list: RecentlyViewedEntry[] = [];
    for (let id = 1; id <= 10; id += 1) list = addRecentlyViewed(list, entry(id));
    expect(ids(list)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
    expect(ids(addRecentlyViewed(list, entry(3)))).toEqual([3, 10, 9, 8, 7, 6, 5, 4]);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads back what was stored', () => {
    const list = [entry(1), entry(2)];
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
  });

  it('returns [] for missing or garbage text', () => {
    for (const text of [null, undefined, '', 'not json', '{"id":1}', '42', 'null']) {
      expect(parseRecentlyViewed(text)).toEqual([]);
    }
  });

  it('keeps only valid entries, without stray fields, deduplicated and capped', () => {
    const stored = [
      { ...entry(1), secret: 'x' }, { ...entry(2), id: '2' }, null, { ...entry(3), discountPrice: null },
      entry(4), entry(1), ...[5, 6, 7, 8, 9, 10, 11].map(entry),
    ];
    expect(parseRecentlyViewed(JSON.stringify(stored))).toEqual([1, 4, 5, 6, 7, 8, 9, 10].map(entry));
  });
});

describe('excludeInCart', () => {
  it('leaves out products in the cart', () => {
    expect(ids(excludeInCart([entry(1), entry(2), entry(3)], [2, 9]))).toEqual([1, 3]);
    expect(ids(excludeInCart([entry(1)], new Set<number>()))).toEqual([1]);
  });
});

describe('toRecentlyViewedEntry', () => {
  it('maps a product to the stored field names', () => {
    const product = {
      id: 5, asin: 'B005', name: 'Silk Saree', image: 's.jpg', category: 'Sarees', discountPrice: 1299, originalPrice: 2599,
    } as ProductSummary;
    expect(toRecentlyViewedEntry(product)).toEqual({
      id: 5, ASIN: 'B005', name: 'Silk Saree', image: 's.jpg', category: 'Sarees', discountPrice: 1299, originalPrice: 2599,
    });
  });
});
