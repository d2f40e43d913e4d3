// `node scripts/bench-console-orders.ts [postgres-url]`: how fast the console's order list is at
// 100,000 orders (DESIGN §8, issue 16): each tab with its counts, the searches a reseller types
// (an order number, a phone's last digits, a name, a PIN code), filters, a later page, and one
// order's page. Seeds a throw-away database (SQLite, or a new PostgreSQL database dropped after)
// like scripts/bench-dashboard.ts; prints p50/p95. A report, never a test.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { OrderListQuery } from '../packages/shared/src/console-api/orders.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { listOrders } from '../apps/server/src/services/console/order-list.ts';
import { readOrder } from '../apps/server/src/services/console/order-read.ts';
import { insertFixture } from '../apps/server/test/support/fixture.ts';
import { benchCustomer, benchRounds, seedShop, throwAwayDatabase, time } from './bench-orders-seed.ts';

const orders = 100_000;

async function main(): Promise<void> {
  const pgUrl = process.argv.slice(2).find((arg) => /^postgres(ql)?:\/\//i.test(arg));
  const { db, drop } = await throwAwayDatabase(pgUrl);
  try {
    await migrateToLatest(db);
    const fx = await insertFixture(db);
    const started = performance.now();
    await seedShop(db, fx.storeId, await benchCustomer(db, fx.storeId), [fx.products.anarkali, fx.products.straight], orders, 180, Date.now());
    await seedShop(db, fx.otherStoreId, await benchCustomer(db, fx.otherStoreId), [fx.products.anarkali, fx.products.straight], 10_000, 180, Date.now());
    console.error(`seeded ${orders.toLocaleString('en-IN')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sql`ANALYZE`.execute(db);

    const newest = (await listOrders(db, fx.storeId, { limit: 50 })).items[0]!;
    const second = (await listOrders(db, fx.storeId, { state: 'delivered', limit: 50 })).next!;
    const cases: Array<[string, OrderListQuery]> = [
      ['all orders', {}],
      ['to accept', { state: 'to_accept' }],
      ['shipped', { state: 'shipped' }],
      ['delivered (most)', { state: 'delivered' }],
      ['delivered, second page', { state: 'delivered', after: second }],
      ['order number', { q: String(newest.id) }],
      ['mobile, last 6 digits', { q: newest.ship_mobile.slice(-6) }],
      ['name', { q: 'shopper 4242' }],
      ['PIN code', { q: newest.ship_pincode }],
      ['COD, last 7 days', { payment: 'COD', from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) }],
    ];
    console.log(`engine: ${pgUrl ? 'postgres' : 'sqlite'}; ${orders.toLocaleString('en-IN')} orders; ${benchRounds} rounds each, 50 a page (tab counts included)`);
    console.log('case'.padEnd(34), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    for (const [label, query] of cases) await time(label, () => listOrders(db, fx.storeId, { ...query, limit: 50 }));
    await time('one order\'s page', () => readOrder(db, fx.storeId, newest.id));
  } finally {
    await drop();
  }
}

await main();
