import { productResultCap, type CategoryCount } from '@haat/shared/api';
import { allPricesId, applyListingFilters, paiseToRupees, type PriceBandId, type SortOption } from '@haat/shared/rules';
import { sql } from 'kysely';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { engineOf } from '../../db/engine.ts';
import { rowsAsArrays } from '../../db/node-sqlite-dialect.ts';
import type { ProductListFilter } from '../catalogue/catalogue.ts';
import { searchProducts } from './search.ts';
import { queryWords } from './search-text.ts';
import { ttlCache } from '../../cache/ttl-cache.ts';

/**
 * The result of GetAllProductFilters, a search or a listing, and pages of it (decision 007). A
 * result is at most 500 products in the server's order (best match first, or featured first);
 * the listing's price band, name filter and sort apply to the whole of it, with the same shared
 * rules the spec's client applied to the products it had loaded, and a page is cut from that.
 */

/** One product of a result, as the filters and sorts read it (prices in rupees, as on the wire). */
export interface ResultRow {
  id: number;
  name: string;
  categoryId: number;
  originalPrice: number;
  discountPrice: number;
}

export type ResultSource = { kind: 'search'; text: string } | ProductListFilter;

export interface ResultView {
  sort: SortOption;
  band: PriceBandId;
  name: string;
  categoryId: number | null;
  offset: number;
  /** null: every product from offset on (the spec's unpaged call). */
  limit: number | null;
}

export interface ResultPage {
  ids: number[];
  /** Products matching the view's filters. */
  total: number;
  /** Products in the result before the filters. */
  resultCount: number;
  categoryCounts: CategoryCount[];
}

// A result is reused for 30 s: "Load more" pages through the same snapshot (no product shows
// twice or goes missing when the catalogue changes in between), re-sorting costs no query, and a
// popular search is ranked once per 30 s rather than per shopper. Edits show within 30 s, as
// the store's own settings do. 500 results of 500 small rows are a few megabytes at most. A
// console change moves the store's version, which is in the key: the next call asks anew.
const results = ttlCache<ResultRow[]>(30_000, 500);

/** The result of a search or a listing at the store's change `version`, at most 500 products, in the server's order. */
export function resultRows(db: Db, storeId: number, source: ResultSource, version = 0): Promise<ResultRow[]> {
  return results.get(db, resultKey(storeId, source, version), () => loadRows(db, storeId, source, version));
}

function resultKey(storeId: number, source: ResultSource, version: number): string {
  const store = `${storeId}@${version}`;
  return source.kind === 'search'
    ? `${store}/search/${queryWords(source.text).map((w) => w.join(' ')).join('/')}`
    : `${store}/${source.kind}/${source.id}`;
}

async function loadRows(db: Db, storeId: number, source: ResultSource, version: number): Promise<ResultRow[]> {
  if (source.kind !== 'search') return listingRows(db, storeId, source);
  // The search hands over the columns a result needs: no second query for the rows.
  const found = await searchProducts(db, storeId, source.text, { limit: productResultCap, version });
  return found.map((p) => ({
    id: p.id, name: p.name, categoryId: p.categoryId, originalPrice: paiseToRupees(p.originalPrice), discountPrice: paiseToRupees(p.discountPrice),
  }));
}

/** The store's published products, of the category or subcategory the filter names (a group's are narrowed by listQuery), unordered. */
function listedProducts(db: Db, storeId: number, filter: ProductListFilter) {
  let query = db.selectFrom('products as p').where('p.status', '=', 'published').where('p.store_id', '=', storeId);
  if (filter.kind === 'category') query = query.where('p.category_id', '=', filter.id);
  if (filter.kind === 'subcategory') query = query.where('p.subcategory_id', '=', filter.id);
  return query;
}

/** A category's, subcategory's or group's published products (decision 021): featured first, then by id. */
function listQuery(db: Db, storeId: number, filter: ProductListFilter) {
  const columns = listedProducts(db, storeId, filter).select(['p.id', 'p.name', 'p.category_id', 'p.original_price', 'p.discount_price', 'p.featured_rank']);
  if (filter.kind !== 'group') return columns.orderBy('p.featured_rank').orderBy('p.id').limit(productResultCap);
  // A group is its categories' products. Without table statistics SQLite would walk the whole
  // store's featured index in order, reading each product's row for its category and status; the
  // unary plus (the same order) leaves it the group's categories' covering indexes and a sort.
  return columns.where('p.category_id', 'in', db.selectFrom('categories').select('id').where('group_id', '=', filter.id).where('store_id', '=', storeId))
    .orderBy(sql`+p.featured_rank`).orderBy('p.id').limit(productResultCap);
}

