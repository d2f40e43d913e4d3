import type { PriceBandId } from '../rules/price-bands.ts';
import type { SortOption } from '../rules/product-sort.ts';
import type { ProductFilterType, ProductSummary } from './catalogue.ts';

/**
 * Pages of GetAllProductFilters (ours, decision 007). The spec's request is {search, subcat_id,
 * type} and its reply a bare array of products; both stay so. Optional fields (productListRequest
 * in catalogue.ts) ask the server to apply the listing's filters and sort to the WHOLE result and
 * answer one page of it; the counts a page needs travel in reply headers, so the body is still the
 * bare array. No zod here: pages import these names, and zod must stay out of their first load.
 */

/** Most products one result holds (a search's best matches, a listing's first products). */
export const productResultCap = 500;

/** Reply headers of GetAllProductFilters. */
export const productListHeaders = {
  /** Products left after the price, name and category filters: what offset and limit page through. */
  total: 'x-total-count',
  /** Products in the whole result, before those filters. */
  results: 'x-result-count',
  /** `categoryId:count` pairs over the whole result, comma-separated, in order of first appearance. */
  categories: 'x-category-counts',
} as const;

/** What a product list is of: a search text, or a category, subcategory or group id. */
export type ProductListFilter = { search: string } | { id: number; type: Exclude<ProductFilterType, ''> };

/** How many products of a result fall in one category. */
export interface CategoryCount {
  id: number;
  count: number;
}

/** What a listing or search page asks of its result. */
export interface ProductListView {
  sort?: SortOption;
  band?: PriceBandId;
  name?: string;
  categoryId?: number | null;
  offset?: number;
  limit: number;
}

/** One page of a filtered, sorted result, with the counts the page shows. */
export interface ProductListPage {
  products: ProductSummary[];
  /** Where this page starts in the filtered result. */
  offset: number;
  /** Products matching the filters (all pages). */
  total: number;
  /** Products in the result before the filters. */
  resultCount: number;
  categoryCounts: CategoryCount[];
}

export function formatCategoryCounts(counts: readonly CategoryCount[]): string {
  return counts.map((c) => `${c.id}:${c.count}`).join(',');
}

/** The category header back to counts; anything malformed is skipped. */
export function parseCategoryCounts(text: string | null): CategoryCount[] {
  const counts: CategoryCount[] = [];
  for (const pair of (text ?? '').split(',')) {
    const match = /^(\d{1,10}):(\d{1,10})$/.exec(pair.trim());
    if (match) counts.push({ id: Number(match[1]), count: Number(match[2]) });
  }
  return counts;
}

/** The request fields of a view, leaving out the defaults. */
export function viewFields(view: ProductListView) {
  return {
    limit: view.limit,
    ...(view.offset ? { offset: view.offset } : {}),
    ...(view.sort && view.sort !== 'featured' ? { sort: view.sort } : {}),
    ...(view.band && view.band !== 'all' ? { price: view.band } : {}),
    ...(view.name?.trim() ? { name: view.name.trim() } : {}),
    ...(view.categoryId ? { category_id: view.categoryId } : {}),
  };
}
