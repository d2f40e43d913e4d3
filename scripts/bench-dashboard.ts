// `node scripts/bench-dashboard.ts [postgres-url] [--days N]`: how fast the console's dashboard
// is at 100,000 orders (issue 16). Seeds a throw-away database (SQLite, or a new database on the
// PostgreSQL server given, dropped afterwards) with 100,000 orders of two lines each, placed over
// the last N days (180 unless told; 30 puts every order in the dashboard's window), plus 10,000
// of another shop; then times the dashboard's service and prints p50/p95. A report, never a
// test: nothing is asserted.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { readDashboard } from '../apps/server/src/services/console/dashboard.ts';
import { dashboardSales } from '../apps/server/src/services/console/dashboard-sales.ts';
import { istDaysUpTo } from '../apps/server/src/services/console/dashboard-days.ts';
import { insertFixture } from '../apps/server/test/support/fixture.ts';
import { benchCustomer, benchRounds, seedShop, throwAwayDatabase, time } from './bench-orders-seed.ts';

const orders = 100_000;
const otherShopOrders = 10_000;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const daysAt = args.indexOf('--days');
  const spanDays = daysAt >= 0 ? Number(args[daysAt + 1]) : 180;
  const pgUrl = args.find((arg) => /^postgres(ql)?:\/\//i.test(arg));
  const { db, drop } = await throwAwayDatabase(pgUrl);
  try {
    await migrateToLatest(db);
    const fx = await insertFixture(db);
    const now = Date.now();
    const started = performance.now();
    await seedShop(db, fx.storeId, await benchCustomer(db, fx.storeId), [fx.products.anarkali, fx.products.straight], orders, spanDays, now);
    await seedShop(db, fx.otherStoreId, await benchCustomer(db, fx.otherStoreId), [fx.products.anarkali, fx.products.straight], otherShopOrders, spanDays, now);
    console.error(`seeded ${orders.toLocaleString('en-IN')} orders (+ ${otherShopOrders.toLocaleString('en-IN')} of another shop) over ${spanDays} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Fresh statistics, as a live database has them (autovacuum, or SQLite's optimize).
    await sql`ANALYZE`.execute(db);

    const board = await readDashboard(db, fx.storeId, new Date());
    const month = board.periods.last_30_days;
    console.log(`engine: ${pgUrl ? 'postgres' : 'sqlite'}; ${orders.toLocaleString('en-IN')} orders over ${spanDays} days; ${benchRounds} rounds each`);
    console.log(`last 30 days: ${month.orders.toLocaleString('en-IN')} sales, ₹${month.revenue.toLocaleString('en-IN')}; to accept ${board.to_act_on.to_accept}`);
    console.log('case'.padEnd(34), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    const days = istDaysUpTo(new Date(), 30);
    await time('whole dashboard (readDashboard)', () => readDashboard(db, fx.storeId, new Date()));
    await time('sales: periods and daily series', () => dashboardSales(db, fx.storeId, days));
  } finally {
    await drop();
  }
}

await main();
