import { beforeAll, expect, it } from 'vitest';
import { ConsoleApiError, orderMessages } from '@haat/shared/console-api';
import { istDate } from '@haat/shared/rules';
import { apiSuite } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { orderHelpers } from '../support/orders.ts';


describeEachEngine('console orders: moves, stock, refunds', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const p = () => suite.fx.products;
  let packer: SignedInStaff;
  let owner: SignedInStaff;
  beforeAll(async () => {
    packer = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'packer');
    owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
  });

  async function codOrder(key: string, units = 2) {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 10);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: units }] }, key);
    return { me, orderId: placed.order_id };
  }

  it('takes a COD order one step at a time to delivery, as a packer, with the AWB on /track and a mail at shipped and delivered', async () => {
    const { me, orderId } = await codOrder('orders-walk-01');
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(8);
    const listed = await packer.client.orderList({ state: 'to_accept', q: String(orderId) });
    expect(listed.items.map((o) => [o.id, o.status, o.moves])).toEqual([[orderId, 'placed', ['accepted', 'declined']]]);
    expect(listed.items[0]!.lines).toMatchObject([{ name: 'Banarasi Silk Saree', units: 2, status: 'active' }]);

    expect((await packer.client.orderMove(orderId, { status: 'accepted' })).status).toBe('confirmed');
    const twice = await consoleRefusal(packer.client.orderMove(orderId, { status: 'accepted' }));
    expect([twice.status, twice.message]).toEqual([409, `Order ${orderId} is Confirmed, so it cannot be accepted. From here: decline, mark packed.`]);
    expect((await consoleRefusal(packer.client.orderMove(orderId, { status: 'shipped', courier: 'Delhivery', awb: 'DL1' }))).status).toBe(400);
    expect((await consoleRefusal(packer.client.orderMove(orderId, { status: 'delivered' }))).status).toBe(409);
    await packer.client.orderMove(orderId, { status: 'packed' });

    const noAwb = await consoleRefusal(packer.client.orderMove(orderId, { status: 'shipped', courier: 'Delhivery' }));
    expect([noAwb.status, noAwb.fields]).toEqual([400, { awb: orderMessages.awb }]);
    const badLink = await consoleRefusal(packer.client.orderMove(orderId, { status: 'shipped', courier: 'Delhivery', awb: 'DL12345678', tracking_url: 'javascript:alert(1)' }));
    expect(badLink.fields).toEqual({ tracking_url: orderMessages.trackingUrl });
    const shipped = await packer.client.orderMove(orderId, { status: 'shipped', courier: 'Delhivery', awb: 'DL12345678', tracking_url: 'https://www.delhivery.com/track/package/DL12345678' });
    expect(shipped).toMatchObject({ status: 'shipped', courier: 'Delhivery', awb: 'DL12345678', moves: ['out_for_delivery', 'delivered', 'rto'] });

    const tracking = await me.client.getOrderTracking(orderId);
    expect(tracking.shipment).toEqual({ courier: 'Delhivery', awb: 'DL12345678', tracking_url: 'https://www.delhivery.com/track/package/DL12345678' });
    expect(tracking.events.map((e) => [e.status, e.note])).toEqual([
      ['placed', '1 item, cash on delivery.'], ['confirmed', ''], ['packed', ''], ['shipped', 'Shipped with Delhivery, AWB DL12345678.'],
    ]);
    const [shippedMail] = (await h.mailsTo(me.email, 2)).filter((m) => m.subject.includes('has shipped'));
    expect(shippedMail?.text).toContain('AWB number: DL12345678');
    expect(shippedMail?.text).toContain('Please keep ₹11,998 ready for the courier');

    await packer.client.orderMove(orderId, { status: 'out_for_delivery' });
    const delivered = await packer.client.orderMove(orderId, { status: 'delivered' });
    expect(delivered).toMatchObject({ status: 'delivered', moves: [] });
    expect(delivered.cod_collected_at).not.toBeNull();
    expect((await h.mailsTo(me.email, 3)).map((m) => m.subject)).toContainEqual(expect.stringContaining(`order #${orderId} is delivered`));
    expect((await me.client.getOrderLines())[0]).toMatchObject({ CoOrderStatus: 'Delivered', CoPaymentStatus: 'Paid' });

    const audit = await suite.test.db.selectFrom('audit_log').select(['action', 'staff_id']).where('entity_type', '=', 'order').where('entity_id', '=', orderId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['order.accepted', 'order.packed', 'order.shipped', 'order.out_for_delivery', 'order.delivered']);
    expect(audit.every((a) => a.staff_id === packer.id)).toBe(true);
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(8);
  });

  it('gives the stock back when an order is declined with a reason, and when it returns to origin', async () => {
    const declined = await codOrder('orders-decline-01');
    const noReason = await consoleRefusal(owner.client.orderMove(declined.orderId, { status: 'declined' }));
    expect(noReason.fields).toEqual({ reason: orderMessages.reason });
    const done = await owner.client.orderMove(declined.orderId, { status: 'declined', reason: 'The saree is damaged in storage' });
    expect(done).toMatchObject({ status: 'declined', moves: [], lines: [{ status: 'cancelled', cancel_reason: 'The saree is damaged in storage' }] });
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(10);
    const [mail] = (await h.mailsTo(declined.me.email, 2)).filter((m) => m.subject.includes('is cancelled'));
    expect(mail?.text).toContain('Reason: The saree is damaged in storage');
    const movements = await suite.test.db.selectFrom('stock_movements').select(['reason', 'delta']).where('order_id', '=', declined.orderId).orderBy('id').execute();
    expect(movements).toEqual([{ reason: 'order', delta: -2 }, { reason: 'declined', delta: 2 }]);

    const returned = await codOrder('orders-rto-01', 3);
    await h.moveTo(returned.orderId, 'out_for_delivery');
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(7);
    expect((await owner.client.orderMove(returned.orderId, { status: 'rto' })).status).toBe('rto');
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(10);
    expect((await consoleRefusal(owner.client.orderMove(returned.orderId, { status: 'delivered' }))).message)
      .toBe(`Order ${returned.orderId} is Returned to the Seller, so it cannot be marked delivered. Nothing more can be done with it.`);
    expect((await returned.me.client.getOrderTracking(returned.orderId)).status_label).toBe('Returned to the Seller');
  });

  it('refunds a declined paid order once, however many declines arrive together', async () => {
    const me = await h.shopper();
    const order = await h.paidOnlineOrder(me, 'orders-paid-01');
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => owner.client.orderMove(order.order_id, { status: 'declined', reason: 'Cannot ship to this PIN code' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as ConsoleApiError).status)).toEqual(Array(5).fill(409));
    const refunds = await suite.test.db.selectFrom('refunds').select(['amount_paise', 'status']).where('order_line_id', 'in', order.lines.map((l) => l.id)).execute();
    expect(refunds.reduce((sum, r) => sum + r.amount_paise, 0)).toBe(order.amount);
    expect(refunds.every((r) => r.status === 'processed')).toBe(true);
    const provider = await suite.test.db.selectFrom('sandbox_gateway_payments').select('refunded_paise').where('id', '=', order.paymentId).executeTakeFirstOrThrow();
    expect(provider.refunded_paise).toBe(order.amount);
    expect(await h.stockOf(p().anarkali, 'S')).toBe(5);
    expect(await h.stockOf(p().straight, 'S')).toBe(5);
  });

  it('lets the seller cancel one item before it ships with a partial refund, once under concurrent requests', async () => {
    const me = await h.shopper();
    const order = await h.paidOnlineOrder(me, 'orders-paid-02');
    const [anarkali, straight] = order.lines;
    const tooMuch = await consoleRefusal(owner.client.orderLineCancel(order.order_id, anarkali!.id, { reason: 'Size S is out of stock', refund: 5000 }));
    expect([tooMuch.status, tooMuch.message]).toEqual([400, 'At most ₹1,698.61 can be refunded for this item.']);
    const foreign = await consoleRefusal(owner.client.orderLineCancel(order.order_id + 1000, anarkali!.id, { reason: 'Size S is out of stock' }));
    expect(foreign.status).toBe(404);
    expect((await h.linesOf(order.order_id)).map((l) => l.status)).toEqual(['active', 'active']);

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => owner.client.orderLineCancel(order.order_id, anarkali!.id, { reason: 'Size S is out of stock', refund: 1000 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refunds = await suite.test.db.selectFrom('refunds').select(['amount_paise', 'status']).where('order_line_id', '=', anarkali!.id).execute();
    expect(refunds).toEqual([{ amount_paise: 100_000, status: 'processed' }]);
    expect(await h.stockOf(p().anarkali, 'S')).toBe(5);
    expect((await h.linesOf(order.order_id)).map((l) => l.status)).toEqual(['refunded', 'active']);
    const [mail] = (await h.mailsTo(me.email, 2)).filter((m) => m.subject.includes('is cancelled'));
    expect(mail?.text).toContain('we had to cancel this item');
    expect(mail?.text).toContain('A refund of ₹1,000 has been made');

    await h.moveTo(order.order_id, 'shipped');
    const late = await consoleRefusal(owner.client.orderLineCancel(order.order_id, straight!.id, { reason: 'Too late now' }));
    expect(late.status).toBe(409);
  });

  it('accepts many at once, each on its own, and says why the others were refused', async () => {
    const first = await codOrder('orders-bulk-01', 1);
    const second = await codOrder('orders-bulk-02', 1);
    await packer.client.orderMove(second.orderId, { status: 'accepted' });
    const reply = await packer.client.orderBulkAccept([first.orderId, second.orderId, 987_654]);
    expect(reply).toEqual({
      accepted: [first.orderId],
      refused: [
        { id: second.orderId, message: `Order ${second.orderId} is Confirmed, so it cannot be accepted. From here: decline, mark packed.` },
        { id: 987_654, message: orderMessages.notFound(987_654) },
      ],
    });
  });

  it('lists by tab with counts, and finds an order by number, mobile, name or PIN code, payment mode and date', async () => {
    const other = await signedInStaff(suite.api, suite.test.db, suite.fx.otherStoreId, 'owner', 'other.example');
    const { orderId } = await codOrder('orders-list-01', 1);
    const order = await owner.client.orderGet(orderId);
    const all = await owner.client.orderList({});
    const counted = Object.values(all.counts).reduce((a, b) => a + b, 0);
    expect(all.total).toBeGreaterThanOrEqual(counted);
    expect(all.counts.to_accept).toBe((await owner.client.orderList({ state: 'to_accept', limit: 100 })).total);
    for (const q of [String(orderId), `#${orderId}`, order.ship_mobile, order.ship_mobile.slice(-4), 'asha devi', order.ship_pincode]) {
      expect((await owner.client.orderList({ q, limit: 100 })).items.map((o) => o.id), q).toContain(orderId);
    }
    expect((await owner.client.orderList({ q: String(orderId), payment: 'ONLINE' })).items.map((o) => o.id)).not.toContain(orderId);
    // The list's dates are Indian days: from 18:30 UTC, the order's day in India is the next one.
    const today = istDate(new Date(order.created_at));
    expect((await owner.client.orderList({ q: String(orderId), from: today, to: today })).items).toHaveLength(1);
    expect((await owner.client.orderList({ q: String(orderId), to: '2020-01-01' })).items).toHaveLength(0);

    // Pages: newest first, keyset by order number, no order twice.
    const firstPage = await owner.client.orderList({ limit: 2 });
    const secondPage = await owner.client.orderList({ limit: 2, after: firstPage.next! });
    expect([...firstPage.items, ...secondPage.items].map((o) => o.id)).toEqual(all.items.slice(0, 4).map((o) => o.id));

    expect((await consoleRefusal(other.client.orderGet(orderId))).status).toBe(404);
    expect((await other.client.orderList({ q: String(orderId) })).items).toHaveLength(0);
    expect((await consoleRefusal(other.client.orderMove(orderId, { status: 'accepted' }))).status).toBe(404);
    const badQuery = await consoleRefusal(owner.client.orderList({ state: 'lost' as never, from: '2026-13-45' }));
    expect(badQuery.fields).toMatchObject({ state: expect.any(String), from: 'from must be a date, YYYY-MM-DD' });
  });

  it('accepts new orders automatically under the store’s rule: COD when placed, online when paid, and none under none', async () => {
    const setRule = (rule: 'none' | 'cod' | 'prepaid' | 'all') => suite.test.db.updateTable('stores').set({ auto_accept: rule }).where('id', '=', suite.fx.storeId).execute();
    try {
      await setRule('cod');
      const cod = await codOrder('orders-auto-01', 1);
      expect((await owner.client.orderGet(cod.orderId)).events.map((e) => [e.status, e.note])).toEqual([['placed', '1 item, cash on delivery.'], ['confirmed', 'Accepted automatically.']]);
      const me = await h.shopper();
      const online = await h.paidOnlineOrder(me, 'orders-auto-02');
      expect((await owner.client.orderGet(online.order_id)).status).toBe('placed');

      await setRule('prepaid');
      const paid = await h.paidOnlineOrder(me, 'orders-auto-03');
      expect((await owner.client.orderGet(paid.order_id)).status).toBe('confirmed');
      expect((await owner.client.orderGet((await codOrder('orders-auto-04', 1)).orderId)).status).toBe('placed');
    } finally {
      await setRule('none');
    }
  });
});
