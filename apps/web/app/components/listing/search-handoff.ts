import type { ProductListPage, ProductSummary } from '@haat/shared/api';

/**
 * The header search already fetched the results it navigates to; it leaves them here (as well as
 * in the navigation state, as the spec describes) so the results page's client loader can skip
 * asking the server again. Taken once, so a later visit to the same URL loads fresh data. This
 * module is part of every page's header: keep it free of imports.
 */
export type HandedResults = ProductSummary[] | ProductListPage;
let handoff: { query: string; results: HandedResults } | null = null;

/** Hands over the first page of results, or the whole (spec) list, whose first page is then shown. */
export function handOverSearch(query: string, results: HandedResults): void {
  handoff = { query, results };
}

export function takeSearchHandoff(query: string): HandedResults | null {
  const found = handoff?.query === query ? handoff.results : null;
  handoff = null;
  return found;
}
