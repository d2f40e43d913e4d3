import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createConsoleApi, type ConsoleApi } from '@haat/shared/console-api';
import { openStaffSession } from '../../src/auth/staff-sessions.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../support/engines.ts';
import { insertFixture, type Fixture } from '../support/fixture.ts';
import { insertOrderRow } from '../support/order-rows.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process.ts';
import { insertStaff } from './console-support.ts';

// The console's counters and money under requests that arrive together at two server processes
// on one database: invoice numbers, the refund of a declined order, the stock a cancelled item
// gives back. Each rule is a conditional write or an atomic counter in the database, so the
// processes need not know of each other; these tests prove it with real processes.

describeEachEngine('console orders from two server processes at once', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  let consoles: ConsoleApi[] = [];

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-console-race-'));
    servers.push(...await Promise.all([startServerProcess(test.url, dataDir), startServerProcess(test.url, dataDir)]));
    const owner = await insertStaff(test.db, fx.storeId, 'owner');
    const { token } = await openStaffSession(test.db, owner.id, fx.storeId, new Date());
    // The fixture's shop answers at localhost; each process is asked as that host.
    consoles = servers.map((server) => createConsoleApi({ baseUrl: server.origin, headers: { host: 'localhost', authorization: `Bearer ${token}` } }));
    await consoles[0]!.storeLegalUpdate({
      legal_name: 'Rangrez Textiles Private Limited', gstin: '36AABCR1234F1ZT', legal_address: '8-2-293 Road No. 12, Banjara Hills, Hyderabad 500034',
      legal_state: 'Telangana', grievance_name: 'Meera Sharma', grievance_email: 'grievance@rangrez.test',
    });
    await test.db.updateTable('products').set({ hsn_code: '6204', gst_rate_bp: 500 }).where('store_id', '=', fx.storeId).execute();
  }, 200_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServerProcess));
    await test?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('numbers 30 invoices asked for at once, half at each process, once each and without a gap', async () => {
    const orders = await Promise.all(Array.from({ length: 30 }, () => insertOrderRow(test.db, { storeId: fx.storeId, status: 'confirmed', productIds: [fx.products.anarkali] })));
    const answers = await Promise.all(orders.map(({ orderId }, i) => consoles[i % 2]!.invoicePdf(orderId)));
    expect(answers.every((answer) => answer.headers.get('content-type') === 'application/pdf')).toBe(true);
    const numbers = (await test.db.selectFrom('orders').select('invoice_number').where('id', 'in', orders.map((o) => o.orderId)).execute())
      .map((row) => Number(row.invoice_number!.split('/')[1]));
    expect(numbers.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => numbers.reduce((a, b) => Math.min(a, b)) + i));
  });

  it('declines a paid order once and refunds it once when both processes are asked six times together', async () => {
    const { orderId } = await insertOrderRow(test.db, { storeId: fx.storeId, paymentMode: 'ONLINE', productIds: [fx.products.anarkali, fx.products.straight] });
    const order = await test.db.selectFrom('orders').select(['total_paise', 'created_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    // What the sandbox gateway would hold after the shopper paid: its order and the captured payment.
    await test.db.insertInto('sandbox_gateway_orders').values({ id: `order_race_${orderId}`, amount_paise: order.total_paise, currency: 'INR', receipt: String(orderId), status: 'paid', created_at: order.created_at }).execute();
    await test.db.insertInto('sandbox_gateway_payments').values({ id: `pay_race_${orderId}`, order_id: `order_race_${orderId}`, amount_paise: order.total_paise, status: 'captured', created_at: order.created_at }).execute();
    await test.db.insertInto('payments').values({
      order_id: orderId, provider: 'sandbox', provider_order_id: `order_race_${orderId}`, provider_payment_id: `pay_race_${orderId}`,
      amount_paise: order.total_paise, status: 'captured', created_at: order.created_at,
    }).execute();
    const stockBefore = await test.db.selectFrom('product_sizes').select(['id', 'stock']).where('product_id', 'in', [fx.products.anarkali, fx.products.straight]).execute();

    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => consoles[i % 2]!.orderMove(orderId, { status: 'declined', reason: 'Cannot ship to this PIN code' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refunds = await test.db.selectFrom('refunds').innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select(['refunds.amount_paise', 'refunds.status']).where('payments.order_id', '=', orderId).execute();
    expect(refunds.reduce((sum, r) => sum + r.amount_paise, 0)).toBe(order.total_paise);
    expect(refunds.every((r) => r.status === 'processed')).toBe(true);
    const provider = await test.db.selectFrom('sandbox_gateway_payments').select('refunded_paise').where('id', '=', `pay_race_${orderId}`).executeTakeFirstOrThrow();
    expect(provider.refunded_paise).toBe(order.total_paise);
    // Each line's size got its one unit back, once.
    const stockAfter = await test.db.selectFrom('product_sizes').select(['id', 'stock']).where('id', 'in', stockBefore.map((s) => s.id)).execute();
    const moved = stockAfter.map((size) => size.stock - stockBefore.find((s) => s.id === size.id)!.stock).reduce((a, b) => a + b, 0);
    expect(moved).toBe(2);
  });

  it('gives a cancelled item’s stock back once when the seller cancels it from both processes together', async () => {
    const { orderId, lineIds } = await insertOrderRow(test.db, { storeId: fx.storeId, units: 3, productIds: [fx.products.saree, fx.products.tiffin] });
    const [line] = await test.db.selectFrom('order_lines').select(['size_id']).where('id', '=', lineIds[0]!).execute();
    const before = (await test.db.selectFrom('product_sizes').select('stock').where('id', '=', line!.size_id!).executeTakeFirstOrThrow()).stock;
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => consoles[i % 2]!.orderLineCancel(orderId, lineIds[0]!, { reason: 'Out of stock at the supplier' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await test.db.selectFrom('product_sizes').select('stock').where('id', '=', line!.size_id!).executeTakeFirstOrThrow()).stock).toBe(before + 3);
    const movements = await test.db.selectFrom('stock_movements').select('delta').where('order_id', '=', orderId).execute();
    expect(movements).toEqual([{ delta: 3 }]);
  });
});
