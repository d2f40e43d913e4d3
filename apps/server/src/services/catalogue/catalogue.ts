import { sql, type SelectQueryBuilder } from 'kysely';
import { compiledForIds, compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { engineOf } from '../../db/engine.ts';
import { ttlCache } from '../../cache/ttl-cache.ts';
import { featuredByGroup, groupsInHomeOrder } from './home-order.ts';
import { sizesByProduct, type SizeLabel, type SizeRecord } from './product-sizes.ts';

export { sizesByProduct, type SizeRecord };

/** Products per home section the API offers (the page shows up to 6). */
export const homeSectionLimit = 12;

export interface SubcategoryRecord { id: number; category_id: number; name: string }
export interface CategoryRecord { id: number; group_id: number; name: string; image: string; url: string | null; subcategories: SubcategoryRecord[] }
export interface GroupRecord { id: number; name: string; categories: CategoryRecord[] }

// Every page's menu and every listing's id lookup read the tree, and it changes rarely: it is
// reused for 30 s, as the store's own settings are (stores.ts), or until a console change moves
// the store's version (cache/store-changes.ts). Callers must not change it.
const trees = ttlCache<GroupRecord[]>(30_000, 100);

/** The store's category groups at its change `version`, each with its categories and their subcategories, in menu order. */
export function getCategoryTree(db: Db, storeId: number, version = 0): Promise<GroupRecord[]> {
  return trees.get(db, `${storeId}@${version}`, () => loadCategoryTree(db, storeId));
}

async function loadCategoryTree(db: Db, storeId: number): Promise<GroupRecord[]> {
  const [groups, categories, subcategories] = await Promise.all([
    db.selectFrom('category_groups').select(['id', 'name']).where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'group_id', 'name', 'image', 'url']).where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('subcategories').select(['id', 'category_id', 'name']).where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute(),
  ]);
  const subsByCategory = groupBy(subcategories, (s) => s.category_id);
  const categoryRecords = categories.map((c) => ({ ...c, subcategories: subsByCategory.get(c.id) ?? [] }));
  const categoriesByGroup = groupBy(categoryRecords, (c) => c.group_id);
  return groups.map((g) => ({ ...g, categories: categoriesByGroup.get(g.id) ?? [] }));
}

/** Every category of the store in menu order (group order first), with subcategories. */
export async function getCategories(db: Db, storeId: number, version = 0): Promise<CategoryRecord[]> {
  return (await getCategoryTree(db, storeId, version)).flatMap((g) => g.categories);
}

export interface ProductRecord {
  id: number;
  asin: string;
  name: string;
  image: string;
  category_id: number;
  category: string;
  subcategory_id: number | null;
  subcategory: string;
  rating: number;
  badge: string | null;
  colors: string | null;
  original_price: number;
  discount_price: number;
  delivery_charge: number;
  images: string[];
  sizes: SizeRecord[];
}

/** Only published products reach shoppers; drafts and archived products are the console's (decision 021). */
function productQuery(db: Db) {
  return anyProductQuery(db).where('p.status', '=', 'published');
}

