import type { ProductSummary } from '@haat/shared/api';

/**
 * The header search already fetched the results it navigates to; it leaves them here (as well as
 * in the navigation state, as the spec describes) so the results page's client loader can skip
 * asking the server again. Taken once, so a later visit to the same URL loads fresh data.
 */
let handoff: { query: string; products: ProductSummary[] } | null = null;

export function handOverSearch(query: string, products: ProductSummary[]): void {
  handoff = { query, products };
}

export function takeSearchHandoff(query: string): ProductSummary[] | null {
  const found = handoff?.query === query ? handoff.products : null;
  handoff = null;
  return found;
}
