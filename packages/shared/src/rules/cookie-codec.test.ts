import { describe, expect, it } from 'vitest';
import { utf8ToBase64 } from './base64.ts';
import type { CartLine } from './cart-lines.ts';
import {
  cartCookieName, cartFullMessage, decodeCartCookie, decodeWishlistCookie, encodeCartCookie, encodeWishlistCookie,
  fitsInCookie, guestCookieAttributes, guestCookieMaxAgeDays, maxCookieBytes, wishlistCookieName,
} from './cookie-codec.ts';

const raw = (data: unknown) => utf8ToBase64(JSON.stringify(data));
const sizes = ['500 ml', 'XXL', 'Free Size', 'S', '2.5 kg'];
// 20 characters, 4 of them non-ASCII (3 bytes each in UTF-8).
const longColour = 'Rani Pink रानी गुलाबी'.slice(0, 20);

function fortyLines(): CartLine[] {
  return Array.from({ length: 40 }, (_, i) => ({
    productId: 100_000 + i * 997,
    units: (i % 12) + 1,
    size: sizes[i % sizes.length] ?? 'S',
    color: i % 3 === 0 ? null : i % 3 === 1 ? 'Navy Blue' : longColour,
  }));
}

describe('constants', () => {
  it('match the spec', () => {
    expect(cartCookieName).toBe('cartItems');
    expect(wishlistCookieName).toBe('wishlistItems');
    expect(guestCookieMaxAgeDays).toBe(7);
    expect(guestCookieAttributes).toBe('Max-Age=604800; Path=/; SameSite=Lax');
    expect(maxCookieBytes).toBe(4000);
    expect(cartFullMessage).toBe('Your cart is full. Remove an item to add another.');
  });
});

describe('cart cookie', () => {
  it('round-trips lines, non-ASCII sizes and colours included', () => {
    const lines: CartLine[] = [
      { productId: 12, units: 2, size: 'M', color: null },
      { productId: 7, units: 1, size: 'फ्री साइज़', color: 'लाल' },
    ];
    expect(decodeCartCookie(encodeCartCookie(lines))).toEqual(lines);
    expect(decodeCartCookie(encodeCartCookie([]))).toEqual([]);
  });

  it('stores compact tuples', () => {
    expect(encodeCartCookie([{ productId: 5, units: 2, size: 'S', color: 'Red' }])).toBe(raw([[5, 2, 'S', 'Red']]));
  });

  it('fits 40 realistic lines in one cookie', () => {
    expect(longColour).toHaveLength(20);
    const value = encodeCartCookie(fortyLines());
    expect(fitsInCookie(cartCookieName, value)).toBe(true);
    const header = `${cartCookieName}=${value}; ${guestCookieAttributes}`;
    expect(new TextEncoder().encode(header).length).toBeLessThan(4000);
    expect(decodeCartCookie(value)).toEqual(fortyLines());
  });

  it('refuses a cookie that would not fit', () => {
    const many = Array.from({ length: 40 }, () => fortyLines()).flat().map((l, i) => ({ ...l, productId: i + 1 }));
    expect(fitsInCookie(cartCookieName, encodeCartCookie(many))).toBe(false);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const value = raw([
      [1, 2, 'M'], [2, 0, 'M'], [3, -1, 'M'], [4, 1.5, 'M'], [5, 1000, 'M'], [6.5, 1, 'M'], [0, 1, 'M'],
      ['7', 1, 'M'], [8, 1], [9, 1, 5], [10, 1, 'M', 7], [11, 1, 'M', 'Red', 'extra'], { id: 12 }, null,
      [13, 999, 'L', 'Blue'], [1, 5, 'XL'], [14, 1, 'x'.repeat(61)], [2_147_483_648, 1, 'M'],
    ]);
    expect(decodeCartCookie(value)).toEqual([
      { productId: 1, units: 2, size: 'M', color: null },
      { productId: 13, units: 999, size: 'L', color: 'Blue' },
    ]);
  });

  it('never throws on garbage', () => {
    for (const value of [null, undefined, '', '%E0%A4%A', 'not base64!', btoa('not json'), raw({ a: 1 }), raw('x'), '====']) {
      expect(decodeCartCookie(value)).toEqual([]);
    }
  });

  it('reads a percent-encoded value', () => {
    const value = encodeCartCookie([{ productId: 3, units: 1, size: 'XXL', color: 'Green' }]);
    expect(decodeCartCookie(encodeURIComponent(value))).toEqual([{ productId: 3, units: 1, size: 'XXL', color: 'Green' }]);
  });
});

describe('wishlist cookie', () => {
  it('round-trips ids', () => {
    expect(decodeWishlistCookie(encodeWishlistCookie([5, 123456, 9]))).toEqual([5, 123456, 9]);
    expect(encodeWishlistCookie([1, 2])).toBe(raw([1, 2]));
  });

  it('fits 40 six-digit ids', () => {
    const ids = Array.from({ length: 40 }, (_, i) => 900_000 + i * 1234);
    const value = encodeWishlistCookie(ids);
    expect(fitsInCookie(wishlistCookieName, value)).toBe(true);
    expect(decodeWishlistCookie(value)).toEqual(ids);
  });

  it('drops bad and repeated ids and never throws', () => {
    expect(decodeWishlistCookie(raw([1, '2', 0, -3, 4.5, null, 6, 1, 2_147_483_648]))).toEqual([1, 6]);
    for (const value of [null, '', 'garbage!', raw({ ids: [1] }), raw(7)]) {
      expect(decodeWishlistCookie(value)).toEqual([]);
    }
  });
});