function anyProductQuery(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .select([
      'p.id', 'p.asin', 'p.name', 'p.image', 'p.category_id', 'c.name as category', 'p.subcategory_id',
      's.name as subcategory', 'p.rating', 'p.badge', 'p.colors', 'p.original_price', 'p.discount_price',
      'p.delivery_charge', 'p.store_id',
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

type ProductWithImages = Omit<ProductRecord, 'sizes'> & { store_id: number };

/** A product as browsing keeps it in memory (catalogue-memory.ts): everything but its stock. */
export type ShelvedProduct = ProductWithImages & { sizeLabels: SizeLabel[] };

/** A product loaded for browsing to keep, with its sizes and their stock as read with it. */
export interface LoadedProduct<P> { product: P; sizes: SizeRecord[] }

/** Adds gallery images and sizes to product rows, two queries for the whole batch. */
async function withImagesAndSizes(db: Db, rows: ProductRow[]): Promise<ProductRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [shelved, sizes] = await Promise.all([withImages(db, rows), sizesByProduct(db, ids)]);
  return shelved.map((p) => ({ ...p, sizes: sizes.get(p.id) ?? [] }));
}

/** Adds gallery images to product rows, one query for the whole batch. */
async function withImages(db: Db, rows: ProductRow[]): Promise<ProductWithImages[]> {
  if (rows.length === 0) return [];
  const images = await db.selectFrom('product_images').select(['product_id', 'file'])
    .where('product_id', 'in', rows.map((r) => r.id)).orderBy('product_id').orderBy('sort').orderBy('id').execute();
  const imagesBy = groupBy(images, (i) => i.product_id);
  return rows.map((r) => ({ ...r, subcategory: r.subcategory ?? '', images: (imagesBy.get(r.id) ?? []).map((i) => i.file) }));
}

/** A listing: the products of a category, subcategory or group (see search-results.ts). */
export type ProductListFilter = { kind: 'category' | 'subcategory' | 'group'; id: number };

/** Published products by id, in the order given (search results keep their ranking). */
export async function getProductsByIds(db: Db, storeId: number, ids: number[]): Promise<ProductRecord[]> {
  return withImagesAndSizes(db, await productRowsByIds(db, storeId, ids));
}

/** Products by id for browsing to keep (catalogue-memory.ts), with their sizes' stock as it is now; any order. */
export async function getShelvedProducts(db: Db, ids: number[]): Promise<LoadedProduct<ShelvedProduct>[]> {
  if (ids.length === 0) return [];
  return (await shelvedRowsByIds(db, ids)).map((row) => toShelve(...withExtras(row)));
}

// A listing's products asked for the first time: their rows, pictures and sizes in one statement,
// compiled once per number of products (a page of 24), instead of three built and compiled on
// every call (decision 038).
const shelvedRowsByIds = compiledForIds(shelvedRowsQuery);

/** Products by id with their pictures and sizes (withPicturesAndSizes); exported for the test of its query plan. */
export function shelvedRowsQuery(db: Db, ids: readonly number[]) {
  return withPicturesAndSizes(db, productQuery(db).where('p.id', 'in', ids));
}

/** The product to keep, its sizes without their stock; and its sizes as they are now. */
function toShelve<P>(product: P, sizes: SizeRecord[]): LoadedProduct<P & { sizeLabels: SizeLabel[] }> {
  return { product: { ...product, sizeLabels: sizes.map(({ id, label }) => ({ id, label })) }, sizes };
}

async function productRowsByIds(db: Db, storeId: number | undefined, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  // The store is checked here, not in SQL: without table statistics SQLite would rather walk the
  // store's index (every product of the store) than look up a couple of dozen primary keys.
  const rows = (await productQuery(db).where('p.id', 'in', ids).execute()).filter((r) => storeId === undefined || r.store_id === storeId);
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

export interface HomeSectionRecord { id: number; name: string; products: ProductRecord[] }

/**
 * One section per category group the shop shows on its home page, in the shop's home order: the
 * products the shop picked for it first, in their order, then its featured published products in
 * rank order, up to the limit (decision 028).
 */
export async function getHomeSections(db: Db, storeId: number): Promise<HomeSectionRecord[]> {
  const [allGroups, picks] = await Promise.all([groupsInHomeOrder(db, storeId), featuredByGroup(db, storeId)]);
  const groups = allGroups.filter((g) => g.home_visible === 1).map(({ id, name }) => ({ id, name }));
  // Every featured product of the store is read anyway; the status is checked here, since in SQL
  // it would lead SQLite (no statistics) to walk the console's (store_id, status) index instead.
  const rows = await anyProductQuery(db).where('p.store_id', '=', storeId)
    .select(['c.group_id', 'p.status'])
    .where('p.featured_rank', 'is not', null)
    .orderBy('p.featured_rank')
    .orderBy('p.id')
    .execute();
  const byGroup = groupBy(rows.filter((r) => r.status === 'published'), (r) => r.group_id);
  const pickedIds = [...new Set([...picks.values()].flat())];
  const pickedRows = new Map((pickedIds.length === 0 ? [] : await productQuery(db).where('p.store_id', '=', storeId).where('p.id', 'in', pickedIds).execute()).map((r) => [r.id, r]));
  const picked = groups.map((g) => {
    const chosen = (picks.get(g.id) ?? []).map((id) => pickedRows.get(id)).filter((r) => r !== undefined);
    const chosenIds = new Set(chosen.map((r) => r.id));
    return [...chosen, ...(byGroup.get(g.id) ?? []).filter((r) => !chosenIds.has(r.id))].slice(0, homeSectionLimit);
  });
  const products = await withImagesAndSizes(db, dedupe(picked.flat()));
  const byId = new Map(products.map((p) => [p.id, p]));
  return groups.map((g, i) => ({ ...g, products: (picked[i] ?? []).map((r) => byId.get(r.id)).filter((p) => p !== undefined) }));
}

export interface ProductDetailRecord extends ProductRecord {
  description: string;
  long_description: string;
  youtube_link: string | null;
  rating_count: number;
  badge1: string | null;
  material: string | null;
  attributes: Record<string, string>;
}

/** A product page's product as browsing keeps it in memory (catalogue-memory.ts): everything but its stock. */
export type ShelvedProductDetail = Omit<ProductDetailRecord, 'sizes'> & { sizeLabels: SizeLabel[] };

/** One published product by its slug (ASIN, matched case-insensitively) for browsing to keep, with its sizes' stock as it is now; or undefined. */
export async function getShelvedProductBySlug(db: Db, storeId: number, slug: string): Promise<LoadedProduct<ShelvedProductDetail> | undefined> {
  const [row] = await detailRowBySlug(db, { storeId, slug: slug.trim().toLowerCase() });
  if (!row) return undefined;
  const [product, sizes] = withExtras(row);
  return toShelve({ ...product, attributes: parseAttributes(row.attributes) }, sizes);
}

// A product page asked for the first time: its row, pictures and sizes in one statement, compiled once (decision 038).
const detailRowBySlug = compiledStatement((db, args: { storeId: number; slug: string }) => withPicturesAndSizes(db, productQuery(db).where('p.store_id', '=', args.storeId)
  .select(['p.description', 'p.long_description', 'p.youtube_link', 'p.rating_count', 'p.badge1', 'p.material', 'p.attributes'])
  .where('p.asin', '=', args.slug)));

/**
 * Adds each product's gallery pictures and sizes (with their stock) as two JSON arrays in
 * display order: one statement hands over a product and all it shows.
 *
 * PostgreSQL orders inside the aggregate. On SQLite an ordered aggregate (3.44 and later) sorts
 * each product's few rows in a temporary b-tree of its own, which cost half of the sub-selects'
 * time; an ordered sub-query read from the (product_id, sort) index needs no sort at all, and
 * took a first-asked page of 24 products' statement from 0.33 to 0.22 ms. SQLite keeps a FROM
 * sub-query's ORDER BY whenever the query around it aggregates with anything other than count(),
 * min() or max() (select.c, "Beware of these cases where the ORDER BY clause may not be safely
 * omitted", case 4): the rows reach json_group_array in that order (decision 060).
 */
function withPicturesAndSizes<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>) {
  if (engineOf(db) === 'postgres') {
    return query.select([
      sql<JsonArray<string>>`(select json_agg(i.file order by i.sort, i.id) from product_images as i where i.product_id = p.id)`.as('images_json'),
      sql<JsonArray<[number, string, number]>>`(select json_agg(json_build_array(z.id, z.label, z.stock) order by z.sort, z.id) from product_sizes as z where z.product_id = p.id)`.as('sizes_json'),
    ]);
  }
  return query.select([
    sql<JsonArray<string>>`(select json_group_array(i.file) from (select i.file from product_images as i where i.product_id = p.id order by i.sort, i.id) as i)`.as('images_json'),
    sql<JsonArray<[number, string, number]>>`(select json_group_array(json_array(z.id, z.label, z.stock)) from (select z.id, z.label, z.stock from product_sizes as z where z.product_id = p.id order by z.sort, z.id) as z)`.as('sizes_json'),
  ]);
}

/** A JSON array as each engine hands it over: SQLite as text, PostgreSQL (pg) parsed; null for none on PostgreSQL. */
type JsonArray<T> = string | T[] | null;

function parsedArray<T>(value: JsonArray<T>): T[] {
  return typeof value === 'string' ? JSON.parse(value) as T[] : value ?? [];
}

type RowWithExtras = ProductRow & { images_json: JsonArray<string>; sizes_json: JsonArray<[number, string, number]> };

/**
 * A row read with its pictures and sizes (withPicturesAndSizes) as a product with its images, and
 * its sizes. Copied key by key: node:sqlite's rows have no prototype, and taking one apart with
 * `...rest` and spreading it again cost twice as long (6.4 against 3.1 µs a product, a first-asked
 * listing reads 24).
 */
function withExtras<R extends RowWithExtras>(row: R) {
  const product: Record<string, unknown> = {};
  for (const key in row) if (key !== 'images_json' && key !== 'sizes_json') product[key] = row[key];
  product.subcategory = row.subcategory ?? '';
  product.images = parsedArray(row.images_json);
  const sizeRecords: SizeRecord[] = parsedArray(row.sizes_json).map(([id, label, stock]) => ({ id, label, stock }));
  return [product as Omit<R, 'images_json' | 'sizes_json' | 'subcategory'> & { subcategory: string; images: string[] }, sizeRecords] as const;
}

function parseAttributes(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
}

/** Rows once each, by id: one product may be picked for two sections. */
function dedupe(rows: ProductRow[]): ProductRow[] {
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
