// Placing cash-on-delivery orders at 50 connections (issue 17: "orders p99 ≤ 200 ms"), for
// `npm run bench` and scripts/bench-place-order-compare.ts. A report, never a test. Each run
// copies a small catalogue, gives it 50 signed-in shoppers with an address and plenty of stock,
// serves it from a tree's own bench server, and sends every order with its own captcha and
// Idempotency-Key, as a shopper's browser does, so every 2xx answer is a new order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../packages/shared/src/api/paths.ts';
import { openSession } from '../apps/server/src/auth/sessions.ts';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { issueCodCaptcha } from '../apps/server/src/services/orders/cod-captcha.ts';
import { benchUploadsDir, prepareCatalogue } from './bench-catalogue.ts';
import { processCpuMs } from './bench-cpu.ts';
import type { BenchServer } from './bench-child.ts';
import { runLoad, type BenchRequest, type LoadResult } from './bench-load.ts';
import type { TargetResult } from './bench-report.ts';

/** The bench server's SESSION_SECRET, so the captchas issued here are the server's own. */
const sessionSecret = 'bench-place-order-session-secret-0123456789';
const shopperCount = 50;
/** Far above what two shared cores place (about 800 a second): requests are made for this rate. */
const ordersPerSecondAtMost = 2000;
/** Captchas written per transaction while preparing, so a sender's claim never waits long for the lock. */
const preparedPerTransaction = 500;

interface Shopper { token: string; sessionId: number; addressId: number }
interface Goods { productId: number; size: string }

export interface PlaceOrderResult extends LoadResult {
  /** Orders this run placed, and orders (of every run so far) with no mail file 30 s after the run. */
  orders: number;
  unmailed: number;
  /**
   * The server's CPU time (all its threads) from the start of the run until its mails were
   * written, per order: the work an order costs, which the machine's other load hardly changes.
   */
  cpuMsPerOrder: number;
}

export interface PlaceOrderSettings {
  /** The checkout whose scripts/bench-child.ts serves the orders (this one, or a revision's worktree). */
  treeDir: string;
  /** A catalogue made by scripts/bench-catalogue.ts; copied, never changed. */
  catalogueFile: string;
  uploadsDir: string;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  progress: (message: string) => void;
}

