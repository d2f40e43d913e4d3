// The orders both console benchmarks seed (scripts/bench-dashboard.ts, scripts/bench-console-orders.ts):
// a throw-away database, 100,000 orders of two lines spread over a span of days with statuses as
// a real shop's are, refunds on some, and a timer printing p50/p95. Reports, never tests.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import type { OrderStatus } from '../apps/server/src/db/schema.ts';

const batch = 500;

/** How many times each case is timed. */
export const benchRounds = 40;

/** A status for an order placed `ageDays` ago: old ones are done, recent ones still moving. */
export function statusOf(i: number, ageDays: number): OrderStatus {
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

export async function seedShop(db: Db, storeId: number, customerId: number, productIds: number[], count: number, spanDays: number, now: number): Promise<void> {
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

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export async function time(label: string, work: () => Promise<unknown>, rounds = benchRounds): Promise<void> {
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
export async function throwAwayDatabase(pgUrl: string | undefined): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!pgUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-orders-'));
    const db = openDatabase(path.join(dir, 'bench.sqlite'));
    return { db, drop: async () => { await db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `haat_bench_orders_${crypto.randomBytes(4).toString('hex')}`;
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


/** One customer of the store for the seeded orders. */
export async function benchCustomer(db: Db, storeId: number): Promise<number> {
  const at = new Date().toISOString();
  return (await db.insertInto('customers').values({
    store_id: storeId, first_name: 'Bench', last_name: 'Shopper', email: `bench.${storeId}@example.in`, mobile: '9800000000', password_hash: '',
    email_verified_at: null, mobile_verified_at: null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow()).id;
}
