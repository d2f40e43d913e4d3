// `node scripts/bench-dashboard.ts [postgres-url] [--days N]`: how fast the console's dashboard
// is at 100,000 orders (issue 16). Seeds a throw-away database (SQLite, or a new database on the
// PostgreSQL server given, dropped afterwards) with 100,000 orders of two lines each, placed over
// the last N days (180 unless told; 30 puts every order in the dashboard's window), plus 10,000
// of another shop; then times the dashboard's service and prints p50/p95. A report, never a
// test: nothing is asserted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { OrderStatus } from '../apps/server/src/db/schema.ts';
import { readDashboard } from '../apps/server/src/services/console/dashboard.ts';
import { dashboardSales } from '../apps/server/src/services/console/dashboard-sales.ts';
import { istDaysUpTo } from '../apps/server/src/services/console/dashboard-days.ts';
import { insertFixture } from '../apps/server/test/support/fixture.ts';

const orders = 100_000;
const otherShopOrders = 10_000;
const rounds = 40;
const batch = 500;

/** A status for an order placed `ageDays` ago: old ones are done, recent ones still moving. */
function statusOf(i: number, ageDays: number): OrderStatus {
  const roll = (i * 7919) % 100;
  if (roll < 3) return 'pending_payment';
  if (roll < 6) return 'payment_expired';
  if (roll < 11) return 'cancelled';
  if (roll < 13) return 'declined';
  if (roll < 16) return 'rto';
  if (ageDays < 1) return roll < 60 ? 'placed' : 'confirmed';
  if (ageDays < 3) return (['confirmed', 'packed', 'shipped', 'out_for_delivery'] as const)[roll % 4]!;
  return 'delivered';
}

async function seedShop(db: Db, storeId: number, customerId: number, productIds: number[], count: number, spanDays: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
        const i = start + k;
        // Spread evenly over the span, newest last, with a jitter so days differ.
        const at = new Date(now - ((count - i) / count) * spanDays * 86_400_000 + ((i * 104_729) % 3_600_000)).toISOString();
        const status = statusOf(i, (now - Date.parse(at)) / 86_400_000);
        const online = i % 5 < 2;
        const total = 40_000 + ((i * 31) % 400) * 1000;
        return {
          store_id: storeId, customer_id: customerId, request_key: `bench-${storeId}-${i}`, payment_mode: online ? 'ONLINE' as const : 'COD' as const,
          status, subtotal_paise: total, shipping_paise: 0, total_paise: total, address_id: null, ship_name: `Shopper ${i}`, ship_email: 's@example.in',
          ship_mobile: `98${String(i).padStart(8, '0')}`, ship_address1: '1 Main Road', ship_address2: '', ship_city: 'Jaipur', ship_state: 'Rajasthan',
          ship_pincode: String(300_000 + (i % 999)), payment_provider: online ? 'sandbox' as const : null, provider_order_id: null, pay_by: null,
          paid_at: online && status !== 'pending_payment' && status !== 'payment_expired' ? at : null, created_at: at, updated_at: at,
        };
      });
      const made = await trx.insertInto('orders').values(rows).returning(['id', 'total_paise', 'payment_mode', 'paid_at', 'created_at']).execute();
      // Two lines each; one order in 30 has its second line cancelled, refunded when paid online.
      const lines = made.flatMap((order, k) => [0, 1].map((n) => ({
        order_id: order.id, product_id: productIds[n]!, size_id: null, asin: `bench-${n}`, name: 'Bench kurta', image: '', size: 'M', color: null,
        units: 1, unit_price_paise: order.total_paise / 2, delivery_paise: 0, line_total_paise: order.total_paise / 2,
        status: n === 1 && (start + k) % 30 === 0 ? 'cancelled' as const : 'active' as const, cancel_reason: null, cancel_comment: null, cancelled_at: null,
      })));
      const lineIds = await trx.insertInto('order_lines').values(lines).returning(['id', 'order_id', 'status', 'line_total_paise']).execute();
      const paidCancelled = lineIds.filter((l) => l.status === 'cancelled').map((l) => ({ line: l, order: made.find((o) => o.id === l.order_id)! }))
        .filter(({ order }) => order.paid_at !== null);
      for (const { line, order } of paidCancelled) {
        const payment = await trx.insertInto('payments').values({
          order_id: order.id, provider: 'sandbox', provider_order_id: `order_b${order.id}`, provider_payment_id: `pay_b${order.id}`,
          amount_paise: order.total_paise, status: 'captured', created_at: order.created_at,
        }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('refunds').values({
          payment_id: payment.id, order_line_id: line.id, provider_refund_id: `rfnd_b${line.id}`, amount_paise: line.line_total_paise,
          status: 'processed', created_at: order.created_at, updated_at: order.created_at,
        }).execute();
      }
    }
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function time(label: string, work: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(label.padEnd(34), percentile(times, 0.5).toFixed(1).padStart(8), percentile(times, 0.95).toFixed(1).padStart(8));
}

/** A database to seed: a file in a temporary folder, or a new database on the PostgreSQL server. */
async function throwAwayDatabase(pgUrl: string | undefined): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!pgUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-dashboard-'));
    const db = openDatabase(path.join(dir, 'bench.sqlite'));
    return { db, drop: async () => { await db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `haat_bench_dashboard_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try { await client.query(statement); } finally { await client.end(); }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  return {
    db,
    drop: async () => {
      await db.destroy();
      // A closed client's backend can outlive pool.end() by a moment; FORCE would then log its end as a pool error.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const daysAt = args.indexOf('--days');
  const spanDays = daysAt >= 0 ? Number(args[daysAt + 1]) : 180;
  const pgUrl = args.find((arg) => /^postgres(ql)?:\/\//i.test(arg));
  const { db, drop } = await throwAwayDatabase(pgUrl);
  try {
    await migrateToLatest(db);
    const fx = await insertFixture(db);
    const customer = async (storeId: number) => (await db.insertInto('customers').values({
      store_id: storeId, first_name: 'Bench', last_name: 'Shopper', email: `bench.${storeId}@example.in`, mobile: '9800000000', password_hash: '',
      email_verified_at: null, mobile_verified_at: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    const now = Date.now();
    const started = performance.now();
    await seedShop(db, fx.storeId, await customer(fx.storeId), [fx.products.anarkali, fx.products.straight], orders, spanDays, now);
    await seedShop(db, fx.otherStoreId, await customer(fx.otherStoreId), [fx.products.anarkali, fx.products.straight], otherShopOrders, spanDays, now);
    console.error(`seeded ${orders.toLocaleString('en-IN')} orders (+ ${otherShopOrders.toLocaleString('en-IN')} of another shop) over ${spanDays} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Fresh statistics, as a live database has them (autovacuum, or SQLite's optimize).
    await sql`ANALYZE`.execute(db);

    const board = await readDashboard(db, fx.storeId, new Date());
    const month = board.periods.last_30_days;
    console.log(`engine: ${pgUrl ? 'postgres' : 'sqlite'}; ${orders.toLocaleString('en-IN')} orders over ${spanDays} days; ${rounds} rounds each`);
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
