import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoStore } from '../apps/server/src/db/seed/seed-demo-store.ts';

export const benchDataDir = path.resolve(import.meta.dirname, '../data/bench');
export const benchUploadsDir = path.join(benchDataDir, 'uploads');

/** Real ids and a real slug from the catalogue, so every target asks for something that exists. */
export interface BenchFixtures {
  products: number;
  categoryId: number;
  categoryName: string;
  subcategoryId: number;
  subcategoryName: string;
  productSlug: string;
}

export interface BenchCatalogue extends BenchFixtures {
  databasePath: string;
}

/**
 * The default size lives in shop.sqlite; another size gets a file of its own so a quick run with
 * `--products 5000` never shrinks (or is silently served by) the 100,000-product catalogue.
 */
export function benchDatabasePath(products: number): string {
  return path.join(benchDataDir, products === 100_000 ? 'shop.sqlite' : `shop-${products}.sqlite`);
}

/** Creates or tops up the benchmark catalogue (reused when it already has enough products). */
export async function prepareCatalogue(products: number, log: (message: string) => void): Promise<BenchCatalogue> {
  fs.mkdirSync(benchDataDir, { recursive: true });
  const databasePath = benchDatabasePath(products);
  const db = openDatabase(databasePath);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const seeded = await seedDemoStore(db, { uploadsDir: benchUploadsDir, products, log });
    log(seeded.created
      ? `Catalogue ready: ${seeded.products.toLocaleString('en-IN')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `Reusing ${path.relative(process.cwd(), databasePath)} (${seeded.products.toLocaleString('en-IN')} products)`);
    return { databasePath, ...(await pickFixtures(db, seeded.products)) };
  } finally {
    await db.destroy();
  }
}

async function pickFixtures(db: Db, products: number): Promise<BenchFixtures> {
  const store = await db.selectFrom('stores').select('id').where('is_default', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  // The busiest category and subcategory: the listings a shopper is most likely to open.
  const category = await db.selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => ['c.id', 'c.name', eb.fn.countAll<number>().as('n')])
    .where('p.store_id', '=', store.id)
    .groupBy(['c.id', 'c.name'])
    .orderBy('n', 'desc').orderBy('c.id')
    .executeTakeFirstOrThrow();
  const subcategory = await db.selectFrom('products as p')
    .innerJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .select((eb) => ['s.id', 's.name', eb.fn.countAll<number>().as('n')])
    .where('p.store_id', '=', store.id)
    .groupBy(['s.id', 's.name'])
    .orderBy('n', 'desc').orderBy('s.id')
    .executeTakeFirstOrThrow();
  // A product from the middle of the table, not the first row any cache would already hold.
  const product = await db.selectFrom('products').select('asin')
    .where('store_id', '=', store.id)
    .orderBy('id')
    .offset(Math.floor(products / 2)).limit(1)
    .executeTakeFirstOrThrow();
  return {
    products,
    categoryId: category.id,
    categoryName: category.name,
    subcategoryId: subcategory.id,
    subcategoryName: subcategory.name,
    // The server looks products up by their ASIN in lower case (getProductBySlug).
    productSlug: product.asin.toLowerCase(),
  };
}
