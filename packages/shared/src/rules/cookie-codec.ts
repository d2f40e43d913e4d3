import { base64ToUtf8, utf8Bytes, utf8ToBase64 } from './base64.ts';
import type { CartLine } from './cart-lines.ts';
import { messages } from './messages.ts';
import { isRowId } from './row-ids.ts';

export const cartCookieName = 'cartItems';
export const wishlistCookieName = 'wishlistItems';
export const guestCookieMaxAgeDays = 7;
/** Attributes the web app writes the guest cookies with (7 days, whole site). */
export const guestCookieAttributes = `Max-Age=${guestCookieMaxAgeDays * 86_400}; Path=/; SameSite=Lax`;
/** Browsers guarantee about 4096 bytes per cookie; this leaves room for rounding and headers. */
export const maxCookieBytes = 4000;
/** Shown instead of silently losing a line when the cart cookie would not fit. */
export const cartFullMessage = messages.cartFull;
/** Shown when the wishlist cookie would not fit. */
export const wishlistFullMessage = messages.wishlistFull;

// Limits for decoding untrusted cookie text: anything outside is dropped, never clamped.
const maxCookieUnits = 999;
const maxLabelLength = 60;

// Compact tuples keep 40+ lines inside one cookie: [productId, units, size] or [..., color].
type CartTuple = [number, number, string] | [number, number, string, string];

function isId(value: unknown): value is number {
  return typeof value === 'number' && isRowId(value);
}

function isLabel(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxLabelLength;
}

function parseJson(value: string | null | undefined): unknown {
  if (!value) return null;
  // Some cookie libraries percent-encode '=' and '/'; undo that before base64.
  let text = value;
  try {
    if (text.includes('%')) text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const json = base64ToUtf8(text);
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/** The cartItems cookie value: JSON of compact tuples, then base64. */
export function encodeCartCookie(lines: readonly CartLine[]): string {
  const tuples: CartTuple[] = lines.map((l) =>
    l.color === null ? [l.productId, l.units, l.size] : [l.productId, l.units, l.size, l.color]);
  return utf8ToBase64(JSON.stringify(tuples));
}

function asCartLine(item: unknown): CartLine | null {
  if (!Array.isArray(item) || item.length < 3 || item.length > 4) return null;
  const [productId, units, size, color = null] = item as unknown[];
  if (!isId(productId) || !isLabel(size)) return null;
  if (typeof units !== 'number' || !Number.isInteger(units) || units < 1 || units > maxCookieUnits) return null;
  if (color !== null && !isLabel(color)) return null;
  return { productId, units, size, color };
}

/** The guest cart from its cookie; bad entries are dropped, an unreadable cookie is an empty cart. */
export function decodeCartCookie(value: string | null | undefined): CartLine[] {
  const data = parseJson(value);
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  for (const item of data) {
    const line = asCartLine(item);
    // A forged cookie could repeat a product; the first line wins, as one line per product is the rule.
    if (line && !lines.some((l) => l.productId === line.productId)) lines.push(line);
  }
  return lines;
}

/** The wishlistItems cookie value: JSON array of product ids, then base64. */
export function encodeWishlistCookie(ids: readonly number[]): string {
  return utf8ToBase64(JSON.stringify(ids));
}

/** The wishlist from its cookie; bad or repeated ids are dropped, an unreadable cookie is empty. */
export function decodeWishlistCookie(value: string | null | undefined): number[] {
  const data = parseJson(value);
  if (!Array.isArray(data)) return [];
  return [...new Set(data.filter(isId))];
}

/** Whether `name=value` with the guest attributes (and Secure) stays within maxCookieBytes. */
export function fitsInCookie(name: string, value: string): boolean {
  return utf8Bytes(`${name}=${value}; ${guestCookieAttributes}; Secure`) <= maxCookieBytes;
}
