import type { CartLine } from './cart-lines.ts';

// Its own module: the header's badge is on every page, and the browser build puts the rules the
// shell imports into every page's first load (decision 047); the cart's other rules load with
// the shopper's first change (decision 050).

/** The header badge: number of distinct products, not units. */
export function cartCount(lines: readonly CartLine[]): number {
  return new Set(lines.map((l) => l.productId)).size;
}
