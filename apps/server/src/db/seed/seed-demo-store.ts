import { sql } from 'kysely';
import { phoneBannerFile, phoneBannerJobs } from '../../images/artwork/phone-banner.ts';
import { createArtworkRenderer } from '../../images/artwork/render.ts';
import { createLocalStorage } from '../../images/storage/local-storage.ts';
import type { ImageStorage } from '../../images/storage/storage.ts';
import type { Db } from '../database.ts';
import { brandingFiles, storeArtworkJobs } from './artwork-pool.ts';
import { insertCatalogueTree, loadCatalogueSlots } from './catalogue-tree.ts';
import { insertProducts } from './insert-products.ts';
import { demoBanners, demoStore } from './store-data.ts';

export interface SeedOptions {
  /** Folder the image files go to; the database stores paths relative to it. */
  uploadsDir: string;
  /** Where the images are written; the local storage over `uploadsDir` when not given. */
  storage?: ImageStorage;
  /** How many products the default store should have at least (default 250). */
  products?: number;
  log?: (message: string) => void;
}

export interface SeedResult {
  /** Whether anything was added: false when the default store already had enough products. */
  created: boolean;
  /** Products the default store has now. */
  products: number;
}

export const defaultDemoProducts = 250;

/**
 * Fills the database with the demo store "Rangrez Bazaar": branding, category tree, banners and
 * products with generated artwork. Idempotent: a default store with enough products is left
 * alone; one with fewer is topped up to `products` (how a 100,000-product catalogue is made).
 */
export async function seedDemoStore(db: Db, options: SeedOptions): Promise<SeedResult> {
  const target = options.products ?? defaultDemoProducts;
  if (!Number.isSafeInteger(target) || target < 0) throw new RangeError(`products must be a whole number of 0 or more, got ${target}`);
  const log = options.log ?? (() => {});
  const started = Date.now();

  const existing = await db.selectFrom('stores').select(['id', 'name']).where('is_default', '=', 1).orderBy('id').executeTakeFirst();
  const already = existing ? await countProducts(db, existing.id) : 0;
  if (existing && already >= target) return { created: false, products: already };

  // Pictures first, so no row ever points at a file that is not there yet; products draw theirs per batch.
  const renderer = createArtworkRenderer(options.storage ?? createLocalStorage(options.uploadsDir));
  const rendered = await renderer.render([...storeArtworkJobs(), ...phoneBannerJobs(demoBanners)]);

  const storeId = existing?.id ?? (await insertStore(db));
  const storeName = existing?.name ?? demoStore.name;
  const slots = await loadCatalogueSlots(db, storeId);
  if (slots.length === 0) throw new Error(`Store "${storeName}" has none of the demo categories left to add products to`);

  const existingAsins = new Set<string>();
  if (already > 0) {
    for (const row of await db.selectFrom('products').select('asin').where('store_id', '=', storeId).execute()) existingAsins.add(row.asin);
  }
  const pictures = await insertProducts(db, {
    storeId,
    storeName,
    slots,
    fromOrdinal: already,
    count: target - already,
    existingAsins,
    featuredCounts: await featuredCounts(db, storeId),
    renderer,
    log,
  });
  if (rendered + pictures > 0) log(`Rendered ${rendered + pictures} demo images`);
  // Fresh statistics: without them SQLite's planner scans every product for a page of ids.
  await sql`ANALYZE`.execute(db);
  log(`${existing ? 'Topped up' : 'Created'} ${storeName}: ${(target - already).toLocaleString('en-IN')} products added in ${seconds(started)}`);
  return { created: true, products: target };
}

/** The store row, its hosts, the category tree and the banners, all or nothing. */
async function insertStore(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { theme, social } = demoStore;
    const { id } = await trx.insertInto('stores').values({
      is_default: 1,
      name: demoStore.name,
      email: demoStore.email,
      mobile: demoStore.mobile,
      address: demoStore.address,
      logo: brandingFiles.logo,
      favicon: brandingFiles.favicon,
      theme_text: theme.text,
      theme_background: theme.background,
      theme_primary: theme.primary,
      theme_secondary: theme.secondary,
      theme_accent: theme.accent,
      social_fb: social.fb,
      social_insta: social.insta,
      social_linkedin: social.linkedin,
      social_twitter: social.twitter,
      social_youtube: social.youtube,
      created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('store_hosts')
      .values(demoStore.hosts.map((host) => ({ host, store_id: id })))
      .onConflict((oc) => oc.column('host').doNothing())
      .execute();
    const slots = await insertCatalogueTree(trx, id);
    const categoryIds = new Map(slots.map((s) => [s.category.name, s.categoryId]));
    await trx.insertInto('banners').values(demoBanners.map((banner, sort) => ({
      store_id: id,
      image: banner.file,
      phone_image: phoneBannerFile(banner.file),
      url: `/products-section2/${categoryIds.get(banner.categoryName) ?? ''}`,
      sort,
    }))).execute();
    return id;
  });
}

async function countProducts(db: Db, storeId: number): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', storeId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function featuredCounts(db: Db, storeId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => ['c.group_id', eb.fn.countAll<number>().as('n')])
    .where('p.store_id', '=', storeId)
    .where('p.featured_rank', 'is not', null)
    .groupBy('c.group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
