/**
 * The canonical address of a product: one of the spec's three paths, always `/product/{ASIN}`.
 * A module of its own: the wishlist's share links need it without the rest of product-seo.ts.
 */
export function canonicalUrl(origin: string, asin: string): string {
  return `${origin}/product/${encodeURIComponent(asin)}`;
}