/** Starts a tree's bench server on a copy of the catalogue with shoppers in it; `run` loads it. */
export async function startOrderBench(settings: PlaceOrderSettings): Promise<{ run(): Promise<PlaceOrderResult>; stop(): Promise<void> }> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-orders-'));
  const databasePath = path.join(work, 'shop.sqlite');
  fs.copyFileSync(settings.catalogueFile, databasePath);
  const db = openDatabase(databasePath);
  const { shoppers, goods } = await prepareShoppers(db);
  const mailDir = path.join(work, 'outbox');
  Object.assign(process.env, { SESSION_SECRET: sessionSecret, MAIL_OUTBOX_DIR: mailDir });
  const child = await import(path.join(settings.treeDir, 'scripts/bench-child.ts')) as typeof import('./bench-child.ts');
  let server: BenchServer | undefined;
  try {
    server = await child.startBenchServer(databasePath, settings.uploadsDir);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const started = server;
  let round = 0;
  const ordersAtStart = await countOrders(db);
  /** Waits until every order has its mail file (30 s at most); answers how many have none. */
  const unmailed = async () => {
    const orders = (await countOrders(db)) - ordersAtStart;
    return orders - await waitForMails(mailDir, orders);
  };
  return {
    async run() {
      round += 1;
      // Made before any load, so making them never holds the write lock while orders wait; more
      // than this machine places, so no request is sent twice (a repeated key answers its order again).
      const warmup = await orderRequests(db, shoppers, goods, `w${round}`, settings.warmupSeconds * ordersPerSecondAtMost);
      const requests = await orderRequests(db, shoppers, goods, `m${round}`, settings.seconds * ordersPerSecondAtMost);
      await runLoad(started.origin, warmup, settings.warmupSeconds, settings.connections);
      await settledOrders(db);
      await unmailed();
      const ordersBefore = await countOrders(db);
      const cpuBefore = processCpuMs(started.pid);
      const result = await runLoad(started.origin, requests, settings.seconds, settings.connections);
      if (!started.alive()) throw new Error('The bench server exited while orders were placed');
      const orders = (await settledOrders(db)) - ordersBefore;
      const missing = await unmailed();
      const cpuMsPerOrder = (processCpuMs(started.pid) - cpuBefore) / orders;
      settings.progress(`  placed ${orders} orders (${result.ok} answered 2xx), ${missing} orders without their mail, ${cpuMsPerOrder.toFixed(2)} ms of server CPU each`);
      return { ...result, orders, unmailed: missing, cpuMsPerOrder };
    },
    async stop() {
      await started.stop();
      await db.destroy();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** 50 shoppers of the default store with a session and an address, and 20 products with stock that cannot run out. */
async function prepareShoppers(db: Db): Promise<{ shoppers: Shopper[]; goods: Goods[] }> {
  const store = await db.selectFrom('stores').select('id').where('is_default', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const sizes = await db.selectFrom('product_sizes').innerJoin('products', 'products.id', 'product_sizes.product_id')
    .select(['product_sizes.id', 'product_sizes.product_id', 'product_sizes.label'])
    .where('products.store_id', '=', store.id).orderBy('products.discount_price').orderBy('product_sizes.id').limit(20).execute();
  await db.updateTable('product_sizes').set({ stock: 1_000_000 }).where('id', 'in', sizes.map((s) => s.id)).execute();
  const at = new Date().toISOString();
  const shoppers: Shopper[] = [];
  for (let i = 0; i < shopperCount; i++) {
    const customer = await db.insertInto('customers').values({
      store_id: store.id, first_name: `Bench${i}`, last_name: 'Shopper', email: `bench.shopper.${i}@example.in`, mobile: `98765${String(i).padStart(5, '0')}`,
      password_hash: 'not-used', email_verified_at: at, mobile_verified_at: at, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    const { token } = await openSession(db, customer.id, new Date());
    const session = await db.selectFrom('customer_sessions').select('id').where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
    const address = await db.insertInto('addresses').values({
      store_id: store.id, customer_id: customer.id, first_name: `Bench${i}`, email: `bench.shopper.${i}@example.in`, mobile: `98765${String(i).padStart(5, '0')}`,
      address1: '14 Lake View Road', address2: 'Banjara Hills', city: 'Hyderabad', state: 'Telangana', pincode: '500034', created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    shoppers.push({ token, sessionId: session.id, addressId: address.id });
  }
  return { shoppers, goods: sizes.map((s) => ({ productId: s.product_id, size: s.label })) };
}

/** `count` orders, each with a captcha of its own issued to its shopper's session and a key of its own. */
async function orderRequests(db: Db, shoppers: Shopper[], goods: Goods[], tag: string, count: number): Promise<BenchRequest[]> {
  const now = new Date();
  const requests: BenchRequest[] = [];
  for (let start = 0; start < count; start += preparedPerTransaction) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(count, start + preparedPerTransaction); i++) requests.push(await orderRequest(trx, shoppers, goods, tag, i, now));
    });
  }
  return requests;
}

async function orderRequest(trx: Db, shoppers: Shopper[], goods: Goods[], tag: string, i: number, now: Date): Promise<BenchRequest> {
  const shopper = shoppers[i % shoppers.length]!;
  const item = goods[i % goods.length]!;
  const { captchaId, code } = await issueCodCaptcha(trx, sessionSecret, shopper.sessionId, now);
  return {
    method: 'POST',
    path: apiPaths.placeOrder,
    body: JSON.stringify({ addressid: shopper.addressId, coupan_Code: '', paymentmode: 'COD', orders: [{ asinid: item.productId, quantity: 1, size: item.size }], captcha_id: captchaId, captcha_code: code }),
    headers: { authorization: `Bearer ${shopper.token}`, 'idempotency-key': `bench-${tag}-${String(i).padStart(6, '0')}` },
  };
}

/** The orders once the requests still in flight when the load stopped have ended (no new order for 300 ms). */
async function settledOrders(db: Db): Promise<number> {
  for (let last = -1; ;) {
    const now = await countOrders(db);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function countOrders(db: Db): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The mail files (one .json per mail) once there are `expected`, or whatever there is after 30 s. */
async function waitForMails(dir: string, expected: number): Promise<number> {
  const count = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).length : 0);
  for (const deadline = Date.now() + 30_000; count() < expected && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 200));
  return count();
}

/** `npm run bench`'s order target: this tree, a 250-product catalogue, 50 connections. */
export async function benchPlaceOrders(seconds: number, warmupSeconds: number, progress: (message: string) => void): Promise<TargetResult> {
  const catalogue = await prepareCatalogue(250, progress);
  progress(`  placing COD orders: warm-up ${warmupSeconds} s, then ${seconds} s at 50 connections…`);
  const bench = await startOrderBench({
    treeDir: path.resolve(import.meta.dirname, '..'), catalogueFile: catalogue.databasePath, uploadsDir: benchUploadsDir, seconds, warmupSeconds, connections: 50, progress,
  });
  try {
    return { id: 'placeOrder', label: 'POST insert_Customer_Order (COD, 50 connections)', ...(await bench.run()) };
  } finally {
    await bench.stop();
  }
}
