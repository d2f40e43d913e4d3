// `node scripts/bench-console-list.ts [postgres-url]`: how fast the console's product list is at
// 10,000 products × 50 sizes (decision 021 §2). Seeds a throw-away database (SQLite, or the
// PostgreSQL server given), then times the list service with each filter and sort and prints
// p50/p95 per case. A report, never a test: nothing is asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ProductListQuery } from '../packages/shared/src/console-api/products.ts';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { listProducts } from '../apps/server/src/services/console/product-list.ts';
import { insertFixture } from '../apps/server/test/support/fixture.ts';

const products = 10_000;
const sizesEach = 50;
const rounds = 40;

async function seed(db: Db): Promise<{ storeId: number; categoryId: number }> {
  const fx = await insertFixture(db);
  const at = Date.parse('2026-01-01T00:00:00.000Z');
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < products; start += 500) {
      const rows = await trx.insertInto('products').values(Array.from({ length: Math.min(500, products - start) }, (_, k) => {
        const i = start + k;
        return {
          store_id: fx.storeId, asin: `bench-${i}`, name: `Bench kurta ${(i * 7919) % products}`, category_id: i % 3 === 0 ? fx.categories.kurtas : fx.categories.sarees,
          subcategory_id: null, description: '', long_description: '', image: '', rating: 0, rating_count: 0, original_price: 200_000,
          discount_price: 20_000 + (i % 1500) * 100, delivery_charge: 0, attributes: '{}', search_keywords: '',
          status: i % 10 === 0 ? 'draft' as const : i % 25 === 0 ? 'archived' as const : 'published' as const,
          created_at: new Date(at + i * 60_000).toISOString(), updated_at: new Date(at + ((i * 104_729) % products) * 60_000).toISOString(),
        };
      })).returning('id').execute();
      const sizes = rows.flatMap(({ id }, k) => Array.from({ length: sizesEach }, (_, s) => ({
        store_id: fx.storeId, product_id: id, label: `S${s}`, sku: `B${start + k}-${s}`, sort: s,
        // Most sizes in stock; some products sold out (every size 0), some low.
        stock: (start + k) % 17 === 0 ? 0 : (start + k + s) % 11 === 0 ? 2 : 20 + s,
      })));
      for (let i = 0; i < sizes.length; i += 4000) await trx.insertInto('product_sizes').values(sizes.slice(i, i + 4000)).execute();
    }
  });
  return { storeId: fx.storeId, categoryId: fx.categories.kurtas };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function main(): Promise<void> {
  const pgUrl = process.argv[2];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-console-'));
  const db = openDatabase(pgUrl ?? path.join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const { storeId, categoryId } = await seed(db);
    console.error(`seeded ${products} products × ${sizesEach} sizes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const second = (await listProducts(db, storeId, { limit: 50 })).next!;
    const cases: Array<[string, ProductListQuery]> = [
      ['default (updated desc)', {}],
      ['sort=name', { sort: 'name' }],
      ['sort=price', { sort: 'price' }],
      ['sort=created', { sort: 'created' }],
      ['second page (after)', { after: second }],
      ['status=draft', { status: 'draft' }],
      ['category', { category_id: categoryId }],
      ['stock=in', { stock: 'in' }],
      ['stock=low', { stock: 'low' }],
      ['stock=out', { stock: 'out' }],
      ['price 300-500', { price_min: 300, price_max: 500 }],
      ['q=name substring', { q: 'kurta 12' }],
      ['q=SKU', { q: 'B4321-7' }],
      ['stock=out, sort=name', { stock: 'out', sort: 'name' }],
    ];
    console.log(`engine: ${pgUrl ? 'postgres' : 'sqlite'}; ${rounds} rounds each, 50 rows a page`);
    console.log('case'.padEnd(26), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'total'.padStart(8));
    for (const [name, query] of cases) {
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < rounds; i += 1) {
        const t = performance.now();
        const reply = await listProducts(db, storeId, { limit: 50, ...query });
        times.push(performance.now() - t);
        total = `${reply.total}${reply.total_capped ? '+' : ''}`;
      }
      times.sort((a, b) => a - b);
      console.log(name.padEnd(26), percentile(times, 0.5).toFixed(1).padStart(8), percentile(times, 0.95).toFixed(1).padStart(8), total.padStart(8));
    }
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
