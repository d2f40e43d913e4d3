import { apiPaths } from '../packages/shared/src/api/paths.ts';
import type { BenchFixtures } from './bench-catalogue.ts';
import type { BenchRequest } from './bench-load.ts';

export interface BenchTarget {
  /** Stable key, used by the goals and in bench.json. */
  id: string;
  label: string;
  requests: BenchRequest[];
}

/** Queries a shopper types: plain, two words, a typo, and words that match little or nothing. */
export const searchQueries = ['kurta', 'silk saree', 'kurtaa', 'steel', 'cotton shirt', 'holi'];

const post = (path: string, body: object): BenchRequest => ({ method: 'POST', path, body: JSON.stringify(body) });
const get = (path: string): BenchRequest => ({ method: 'GET', path });

/** A storefront search: GetAllProductFilters with an empty type. */
export const searchRequest = (search: string): BenchRequest => post(apiPaths.productFilters, { search, subcat_id: 0, type: '' });

/** Every measured target, with the bodies the spec gives each call. */
export function benchTargets(f: BenchFixtures): BenchTarget[] {
  return [
    { id: 'categories', label: 'POST GetAllCategory', requests: [post(apiPaths.allCategories, {})] },
    { id: 'groups', label: 'POST GetAllGroupWithCategory', requests: [post(apiPaths.groupsWithCategories, {})] },
    { id: 'homeSections', label: 'GET GetAllHeaderWithProduct', requests: [get(apiPaths.homeSections)] },
    {
      id: 'listCategory',
      label: `POST GetAllProductFilters cat ${f.categoryId}`,
      requests: [post(apiPaths.productFilters, { search: '', subcat_id: f.categoryId, type: 'cat' })],
    },
    {
      id: 'listSubcategory',
      label: `POST GetAllProductFilters subcat ${f.subcategoryId}`,
      requests: [post(apiPaths.productFilters, { search: '', subcat_id: f.subcategoryId, type: 'subcat' })],
    },
    {
      id: 'singleProduct',
      label: 'POST GetSingleProductFilters',
      requests: [post(apiPaths.singleProduct, { search: f.productSlug, subcat_id: 0, type: '' })],
    },
    {
      id: 'search',
      label: `POST GetAllProductFilters search (${searchQueries.length} queries)`,
      requests: searchQueries.map(searchRequest),
    },
    { id: 'homePage', label: 'GET / (SSR)', requests: [get('/')] },
    { id: 'productPage', label: 'GET /product/{slug} (SSR)', requests: [get(`/product/${encodeURIComponent(f.productSlug)}`)] },
    { id: 'listingPage', label: 'GET /products-section2/{id} (SSR)', requests: [get(`/products-section2/${f.categoryId}`)] },
  ];
}

/** The pages whose first-load JavaScript is weighed. */
export function benchPages(f: BenchFixtures): { id: string; path: string }[] {
  return [
    { id: 'homePage', path: '/' },
    { id: 'productPage', path: `/product/${encodeURIComponent(f.productSlug)}` },
    { id: 'listingPage', path: `/products-section2/${f.categoryId}` },
  ];
}