/**
 * The listing's rows as one JSON array of `[id, name, category, original paise, discount paise]`,
 * in the listing's order: one value to hand over instead of 500 row objects, which cost the
 * driver more than the database took to read them from the listing's index (migration 0016,
 * decision 038). PostgreSQL's; SQLite hands the rows over as arrays (listArraysQuery). The same
 * order as the listing query's own, so each engine orders as it always did.
 */
export function listJsonQuery(db: Db, storeId: number, filter: ProductListFilter) {
  const postgres = engineOf(db) === 'postgres';
  const aggregate = sql.raw(postgres ? 'json_agg' : 'json_group_array');
  const array = sql.raw(postgres ? 'json_build_array' : 'json_array');
  return db.selectFrom(listQuery(db, storeId, filter).as('r'))
    .select(sql<string | ListedRow[] | null>`${aggregate}(${array}(r.id, r.name, r.category_id, r.original_price, r.discount_price) order by r.featured_rank, r.id)`.as('rows'));
}

type ListedRow = [id: number, name: string, categoryId: number, originalPaise: number, discountPaise: number];

/**
 * The listing's rows on SQLite: the listing query itself, its rows handed over as arrays of values
 * (node-sqlite-dialect.ts), which node:sqlite does in about half the time it takes to build and
 * hand over the JSON text and parse it again. PostgreSQL keeps the JSON array (pg has no arrays of
 * rows). Exported for the test that SQLite reads it from the covering index alone.
 */
export function listArraysQuery(db: Db, storeId: number, filter: ProductListFilter) {
  return listQuery(db, storeId, filter).modifyFront(sql.raw(rowsAsArrays));
}

// Compiled once per kind of listing and engine: the store and the listing's id are bound on each run.
interface ListingArgs { storeId: number; id: number }
const listingQueries = (kind: ProductListFilter['kind']) => ({
  arrays: compiledStatement((db, args: ListingArgs) => listArraysQuery(db, args.storeId, { kind, id: args.id })),
  json: compiledStatement((db, args: ListingArgs) => listJsonQuery(db, args.storeId, { kind, id: args.id })),
});
const listings = { category: listingQueries('category'), subcategory: listingQueries('subcategory'), group: listingQueries('group') };

async function listingRows(db: Db, storeId: number, filter: ProductListFilter): Promise<ResultRow[]> {
  const queries = listings[filter.kind];
  let listed: ListedRow[];
  if (engineOf(db) === 'postgres') {
    const [row] = await queries.json(db, { storeId, id: filter.id });
    // pg hands over the array it parsed; no products: null.
    listed = typeof row?.rows === 'string' ? JSON.parse(row.rows) as ListedRow[] : row?.rows ?? [];
  } else {
    listed = await queries.arrays(db, { storeId, id: filter.id }) as unknown as ListedRow[];
  }
  return listed.map(([id, name, categoryId, originalPaise, discountPaise]) => ({
    id, name, categoryId, originalPrice: paiseToRupees(originalPaise), discountPrice: paiseToRupees(discountPaise),
  }));
}

/**
 * A plain first page's ids: the first `limit` of the listing's order. Read from the listing's
 * covering index, as the whole result is (exported for the test that checks it).
 */
export function firstIdsQuery(db: Db, storeId: number, listing: PlainFirstPage) {
  return listedProducts(db, storeId, listing).select('p.id').orderBy('p.featured_rank').orderBy('p.id').limit(listing.limit);
}

/**
 * How many products the listing's whole result holds (up to the cap), and for a subcategory its
 * lowest and highest category (exported for the same test). A category's products are all of it:
 * counting alone takes half the time of also reading each one's category.
 */
export function resultSizeQuery(db: Db, storeId: number, listing: Pick<PlainFirstPage, 'kind' | 'id'>) {
  const result = listedProducts(db, storeId, listing).orderBy('p.featured_rank').orderBy('p.id').limit(productResultCap);
  const count = sql<number>`count(*)`.as('n');
  if (listing.kind === 'category') return db.selectFrom(result.select(sql<number>`1`.as('one')).as('r')).select([count, sql<null>`null`.as('low'), sql<null>`null`.as('high')]);
  return db.selectFrom(result.select('p.category_id').as('r'))
    .select([count, sql<number | null>`min(r.category_id)`.as('low'), sql<number | null>`max(r.category_id)`.as('high')]);
}

