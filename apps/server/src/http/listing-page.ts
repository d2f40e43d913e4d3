import { formatCategoryCounts, productListHeaders } from '@haat/shared/api';
import { pageOf, type ResultRow, type ResultView } from '../services/search/search-results.ts';

/** A page of a listing or search result: its products' ids and the headers that carry its counts (decision 007). */
export interface ListingPage { ids: number[]; headers: Array<[string, string]> }

// A result is kept for 30 s (search-results.ts) and each of its pages stays the same meanwhile, so
// a page, its counts over the whole result and their header text are worked out once per view of
// the result, not per call. They go with the result.
const pagesOf = new WeakMap<ResultRow[], Map<string, ListingPage>>();
const pagesPerResult = 64;

/** The view's page of the result, with its count headers. */
export function listingPage(rows: ResultRow[], view: ResultView): ListingPage {
  const key = `${view.offset}/${view.limit ?? ''}/${view.categoryId ?? ''}/${view.band}/${view.sort}/${view.name}`;
  let pages = pagesOf.get(rows);
  const kept = pages?.get(key);
  if (kept) return kept;
  const page = pageOf(rows, view);
  const made: ListingPage = {
    ids: page.ids,
    headers: [
      [productListHeaders.total, String(page.total)],
      [productListHeaders.results, String(page.resultCount)],
      [productListHeaders.categories, formatCategoryCounts(page.categoryCounts)],
    ],
  };
  if (!pages) pagesOf.set(rows, (pages = new Map()));
  if (pages.size >= pagesPerResult) pages.delete(pages.keys().next().value ?? key);
  pages.set(key, made);
  return made;
}
