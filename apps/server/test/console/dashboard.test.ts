import { beforeAll, expect, it } from 'vitest';
import { ConsoleApiError, type DashboardReply } from '@haat/shared/console-api';
import type { Db } from '../../src/db/database.ts';
import type { OrderStatus, PaymentMode } from '../../src/db/schema.ts';
import { insertCustomer } from '../support/accounts.ts';
import { apiFor, apiSuite, type TestApi } from '../support/api-app.ts';
import { signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { insertOrderRow } from '../support/order-rows.ts';
import { orderHelpers } from '../support/orders.ts';

// The dashboard's figures against a fixture computed by hand. The clock stands at noon IST on
// 15 March 2026 (06:30 UTC): today began at 2026-03-14T18:30Z, the 7 days at 2026-03-08T18:30Z
// (9 March IST) and the 30 days at 2026-02-13T18:30Z (14 February IST). Orders sit on each
// side of those midnights, a millisecond apart.
const noonIst = new Date('2026-03-15T06:30:00.000Z');

describeEachEngine('console dashboard', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  let api: TestApi;
  let manager: SignedInStaff;
  const ids: Record<string, number> = {};

  /** One fixture order: `lines` prices in rupees, one line each (the fixture's products in turn). */
  async function order(db: Db, name: string, storeId: number, customerId: number, at: string, status: OrderStatus, paymentMode: PaymentMode, lines: number[]) {
    const products = Object.values(suite.fx.products);
    const made = await insertOrderRow(db, { storeId, customerId, status, paymentMode, createdAt: at, shipName: name, productIds: products.slice(0, lines.length) });
    let subtotal = 0;
    for (const [i, rupees] of lines.entries()) {
      subtotal += rupees * 100;
      await db.updateTable('order_lines').set({ unit_price_paise: rupees * 100, line_total_paise: rupees * 100 }).where('id', '=', made.lineIds[i]!).execute();
    }
    await db.updateTable('orders').set({ subtotal_paise: subtotal, total_paise: subtotal }).where('id', '=', made.orderId).execute();
    ids[name] = made.orderId;
    return made;
  }

  /** A line of a paid online order cancelled, with its refund in `status`. */
  async function refunded(db: Db, orderId: number, lineId: number, rupees: number, status: 'pending' | 'processed' | 'failed', at: string) {
    const { total_paise: total } = await db.selectFrom('orders').select('total_paise').where('id', '=', orderId).executeTakeFirstOrThrow();
    const payment = await db.insertInto('payments').values({
      order_id: orderId, provider: 'sandbox', provider_order_id: `order_dash_${orderId}`, provider_payment_id: `pay_dash_${orderId}`,
      amount_paise: total, status: 'captured', created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('refunds').values({
      payment_id: payment.id, order_line_id: lineId, provider_refund_id: status === 'processed' ? `rfnd_${lineId}` : null,
      amount_paise: rupees * 100, status, created_at: at, updated_at: at,
    }).execute();
    await db.updateTable('order_lines').set({ status: status === 'processed' ? 'refunded' : 'cancelled', cancel_reason: 'Out of stock', cancelled_at: at }).where('id', '=', lineId).execute();
  }

  beforeAll(async () => {
    const { db } = suite.test;
    const { storeId, otherStoreId } = suite.fx;
    api = apiFor(db, 'localhost', { now: () => new Date(noonIst), advance: () => {} });
    manager = await signedInStaff(api, db, storeId, 'manager');
    const shopper = (await insertCustomer(db, storeId)).id;

    // Older than 30 days: still to accept (counted), but no sale of the period.
    await order(db, 'Old placed', storeId, shopper, '2026-01-20T10:00:00.000Z', 'placed', 'COD', [300]);
    // A return to origin before the 30 days (not a return of the period) and one within them.
    const oldReturn = await order(db, 'Old return', storeId, shopper, '2026-02-01T10:00:00.000Z', 'rto', 'ONLINE', [900]);
    await db.updateTable('orders').set({ updated_at: '2026-02-10T10:00:00.000Z' }).where('id', '=', oldReturn.orderId).execute();
    // The 30 days' first millisecond, and the one before it.
    await order(db, 'Before 30 days', storeId, shopper, '2026-02-13T18:29:59.999Z', 'delivered', 'COD', [10_000]);
    await order(db, 'First of 30 days', storeId, shopper, '2026-02-13T18:30:00.000Z', 'delivered', 'COD', [500]);
    // The 7 days' first millisecond, and the one before it.
    await order(db, 'Before 7 days', storeId, shopper, '2026-03-08T18:29:59.999Z', 'out_for_delivery', 'ONLINE', [4000]);
    await order(db, 'First of 7 days', storeId, shopper, '2026-03-08T18:30:00.000Z', 'shipped', 'COD', [3000]);
    // Not sales: declined, and returned to origin (updated within the 30 days: a return).
    await order(db, 'Declined', storeId, shopper, '2026-03-10T09:00:00.000Z', 'declined', 'COD', [1500]);
    const returned = await order(db, 'Returned', storeId, shopper, '2026-03-10T09:30:00.000Z', 'rto', 'ONLINE', [2200]);
    await db.updateTable('orders').set({ updated_at: '2026-03-12T08:00:00.000Z' }).where('id', '=', returned.orderId).execute();
    // Yesterday's last millisecond, and today's first.
    await order(db, 'Yesterday', storeId, shopper, '2026-03-14T18:29:59.999Z', 'delivered', 'ONLINE', [2500]);
    await order(db, 'Midnight', storeId, shopper, '2026-03-14T18:30:00.000Z', 'placed', 'COD', [1000]);

    // The other store's orders, today and within 7 days: never counted here.
    const otherShopper = (await insertCustomer(db, otherStoreId)).id;
    await order(db, 'Other store today', otherStoreId, otherShopper, '2026-03-15T02:00:00.000Z', 'placed', 'COD', [50_000]);
    await order(db, 'Other store week', otherStoreId, otherShopper, '2026-03-11T02:00:00.000Z', 'delivered', 'ONLINE', [70_000]);

    // Today: an online order with a refunded line (₹1,200 of ₹2,400 back).
    const refundedOrder = await order(db, 'Refunded line', storeId, shopper, '2026-03-15T01:00:00.000Z', 'confirmed', 'ONLINE', [1200, 1200]);
    await refunded(db, refundedOrder.orderId, refundedOrder.lineIds[1]!, 1200, 'processed', '2026-03-15T03:00:00.000Z');
    // A COD order with a cancelled line whose ₹40 delivery goes with it: ₹1,640 less ₹840.
    const codCancel = await order(db, 'COD line cancelled', storeId, shopper, '2026-03-15T02:00:00.000Z', 'packed', 'COD', [800, 800]);
    await db.updateTable('order_lines').set({ delivery_paise: 4000, status: 'cancelled', cancel_reason: 'Damaged' }).where('id', '=', codCancel.lineIds[1]!).execute();
    await db.updateTable('orders').set({ shipping_paise: 4000, total_paise: 164_000 }).where('id', '=', codCancel.orderId).execute();
    // A refund that failed takes nothing off; a pending one of ₹250 (the seller's smaller refund) does.
    const failed = await order(db, 'Refund failed', storeId, shopper, '2026-03-15T03:00:00.000Z', 'placed', 'ONLINE', [600, 600]);
    await refunded(db, failed.orderId, failed.lineIds[0]!, 600, 'failed', '2026-03-15T04:00:00.000Z');
    const pending = await order(db, 'Refund pending', storeId, shopper, '2026-03-15T04:00:00.000Z', 'placed', 'ONLINE', [600, 600]);
    await refunded(db, pending.orderId, pending.lineIds[0]!, 250, 'pending', '2026-03-15T05:00:00.000Z');
    // Not sales: waiting for payment, cancelled by the shopper.
    await order(db, 'Awaiting payment', storeId, shopper, '2026-03-15T05:00:00.000Z', 'pending_payment', 'ONLINE', [9000]);
    await order(db, 'Cancelled', storeId, shopper, '2026-03-15T06:00:00.000Z', 'cancelled', 'COD', [700]);
  });

  it('sums orders, revenue less refunds and cancelled COD items, average order value and COD share by Indian day', async () => {
    const board = await manager.client.dashboard();
    expect([board.as_of, board.today]).toEqual(['2026-03-15T06:30:00.000Z', '2026-03-15']);
    // Today: Midnight ₹1,000 (COD) + Refunded line ₹1,200 + COD line cancelled ₹800 (COD) + Refund failed ₹1,200 + Refund pending ₹950.
    // 7 days: today + Yesterday ₹2,500 + First of 7 days ₹3,000 (COD): ₹10,650 over 7 orders, 3 COD.
    // 30 days: + Before 7 days ₹4,000 + First of 30 days ₹500 (COD): ₹15,150 over 9 orders, 4 COD.
    expect(board.periods).toEqual({
      today: { from: '2026-03-15', orders: 5, revenue: 5150, average_order_value: 1030, cod_orders: 2, cod_share: 40 },
      last_7_days: { from: '2026-03-09', orders: 7, revenue: 10_650, average_order_value: 1521.43, cod_orders: 3, cod_share: 42.9 },
      last_30_days: { from: '2026-02-14', orders: 9, revenue: 15_150, average_order_value: 1683.33, cod_orders: 4, cod_share: 44.4 },
    });
  });

  it('gives 30 Indian days of revenue and orders, zero-filled, today last', async () => {
    const { daily } = await manager.client.dashboard();
    expect(daily).toHaveLength(30);
    expect([daily[0]!.day, daily[29]!.day]).toEqual(['2026-02-14', '2026-03-15']);
    expect(daily.filter((d) => d.orders > 0 || d.revenue > 0)).toEqual([
      { day: '2026-02-14', orders: 1, revenue: 500 },
      { day: '2026-03-08', orders: 1, revenue: 4000 },
      { day: '2026-03-09', orders: 1, revenue: 3000 },
      { day: '2026-03-14', orders: 1, revenue: 2500 },
      { day: '2026-03-15', orders: 5, revenue: 5150 },
    ]);
    // Every day once, in order (February 2026 has 28 days).
    expect(daily.slice(13, 17).map((d) => d.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(new Set(daily.map((d) => d.day)).size).toBe(30);
  });

  it('counts the orders to act on, returns of the last 30 days, low stock and the newest orders', async () => {
    const board = await manager.client.dashboard();
    // To accept: Old placed, Midnight, Refund failed, Refund pending. To pack: Refunded line. To ship: COD line cancelled.
    expect(board.to_act_on).toEqual({ to_accept: 4, to_pack: 1, to_ship: 1, returns: 1 });
    // The fixture's catalogue: sizes at or under 5, emptiest first, then by size id.
    expect(board.low_stock.threshold).toBe(5);
    expect(board.low_stock.items.map((s) => [s.product_name, s.label, s.stock])).toEqual([
      ['Cotton Anarkali Kurta', 'M', 0], ['Rayon Straight Kurta', 'M', 0], ['Steel Tiffin Box 3 Tier', '1 L', 0], ['HOLI T-SHIRT', 'M', 0], ['Cotton Anarkali Kurta', 'L', 3],
    ]);
    expect(board.low_stock.more).toBe(true);
    expect(board.last_orders.map((o) => o.ship_name)).toEqual([
      'Cancelled', 'Awaiting payment', 'Refund pending', 'Refund failed', 'COD line cancelled', 'Refunded line', 'Midnight', 'Yesterday',
    ]);
    expect(board.last_orders[4]).toEqual({
      id: ids['COD line cancelled'], ship_name: 'COD line cancelled', total: 1640, status: 'packed', payment_mode: 'COD', paid: false, created_at: '2026-03-15T02:00:00.000Z',
    });
    expect(board.last_orders[1]).toMatchObject({ status: 'pending_payment', payment_mode: 'ONLINE', total: 9000 });
  });

  it('shows the other store only its own orders', async () => {
    const otherOwner = await signedInStaff(api, suite.test.db, suite.fx.otherStoreId, 'owner', 'other.example');
    const board = await otherOwner.client.dashboard();
    expect(board.periods.today).toEqual({ from: '2026-03-15', orders: 1, revenue: 50_000, average_order_value: 50_000, cod_orders: 1, cod_share: 100 });
    expect(board.periods.last_7_days).toMatchObject({ orders: 2, revenue: 120_000, cod_share: 50 });
    expect(board.to_act_on).toEqual({ to_accept: 1, to_pack: 0, to_ship: 0, returns: 0 });
    expect(board.last_orders.map((o) => o.ship_name)).toEqual(['Other store week', 'Other store today']);
  });

  it('is for owners and managers: a packer is refused', async () => {
    const packer = await signedInStaff(api, suite.test.db, suite.fx.storeId, 'packer');
    const error = await packer.client.dashboard().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect((error as ConsoleApiError).status).toBe(403);
  });

  it('follows real orders: a paid order with a line refunded through the console, a COD order with a line cancelled', async () => {
    // On the real clock, as the difference the two orders make.
    const owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    const before = await owner.client.dashboard();
    const me = await h.shopper();
    const online = await h.paidOnlineOrder(me, 'dashboard-online-01');
    await owner.client.orderLineCancel(online.order_id, online.lines[1]!.id, { reason: 'The size ran out at the supplier' });
    await h.setStock(suite.fx.products.saree, 'Free Size', 5);
    const cod = await me.client.placeOrder({
      addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: suite.fx.products.saree, quantity: 1 }, { asinid: suite.fx.products.anarkali, quantity: 1, size: 'S' }],
    }, 'dashboard-cod-01');
    const codLines = await h.linesOf(cod.order_id);
    await owner.client.orderLineCancel(cod.order_id, codLines[1]!.id, { reason: 'The kurta is damaged' });
    const after = await owner.client.dashboard();

    const db = suite.test.db;
    const orders = await db.selectFrom('orders').select(['id', 'total_paise']).where('id', 'in', [online.order_id, cod.order_id]).orderBy('id').execute();
    const refund = await db.selectFrom('refunds').select('amount_paise').where('order_line_id', '=', online.lines[1]!.id).executeTakeFirstOrThrow();
    const cancelledCod = codLines[1]!.line_total_paise + codLines[1]!.delivery_paise;
    expect(refund.amount_paise).toBeGreaterThan(0);
    const revenuePaise = orders[0]!.total_paise - refund.amount_paise + orders[1]!.total_paise - cancelledCod;
    const today = (board: DashboardReply) => board.periods.today;
    expect(today(after).orders - today(before).orders).toBe(2);
    expect(today(after).cod_orders - today(before).cod_orders).toBe(1);
    expect(Math.round((today(after).revenue - today(before).revenue) * 100)).toBe(revenuePaise);
    expect(after.daily.at(-1)!.orders - before.daily.at(-1)!.orders).toBe(2);
    expect(after.to_act_on.to_accept - before.to_act_on.to_accept).toBe(2);
    expect(after.last_orders.slice(0, 2).map((o) => o.id)).toEqual([cod.order_id, online.order_id]);
  });
});
