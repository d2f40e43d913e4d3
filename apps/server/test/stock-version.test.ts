import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '@haat/shared/api';
import type { Db } from '../src/db/database.ts';
import { writeSize } from '../src/services/console/import/apply-size.ts';
import type { ImportContext } from '../src/services/console/import/import-context.ts';
import type { ImportRow } from '../src/services/console/import/import-row.ts';
import { stockVersion, stockVersionFor } from '../src/services/catalogue/stock-version.ts';
import { giveBackStock, takeStock, type OrderStockCause } from '../src/services/orders/order-stock.ts';
import { apiSuite } from './support/api-app.ts';
import { signedInStaff, type SignedInStaff } from './support/console.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { fixtureDatabase, insertFixture, type Fixture } from './support/fixture.ts';
import { orderHelpers } from './support/orders.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

// Browsing keeps stock and its answers while the store's stock version stays (decision 036), so
// every way stock changes must move it, in the same transaction. The database moves it (a trigger
// on product_sizes, migration 0015); these are the ways the shop changes stock.
describeEachEngine('the store\'s stock version', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  let owner: SignedInStaff;
  beforeAll(async () => { owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner'); });

  const db = (): Db => suite.test.db;
  const version = () => stockVersion(db(), suite.fx.storeId);
  const sareeSize = () => db().selectFrom('product_sizes').select(['id', 'stock']).where('product_id', '=', suite.fx.products.saree).orderBy('id').executeTakeFirstOrThrow();
  /** The version moves when `change` runs, and not for the other store. */
  async function expectMoves(change: () => Promise<unknown>) {
    const [before, otherBefore] = [await version(), await stockVersion(db(), suite.fx.otherStoreId)];
    await change();
    expect(await version()).toBeGreaterThan(before);
    expect(await stockVersion(db(), suite.fx.otherStoreId)).toBe(otherBefore);
  }
  const cause = (reason: OrderStockCause['reason']): OrderStockCause => ({ orderId: 0, reason, at: new Date() });

  it('moves when a shopper\'s order takes stock', async () => {
    await h.setStock(suite.fx.products.saree, 'Free Size', 9);
    const me = await h.shopper();
    await expectMoves(async () => {
      const placed = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.saree, quantity: 1 }] });
      expect(placed.status).toBe(200);
    });
  });

  it('moves when stock is taken or given back for any reason (order, cancellation, expiry, decline, RTO, a seller\'s line cancel)', async () => {
    const size = await sareeSize();
    await expectMoves(() => db().transaction().execute((trx) => takeStock(trx, [{ sizeId: size.id, units: 1 }], cause('order'))));
    // Cancellations by the shopper and the seller (a line or a whole order), unpaid orders' expiry,
    // a gateway's decline and an RTO all give stock back through giveBackStock.
    for (const reason of ['cancel', 'expired', 'declined', 'rto'] as const) {
      await expectMoves(() => db().transaction().execute((trx) => giveBackStock(trx, [{ sizeId: size.id, units: 1 }], cause(reason))));
    }
  });

  it('moves when staff adjust stock, add a size or remove one in the console', async () => {
    const size = await sareeSize();
    await expectMoves(() => owner.client.stockAdjust(suite.fx.products.saree, size.id, { delta: 2, reason: 'restock' }));
    const added = await owner.client.sizeCreate(suite.fx.products.tiffin, { label: '5 L', stock: 3 });
    await expectMoves(() => owner.client.sizeRemove(suite.fx.products.tiffin, added.id));
  });

  it('moves when an import writes a size\'s stock or adds a size', async () => {
    const context: ImportContext = { actor: { storeId: suite.fx.storeId, staffId: null, jobId: 0 }, categories: new Map(), images: undefined as never, now: () => new Date() };
    const row = (label: string, stock: number) => ({ size: { label, sku: null, stock } }) as unknown as ImportRow;
    const size = await sareeSize();
    await expectMoves(() => db().transaction().execute((trx) => writeSize(trx, context, suite.fx.products.saree, row('Free Size', size.stock + 4), true)));
    await expectMoves(() => db().transaction().execute((trx) => writeSize(trx, context, suite.fx.products.saree, row('Blouse piece', 2), true)));
  });

  it('moves with the transaction that changes stock: not when it rolls back', async () => {
    const size = await sareeSize();
    const before = await version();
    await expect(db().transaction().execute(async (trx) => {
      await takeStock(trx, [{ sizeId: size.id, units: 1 }], cause('order'));
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
    expect((await sareeSize()).stock).toBe(size.stock);
  });

  it('moves with a statement written by hand, as another tool would write it', async () => {
    await expectMoves(() => db().updateTable('product_sizes').set({ stock: 1 }).where('product_id', '=', suite.fx.products.saree).execute());
  });
});

// A request may share the stock version another request asked for after it had arrived, as if it
// had asked then itself (decision 064); never one asked before it arrived.
describeEachEngine('the stock version shared by requests under way', (engine) => {
  const suite = fixtureDatabase(engine);
  const sell = () => suite.test.db.updateTable('product_sizes').set((eb) => ({ stock: eb('stock', '-', 1) })).where('product_id', '=', suite.fx.products.saree).execute();

  it('serves a request that arrived before the last ask with that ask, and asks again for one that arrived after it', async () => {
    const arrived = performance.now();
    const first = await stockVersionFor(suite.test.db, suite.fx.storeId, arrived);
    // A sale commits; a request that had arrived before the ask above may be answered as of it.
    await sell();
    expect(await stockVersionFor(suite.test.db, suite.fx.storeId, arrived)).toBe(first);
    // A request that arrives after the sale sees it, whichever process made it.
    const after = await stockVersionFor(suite.test.db, suite.fx.storeId, performance.now());
    expect(after).toBeGreaterThan(first);
    expect(after).toBe(await stockVersion(suite.test.db, suite.fx.storeId));
    // Without a moment of arrival (a page's own calls) it is always asked afresh.
    await sell();
    expect(await stockVersionFor(suite.test.db, suite.fx.storeId)).toBeGreaterThan(after);
  });

  it('keeps each store\'s apart', async () => {
    const arrived = performance.now();
    const ours = await stockVersionFor(suite.test.db, suite.fx.storeId, arrived);
    const theirs = await stockVersionFor(suite.test.db, suite.fx.otherStoreId, arrived);
    expect(await stockVersionFor(suite.test.db, suite.fx.otherStoreId, arrived)).toBe(theirs);
    expect(await stockVersionFor(suite.test.db, suite.fx.storeId, arrived)).toBe(ours);
    expect(theirs).toBe(await stockVersion(suite.test.db, suite.fx.otherStoreId));
  });
});

// A second server process keeps its own stock and answers; a sale made through another process
// shows on its very next request, as it did when every request read stock (decision 015).
describeEachEngine('stock seen by a second server process', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let b: ServerProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-stock-'));

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    b = await startServerProcess(test.url, dataDir);
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(b);
    await test?.drop();
  });

  const post = async (pathname: string, body: unknown) =>
    (await fetch(`${b.origin}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify(body) })).json();
  /** The saree's stock on its page and in its category's listing, as B answers them now. */
  async function sareeStockSeenByB() {
    const [page, listing] = await Promise.all([
      post(apiPaths.singleProduct, { search: 'banarasi-silk-saree-c3' }),
      post(apiPaths.productFilters, { type: 'cat', subcat_id: fx.categories.sarees }),
    ]);
    const stock = (p: { sizes: Array<{ Stock: number }> } | undefined) => p?.sizes.map((s) => s.Stock);
    return { page: stock(page[0]), listing: stock(listing.find((p: { id: number }) => p.id === fx.products.saree)) };
  }

  it('B shows a sale, a cancellation and a hand edit made elsewhere on its next request', async () => {
    expect(await sareeStockSeenByB()).toEqual({ page: [7], listing: [7] });
    expect(await sareeStockSeenByB()).toEqual({ page: [7], listing: [7] });
    const size = await test.db.selectFrom('product_sizes').select('id').where('product_id', '=', fx.products.saree).executeTakeFirstOrThrow();
    const at = new Date();
    await test.db.transaction().execute((trx) => takeStock(trx, [{ sizeId: size.id, units: 3 }], { orderId: 0, reason: 'order', at }));
    expect(await sareeStockSeenByB()).toEqual({ page: [4], listing: [4] });
    await test.db.transaction().execute((trx) => giveBackStock(trx, [{ sizeId: size.id, units: 1 }], { orderId: 0, reason: 'cancel', at }));
    expect(await sareeStockSeenByB()).toEqual({ page: [5], listing: [5] });
    await test.db.updateTable('product_sizes').set({ stock: 0 }).where('id', '=', size.id).execute();
    expect(await sareeStockSeenByB()).toEqual({ page: [0], listing: [0] });
  });

  // Requests under way at once share one read of the stock version taken after they arrived
  // (decision 064): with sixteen at a time on B, none sent after a sale elsewhere may miss it.
  it('under a burst of requests, every one sent after a sale made elsewhere shows it', async () => {
    const size = await test.db.selectFrom('product_sizes').select('id').where('product_id', '=', fx.products.saree).executeTakeFirstOrThrow();
    let committed = 60;
    await test.db.updateTable('product_sizes').set({ stock: committed }).where('id', '=', size.id).execute();
    const seen: Array<{ known: number; stock: number }> = [];
    const sales = { going: true };
    const asker = async (i: number) => {
      while (sales.going) {
        // The stock as of the last sale known to have committed before this request is sent.
        const known = committed;
        const answer = i % 2 === 0
          ? (await post(apiPaths.singleProduct, { search: 'banarasi-silk-saree-c3' }))[0]
          : (await post(apiPaths.productFilters, { type: 'cat', subcat_id: fx.categories.sarees })).find((p: { id: number }) => p.id === fx.products.saree);
        seen.push({ known, stock: (answer as { sizes: Array<{ Stock: number }> }).sizes[0]!.Stock });
      }
    };
    const askers = Array.from({ length: 16 }, (_, i) => asker(i));
    for (let sale = 0; sale < 30; sale++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await test.db.transaction().execute((trx) => takeStock(trx, [{ sizeId: size.id, units: 1 }], { orderId: 0, reason: 'order', at: new Date() }));
      committed -= 1;
    }
    sales.going = false;
    await Promise.all(askers);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter((s) => s.stock > s.known)).toEqual([]);
    expect(await sareeStockSeenByB()).toEqual({ page: [30], listing: [30] });
  });
});
