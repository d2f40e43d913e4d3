import type { ProductListPage, ProductListView, ProductSummary } from '@haat/shared/api';
import { parsePriceBand, parseSortOption, type PriceBandId, type SortOption } from '@haat/shared/rules';

/** Cards per page of a listing or search; "Load more" adds as many again. */
export const listingPageSize = 24;
/** Pages one address may ask for at once (a reload after many "Load more"s): a whole result of 500. */
const maxPages = Math.ceil(500 / listingPageSize);

/** The URL keys of a listing: `?price=100-1000&sort=priceLowToHigh&q=kurta&cat=2&page=3`. */
export type ListingParam = 'price' | 'sort' | 'q' | 'cat' | 'page';

/** Defaults are left out of the URL so a plain listing keeps a plain address. */
export const listingDefaults: Record<ListingParam, string> = { price: 'all', sort: 'featured', q: '', cat: '', page: '1' };

/** What the address asks of a listing or search: filters, sort, and how many pages are shown. */
export interface ListingView {
  band: PriceBandId;
  sort: SortOption;
  text: string;
  categoryId: number | null;
  pages: number;
}

export function listingViewOf(params: URLSearchParams): ListingView {
  const pages = Number.parseInt(params.get('page') ?? '', 10);
  return {
    band: parsePriceBand(params.get('price')),
    sort: parseSortOption(params.get('sort')),
    text: params.get('q')?.trim() ?? '',
    categoryId: Number(params.get('cat') ?? '') || null,
    pages: Number.isFinite(pages) ? Math.min(maxPages, Math.max(1, pages)) : 1,
  };
}

/** The Store API view of products `offset` to `offset + limit` (by default every page shown). */
export function productListView(view: ListingView, offset = 0, limit = view.pages * listingPageSize): ProductListView {
  return { band: view.band, sort: view.sort, name: view.text, categoryId: view.categoryId, offset, limit };
}

/** The address without its page count: two addresses with the same key list the same products. */
export function listingKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  params.sort();
  return `${url.pathname}?${params.toString()}`;
}

/** The first page of a whole list (the spec's search answer, say), with its counts. */
export function firstPageOf(products: ProductSummary[]): ProductListPage {
  const counts = new Map<number, number>();
  for (const p of products) counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
  return {
    products: products.slice(0, listingPageSize),
    offset: 0,
    total: products.length,
    resultCount: products.length,
    categoryCounts: [...counts].map(([id, count]) => ({ id, count })),
  };
}
