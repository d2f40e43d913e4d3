import type { Db } from '../../db/database.ts';
import { getShelvedProductBySlug, getShelvedProducts, sizesByProduct, type ProductDetailRecord, type ProductRecord, type ShelvedProduct } from './catalogue.ts';
import { ttlBatchCache, ttlCache } from '../../cache/ttl-cache.ts';
import { sanitizeDescription } from './rich-text.ts';

// Browsing asks for the same products again and again: a product page, its similar products,
// a listing's page. What a reseller edits (names, prices, pictures, descriptions) is kept in
// memory for up to 30 s, as the category tree and search results are; stock is read from the
// database on every call, so a size sold a moment ago, by this process or another, shows as
// sold out at once (decision 015). Carts and orders never read from here: they price live.
// Every answer is kept under the store's change version (cache/store-changes.ts): a console edit
// moves it, and the next call loads afresh, in this process at once and in others once they hear.
const shelfTtlMs = 30_000;
const shelf = ttlBatchCache<number, ShelvedProduct>(shelfTtlMs, 5_000);
const shelfBySlug = ttlCache<Omit<ProductDetailRecord, 'sizes'> | undefined>(shelfTtlMs, 1_000, {
  // An unknown slug is asked for again next time: a product may be added at any moment, and
  // anyone can make up slugs, which should not push known products out.
  keep: (product) => product !== undefined,
});

/** The store's published products by id at its change `version`, in the order given, with their stock as it is now. */
export async function browseProductsByIds(db: Db, storeId: number, ids: number[], version = 0): Promise<ProductRecord[]> {
  const load = async (missing: number[]) => new Map((await getShelvedProducts(db, missing)).map((p) => [p.id, p]));
  const shelved = await shelf.getMany(db, ids, load, version);
  const products = ids.map((id) => shelved.get(id)).filter((p): p is ShelvedProduct => p?.store_id === storeId);
  const sizes = await sizesByProduct(db, products.map((p) => p.id));
  return products.map((p) => ({ ...p, sizes: sizes.get(p.id) ?? [] }));
}

/** One published product of the store by its slug (ASIN, any case) at its change `version`, with its stock as it is now. */
export async function browseProductBySlug(db: Db, storeId: number, slug: string, version = 0): Promise<ProductDetailRecord | undefined> {
  const key = slug.trim().toLowerCase();
  const shelved = await shelfBySlug.get(db, `${storeId}@${version}/${key}`, () => loadProductBySlug(db, storeId, key));
  return shelved && { ...shelved, sizes: (await sizesByProduct(db, [shelved.id])).get(shelved.id) ?? [] };
}

// The description is made safe here, once per product per cache life rather than per page: it
// was sanitised when saved, but a row written any other way (an old import, a hand edit) is not.
async function loadProductBySlug(db: Db, storeId: number, slug: string): Promise<Omit<ProductDetailRecord, 'sizes'> | undefined> {
  const product = await getShelvedProductBySlug(db, storeId, slug);
  return product && { ...product, long_description: sanitizeDescription(product.long_description) };
}
