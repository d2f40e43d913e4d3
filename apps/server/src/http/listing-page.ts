import { formatCategoryCounts, productListHeaders } from '@haat/shared/api';
import { ttlCache } from '../cache/ttl-cache.ts';
import type { Db } from '../db/database.ts';
import {
  pageOf, plainFirstPage, quickFirstPage, resultKept, resultRows, type ResultPage, type ResultRow, type ResultSource, type ResultView,
} from '../services/search/search-results.ts';

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
  const made = withHeaders(pageOf(rows, view));
  if (!pages) pagesOf.set(rows, (pages = new Map()));
  if (pages.size >= pagesPerResult) pages.delete(pages.keys().next().value ?? key);
  pages.set(key, made);
  return made;
}

function withHeaders(page: ResultPage): ListingPage {
  return {
    ids: page.ids,
    headers: [
      [productListHeaders.total, String(page.total)],
      [productListHeaders.results, String(page.resultCount)],
      [productListHeaders.categories, formatCategoryCounts(page.categoryCounts)],
    ],
  };
}

// Plain first pages read on their own (decision 057), kept as long as a whole result would be,
// under the store's version; one the quick read cannot answer is not kept (its whole result is).
const quickPages = ttlCache<ListingPage | undefined>(30_000, 500, { keep: (page) => page !== undefined });

/**
 * The view's page of a search or listing at the store's change `version`, with its count
 * headers: from the whole result when it is kept; a category's or subcategory's plain first page
 * (what a shopper opening it asks) read on its own otherwise; else from the whole result, read.
 */
export async function listingPageOf(db: Db, storeId: number, source: ResultSource, view: ResultView, version = 0): Promise<ListingPage> {
  const plain = plainFirstPage(source, view);
  if (plain && !resultKept(db, storeId, source, version)) {
    const key = `${storeId}@${version}/${plain.kind}/${plain.id}/${plain.limit}`;
    const quick = await quickPages.get(db, key, async () => {
      const page = await quickFirstPage(db, storeId, plain);
      return page && withHeaders(page);
    });
    if (quick) return quick;
  }
  return listingPage(await resultRows(db, storeId, source, version), view);
}