// Compiled once per kind of listing and engine, as the whole result's query.
const firstPageQueries = (kind: PlainFirstPage['kind']) => ({
  ids: compiledStatement((db, args: ListingArgs & { limit: number }) => firstIdsQuery(db, args.storeId, { kind, id: args.id, limit: args.limit })),
  size: compiledStatement((db, args: ListingArgs) => resultSizeQuery(db, args.storeId, { kind, id: args.id })),
});
const firstPages = { category: firstPageQueries('category'), subcategory: firstPageQueries('subcategory') };

/** A category's or subcategory's first page in its own order with nothing filtered: what quickFirstPage reads. */
export interface PlainFirstPage { kind: 'category' | 'subcategory'; id: number; limit: number }

/** The view as a plain first page (featured order, no filter, no category picked, from the start), or undefined for any other view or a group's or search's. */
export function plainFirstPage(source: ResultSource, view: ResultView): PlainFirstPage | undefined {
  if (source.kind !== 'category' && source.kind !== 'subcategory') return undefined;
  const plain = view.sort === 'featured' && view.band === allPricesId && view.name.trim() === '' && view.categoryId === null;
  return plain && view.offset === 0 && view.limit !== null ? { kind: source.kind, id: source.id, limit: view.limit } : undefined;
}

/**
 * A plain first page, as a shopper first opens a category or subcategory, read without its whole
 * result (decision 057): the page's ids, and how many products the result holds and of which
 * category. Handing 500 rows over to be counted and cut to 24 took a listing asked for the first
 * time about 0.5 ms of its 1.3; these two reads take 0.3 to 0.4. Undefined for a subcategory
 * whose products span several categories (the counts are in the order of first appearance, which
 * only the whole result knows): the caller reads the whole result then. Both reads see what the whole result would at
 * the same store version, so "Load more" from the whole result continues this page.
 */
export async function quickFirstPage(db: Db, storeId: number, page: PlainFirstPage): Promise<ResultPage | undefined> {
  const queries = firstPages[page.kind];
  const [ids, [size]] = await Promise.all([queries.ids(db, { storeId, id: page.id, limit: page.limit }), queries.size(db, { storeId, id: page.id })]);
  // PostgreSQL's count(*) is a bigint, which pg hands over as text.
  const total = Number(size?.n ?? 0);
  const found = ids.map((r) => r.id);
  if (total === 0) return { ids: found, total, resultCount: total, categoryCounts: [] };
  // A category's products are all its own; a subcategory's may span several categories.
  const span = page.kind === 'category' ? { low: page.id, high: page.id } : { low: size?.low, high: size?.high };
  if (span.low == null || span.low !== span.high) return undefined;
  return { ids: found, total, resultCount: total, categoryCounts: [{ id: span.low, count: total }] };
}

/** Whether the result of a search or listing is kept (resultRows would answer it from memory). */
export function resultKept(db: Db, storeId: number, source: ResultSource, version = 0): boolean {
  return results.has(db, resultKey(storeId, source, version));
}

// Sorting 500 names takes about a millisecond; each "Load more" of a view would sort again.
const viewsOf = new WeakMap<ResultRow[], Map<string, ResultRow[]>>();
const viewsPerResult = 16;

/** The view's filters and sort over the whole result, then one page of it. */
export function pageOf(rows: ResultRow[], view: ResultView): ResultPage {
  const filtered = filteredRows(rows, view);
  const end = view.limit === null ? undefined : view.offset + view.limit;
  return {
    ids: filtered.slice(view.offset, end).map((r) => r.id),
    total: filtered.length,
    resultCount: rows.length,
    categoryCounts: countByCategory(rows),
  };
}

function filteredRows(rows: ResultRow[], view: ResultView): ResultRow[] {
  const key = `${view.categoryId ?? ''}/${view.band}/${view.sort}/${view.name.trim().toLocaleLowerCase('en-IN')}`;
  let views = viewsOf.get(rows);
  const hit = views?.get(key);
  if (hit) return hit;
  const inCategory = view.categoryId === null ? rows : rows.filter((r) => r.categoryId === view.categoryId);
  const filtered = applyListingFilters(inCategory, { band: view.band, sort: view.sort, text: view.name });
  if (!views) viewsOf.set(rows, (views = new Map()));
  if (views.size >= viewsPerResult) views.delete(views.keys().next().value ?? key);
  views.set(key, filtered);
  return filtered;
}

/** How many products of the result each category has, in order of first appearance. */
export function countByCategory(rows: readonly ResultRow[]): CategoryCount[] {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.categoryId, (counts.get(r.categoryId) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}
