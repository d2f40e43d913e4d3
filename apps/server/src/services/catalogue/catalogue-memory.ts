import type { Db } from '../../db/database.ts';
import { getShelvedProductBySlug, getShelvedProducts, sizesByProduct, type ProductDetailRecord, type ProductRecord, type ShelvedProduct } from './catalogue.ts';
import { ttlBatchCache, ttlCache } from '../../cache/ttl-cache.ts';

// Browsing asks for the same products again and again: a product page, its similar products,
// a listing's page. What a reseller edits (names, prices, pictures, descriptions) is kept in
// memory for up to 30 s, as the category tree and search results are; stock is read from the
// database on every call, so a size sold a moment ago, by this process or another, shows as
// sold out at once (decision 015). Carts and orders never read from here: they price live.
const shelfTtlMs = 30_000;
const shelf = ttlBatchCache<number, ShelvedProduct>(shelfTtlMs, 5_000);
const shelfBySlug = ttlCache<Omit<ProductDetailRecord, 'sizes'> | undefined>(shelfTtlMs, 1_000, {
  // An unknown slug is asked for again next time: a product may be added at any moment, and
  // anyone can make up slugs, which should not push known products out.
  keep: (product) => product !== undefined,
});

/** The store's products by id, in the order given, with their stock as it is now. */
export async function browseProductsByIds(db: Db, storeId: number, ids: number[]): Promise<ProductRecord[]> {
  const shelved = await shelf.getMany(db, ids, async (missing) => new Map((await getShelvedProducts(db, missing)).map((p) => [p.id, p])));
  const products = ids.map((id) => shelved.get(id)).filter((p): p is ShelvedProduct => p?.store_id === storeId);
  const sizes = await sizesByProduct(db, products.map((p) => p.id));
  return products.map((p) => ({ ...p, sizes: sizes.get(p.id) ?? [] }));
}

/** One product of the store by its slug (ASIN, any case), with its stock as it is now. */
export async function browseProductBySlug(db: Db, storeId: number, slug: string): Promise<ProductDetailRecord | undefined> {
  const key = slug.trim().toLowerCase();
  const shelved = await shelfBySlug.get(db, `${storeId}/${key}`, () => getShelvedProductBySlug(db, storeId, key));
  return shelved && { ...shelved, sizes: (await sizesByProduct(db, [shelved.id])).get(shelved.id) ?? [] };
}
