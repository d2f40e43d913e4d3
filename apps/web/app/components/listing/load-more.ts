import type { ProductListPage } from '@haat/shared/api';
import { packCards, readCards, type PackedCards } from '../product-card/card-product.ts';
import { useEffect } from 'react';
import { listingKey, listingPageSize, listingViewOf } from './listing-view.ts';

/**
 * A page of a listing or search as the page carries it: each product cut to its card's fields
 * (decision 037), packed as rows (decision 034). Read the products with `readCards`.
 */
export type CardPage = Omit<ProductListPage, 'products'> & { products: PackedCards };

export function toCardPage(page: ProductListPage): CardPage {
  return { ...page, products: packCards(page.products) };
}

/** What a listing or search loader answers: at least its page of products. */
export interface PagedData {
  page: CardPage | null;
}

/**
 * The last listing shown in this tab. "Load more" goes to the same address with one more page;
 * the client loader then fetches only the products the shown list lacks and appends them, rather
 * than loading every page again. A reload or a shared link renders all the pages on the server.
 */
let shown: { key: string; pages: number; data: PagedData } | null = null;

/** Remembers the data a listing shows (called by the route component for every new data). */
export function useRememberListing(data: PagedData, url: { pathname: string; search: string }): void {
  const href = `${url.pathname}${url.search}`;
  useEffect(() => {
    const address = new URL(href, 'http://listing');
    shown = { key: listingKey(address), pages: listingViewOf(address.searchParams).pages, data };
  }, [data, href]);
}

/**
 * A client loader's answer for `request`: the shown data plus the pages it lacks when only the
 * page count grew, fetched with `more(offset, limit)`; else whatever `load` gives.
 */
export async function withMorePages<T extends PagedData>(
  request: Request,
  load: () => Promise<T>,
  more: (data: T, offset: number, limit: number) => Promise<ProductListPage>,
): Promise<T> {
  const url = new URL(request.url);
  const pages = listingViewOf(url.searchParams).pages;
  const previous = shown;
  const listed = previous?.data.page ? readCards(previous.data.page.products) : [];
  const have = listed.length;
  const usable = previous && previous.key === listingKey(url) && pages > previous.pages && have === previous.pages * listingPageSize;
  if (!usable) return load();
  const data = previous.data as T;
  const next = await more(data, have, (pages - previous.pages) * listingPageSize);
  // Results are snapshots on the server for a while; past that, a product may have moved up a page.
  const known = new Set(listed.map((p) => p.id));
  return { ...data, page: { ...next, offset: 0, products: packCards([...listed, ...next.products.filter((p) => !known.has(p.id))]) } };
}
