import type { ProductSummary } from '../api/catalogue.ts';

/** How many recently viewed products are kept (browsing spec §9). */
export const recentlyViewedLimit = 8;
/** The localStorage key the list is kept under. */
export const recentlyViewedKey = 'recentlyViewed';

/** One remembered product, with the spec's field names because it is stored as-is in localStorage. */
export interface RecentlyViewedEntry {
  id: number;
  ASIN: string;
  name: string;
  image: string;
  category: string;
  discountPrice: number;
  originalPrice: number;
}

/** The entry to remember for a product the shopper opened. */
export function toRecentlyViewedEntry(p: ProductSummary): RecentlyViewedEntry {
  return {
    id: p.id, ASIN: p.asin, name: p.name, image: p.image, category: p.category,
    discountPrice: p.discountPrice, originalPrice: p.originalPrice,
  };
}

/** Puts the product first, dropping its older entry, and keeps the first 8. */
export function addRecentlyViewed(list: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, recentlyViewedLimit);
}

function asEntry(value: unknown): RecentlyViewedEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { id, ASIN, name, image, category, discountPrice, originalPrice } = v;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof ASIN !== 'string' || typeof name !== 'string' || typeof image !== 'string') return null;
  if (typeof category !== 'string') return null;
  if (typeof discountPrice !== 'number' || !Number.isFinite(discountPrice)) return null;
  if (typeof originalPrice !== 'number' || !Number.isFinite(originalPrice)) return null;
  // Rebuilt rather than passed through so stray stored fields never reach the UI.
  return { id, ASIN, name, image, category, discountPrice, originalPrice };
}

/** The stored list: [] for missing or unreadable JSON, else its valid entries (deduplicated, at most 8). */
export function parseRecentlyViewed(json: string | null | undefined): RecentlyViewedEntry[] {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const entries: RecentlyViewedEntry[] = [];
  for (const item of data) {
    const entry = asEntry(item);
    if (entry && !entries.some((e) => e.id === entry.id)) entries.push(entry);
  }
  return entries.slice(0, recentlyViewedLimit);
}

/** The cart page's panel leaves out products already in the cart. */
export function excludeInCart(list: readonly RecentlyViewedEntry[], cartIds: Iterable<number>): RecentlyViewedEntry[] {
  const inCart = new Set(cartIds);
  return list.filter((e) => !inCart.has(e.id));
}
