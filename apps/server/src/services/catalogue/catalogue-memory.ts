import type { Db } from '../../db/database.ts';
import {
  getShelvedProductBySlug, getShelvedProducts, type LoadedProduct, type ProductDetailRecord, type ProductRecord, type ShelvedProduct,
  type ShelvedProductDetail,
} from './catalogue.ts';
import { withLiveStock, type SizeRecord } from './product-sizes.ts';
import { ttlBatchCache, ttlCache } from '../../cache/ttl-cache.ts';
import { sanitizeDescription } from './rich-text.ts';
import { stockVersionFor } from './stock-version.ts';

export type { ShelvedProductDetail };

// Browsing asks for the same products again and again: a product page, its similar products,
// a listing's page. What a reseller edits (names, prices, pictures, descriptions, which sizes a
// product has and their names) is kept in memory for up to 30 s, as the category tree and search
// results are; stock is read from the database on every call, so a size sold a moment ago, by
// this process or another, shows as sold out at once (decision 015). Carts and orders never read
// from here: they price live. Every answer is kept under the store's change version
// (cache/store-changes.ts): a console edit moves it, and the next call loads afresh, in this
// process at once and in others once they hear.
const shelfTtlMs = 30_000;
const shelf = ttlBatchCache<number, ShelvedProduct>(shelfTtlMs, 5_000);
const shelfBySlug = ttlCache<ShelvedProductDetail | undefined>(shelfTtlMs, 1_000, {
  // An unknown slug is asked for again next time: a product may be added at any moment, and
  // anyone can make up slugs, which should not push known products out.
  keep: (product) => product !== undefined,
});

// A kept product's stock is kept beside it with the store's stock version it was read at (decision
// 036): while the version has not moved, no size of the store has changed, in this process or any
// other, and the same sizes (and the answer text made from them, catalogue-wire-text.ts) serve.
const stockKept = new WeakMap<object, { version: number; sizes: SizeRecord[] }>();

/** The product's stock: `read` (just read, at or after stock version `version`) kept with it, or what was kept. */
function keptStock(product: object, version: number, read: SizeRecord[] | undefined): SizeRecord[] {
  if (read === undefined) return stockKept.get(product)?.sizes ?? [];
  stockKept.set(product, { version, sizes: read });
  return read;
}

/** A product as kept in memory, with its sizes and their stock as it is now. */
export interface Browsed<P> { product: P; sizes: SizeRecord[] }

/**
 * The store's published products by id at its change `version`, in the order given, as kept in
 * memory (the same object for as long as it is kept: answers made from it may be kept beside
 * it), each with its sizes and their stock as they are now.
 */
export async function browseShelvedByIds(db: Db, storeId: number, ids: number[], version = 0, arrivedBy?: number): Promise<Browsed<ShelvedProduct>[]> {
  const stockNow = askStockVersion(db, storeId, arrivedBy);
  // Products loaded just now come with their stock, read in the same moment: no second read.
  const loadedNow = new Map<number, SizeRecord[]>();
  const load = async (missing: number[]) => new Map((await getShelvedProducts(db, missing)).map(({ product, sizes }) => {
    loadedNow.set(product.id, sizes);
    return [product.id, product];
  }));
  const shelved = await shelf.getMany(db, ids, load, version);
  const products = ids.map((id) => shelved.get(id)).filter((p): p is ShelvedProduct => p?.store_id === storeId);
  const stockVersionNow = await stockNow;
  const stale = new Set(products.filter((p) => !loadedNow.has(p.id) && stockKept.get(p)?.version !== stockVersionNow));
  const sizes = stale.size === 0 ? undefined : await withLiveStock(db, [...stale]);
  return products.map((product) => {
    const justLoaded = loadedNow.get(product.id);
    if (justLoaded) return { product, sizes: justLoaded };
    return { product, sizes: keptStock(product, stockVersionNow, stale.has(product) ? sizes?.get(product.id) ?? [] : undefined) };
  });
}

/** One published product of the store by its slug (ASIN, any case) at its change `version`, as kept in memory, with its sizes and their stock as they are now. */
export async function browseShelvedBySlug(db: Db, storeId: number, slug: string, version = 0, arrivedBy?: number): Promise<Browsed<ShelvedProductDetail> | undefined> {
  const key = slug.trim().toLowerCase();
  const stockNow = askStockVersion(db, storeId, arrivedBy);
  let loadedNow: SizeRecord[] | undefined;
  const product = await shelfBySlug.get(db, `${storeId}@${version}/${key}`, async () => {
    const loaded = await loadProductBySlug(db, storeId, key);
    loadedNow = loaded?.sizes;
    return loaded?.product;
  });
  const stockVersionNow = await stockNow;
  if (!product) return undefined;
  if (loadedNow) return { product, sizes: loadedNow };
  const read = stockKept.get(product)?.version === stockVersionNow ? undefined : (await withLiveStock(db, [product])).get(product.id) ?? [];
  return { product, sizes: keptStock(product, stockVersionNow, read) };
}

/**
 * The store's stock version, asked at once, beside the kept product's lookup (on PostgreSQL, on
 * another connection at the same time). Stock is kept under it only when read after it has come:
 * stock loaded with a product in the meantime may be older than it says, so it serves the call
 * that loaded it and is not kept.
 */
function askStockVersion(db: Db, storeId: number, arrivedBy: number | undefined): Promise<number> {
  const asked = stockVersionFor(db, storeId, arrivedBy);
  // Awaited once the lookup is done; if the lookup fails first, this failure is not the one to report.
  asked.catch(() => undefined);
  return asked;
}

/** The store's published products by id at its change `version`, in the order given, with their stock as it is now. */
export async function browseProductsByIds(db: Db, storeId: number, ids: number[], version = 0): Promise<ProductRecord[]> {
  return (await browseShelvedByIds(db, storeId, ids, version)).map(({ product, sizes }) => ({ ...product, sizes }));
}

/** One published product of the store by its slug (ASIN, any case) at its change `version`, with its stock as it is now. */
export async function browseProductBySlug(db: Db, storeId: number, slug: string, version = 0): Promise<ProductDetailRecord | undefined> {
  const browsed = await browseShelvedBySlug(db, storeId, slug, version);
  return browsed && { ...browsed.product, sizes: browsed.sizes };
}

// The description is made safe here, once per product per cache life rather than per page: it
// was sanitised when saved, but a row written any other way (an old import, a hand edit) is not.
async function loadProductBySlug(db: Db, storeId: number, slug: string): Promise<LoadedProduct<ShelvedProductDetail> | undefined> {
  const loaded = await getShelvedProductBySlug(db, storeId, slug);
  return loaded && { ...loaded, product: { ...loaded.product, long_description: sanitizeDescription(loaded.product.long_description) } };
}
