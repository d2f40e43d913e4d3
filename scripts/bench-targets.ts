import { apiPaths } from '../packages/shared/src/api/paths.ts';
import { wishlistCookieName, encodeWishlistCookie } from '../packages/shared/src/rules/index.ts';
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
/**
 * A page as a returning visitor asks for it: with a cookie (a one-item wishlist), so the server
 * renders it for them instead of serving the page it keeps for first visits (decision 012).
 */
const getWithCookie = (path: string): BenchRequest => ({ method: 'GET', path, cookie: `${wishlistCookieName}=${encodeWishlistCookie([1])}` });

/** The request as a browser sends it (it always accepts gzip), and a phone app's HTTP client by default. */
const acceptingGzip = (request: BenchRequest): BenchRequest => ({ ...request, headers: { ...request.headers, 'accept-encoding': 'gzip, deflate, br, zstd' } });

/** Products per page, as the storefront's listing and search pages ask for them (decision 007). */
export const pageSize = 24;

/** A storefront search: GetAllProductFilters with an empty type, first page. */
export const searchRequest = (search: string): BenchRequest => post(apiPaths.productFilters, { search, subcat_id: 0, type: '', limit: pageSize });
/** The same search as the spec's client sends it: no page, so the whole result (up to 500 products). */
const wholeSearchRequest = (search: string): BenchRequest => post(apiPaths.productFilters, { search, subcat_id: 0, type: '' });

/** Every measured target, with the bodies the spec gives each call. */
export function benchTargets(f: BenchFixtures): BenchTarget[] {
  const categoryPage = post(apiPaths.productFilters, { search: '', subcat_id: f.categoryId, type: 'cat', limit: pageSize });
  const productBySlug = post(apiPaths.singleProduct, { search: f.productSlug, subcat_id: 0, type: '' });
  return [
    { id: 'categories', label: 'POST GetAllCategory', requests: [post(apiPaths.allCategories, {})] },
    { id: 'groups', label: 'POST GetAllGroupWithCategory', requests: [post(apiPaths.groupsWithCategories, {})] },
    { id: 'homeSections', label: 'GET GetAllHeaderWithProduct', requests: [get(apiPaths.homeSections)] },
    {
      id: 'listCategory',
      label: `POST GetAllProductFilters cat ${f.categoryId}, page`,
      requests: [categoryPage],
    },
    {
      id: 'listCategoryGzipped',
      label: `POST GetAllProductFilters cat ${f.categoryId}, page, gzip accepted`,
      requests: [acceptingGzip(categoryPage)],
    },
    {
      id: 'listSubcategory',
      label: `POST GetAllProductFilters subcat ${f.subcategoryId}, page`,
      requests: [post(apiPaths.productFilters, { search: '', subcat_id: f.subcategoryId, type: 'subcat', limit: pageSize })],
    },
    {
      id: 'listSorted',
      label: `POST GetAllProductFilters cat ${f.categoryId}, band + name sort, page 2`,
      requests: [post(apiPaths.productFilters, { search: '', subcat_id: f.categoryId, type: 'cat', price: '100-1000', sort: 'nameAZ', offset: pageSize, limit: pageSize })],
    },
    {
      id: 'singleProduct',
      label: 'POST GetSingleProductFilters',
      requests: [productBySlug],
    },
    {
      id: 'singleProductGzipped',
      label: 'POST GetSingleProductFilters, gzip accepted',
      requests: [acceptingGzip(productBySlug)],
    },
    {
      id: 'search',
      label: `POST GetAllProductFilters search, page (${searchQueries.length} queries)`,
      requests: searchQueries.map(searchRequest),
    },
    {
      id: 'searchWhole',
      label: `POST GetAllProductFilters search, whole (spec client)`,
      requests: searchQueries.map(wholeSearchRequest),
    },
    // Each page twice: a first visit (no cookie: the page cache may answer) and a returning
    // visitor (a cookie: rendered for them every time, so this is the server-side render itself).
    ...benchPages(f).flatMap((page) => [
      { id: page.id, label: `GET ${page.label} (first visit)`, requests: [get(page.path)] },
      { id: `${page.id}Rendered`, label: `GET ${page.label} (with cookie: SSR)`, requests: [getWithCookie(page.path)] },
    ]),
  ];
}

/** The pages whose first-load JavaScript and first HTML are weighed. */
export function benchPages(f: BenchFixtures): { id: string; label: string; path: string }[] {
  return [
    { id: 'homePage', label: '/', path: '/' },
    { id: 'productPage', label: '/product/{slug}', path: `/product/${encodeURIComponent(f.productSlug)}` },
    { id: 'listingPage', label: '/products-section2/{id}', path: `/products-section2/${f.categoryId}` },
    { id: 'searchPage', label: '/Product-Serach/kurta', path: '/Product-Serach/kurta' },
  ];
}
