import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { messages } from '@haat/shared/rules';
import { repoRoot } from '../src/config.ts';
import { markOrderPaid } from '../src/services/flows/order-payment.ts';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { orderHelpers } from './support/orders.ts';

const run = promisify(execFile);
const comments = 'Found a better fit elsewhere';

describeEachEngine('order lines: listing, cancelling, tracking', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const p = () => suite.fx.products;
  const cancel = (token: string, body: object) => h.post('/api/Cancel_Order_Line', token, body);

  it('lists only the customer\'s own lines, newest order first, with every field', async () => {
    const me = await h.shopper();
    const someoneElse = await h.shopper();
    await h.setStock(p().anarkali, 'L', 3);
    await h.setStock(p().saree, 'Free Size', 7);
    await h.setStock(p().straight, 'S', 5);
    const first = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().anarkali, quantity: 1, size: 'L', color: 'Maroon' }, { asinid: p().saree, quantity: 1 }] }, 'list-key-0001');
    await someoneElse.client.placeOrder({ addressid: someoneElse.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'list-key-0002');
    suite.api.clock.advance(1000);
    const second = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().straight, quantity: 2, size: 'S' }] }, 'list-key-0003');

    const lines = await me.client.getOrderLines();
    expect(lines.map((l) => [l.CoOrderID, l.CoProduct])).toEqual([
      [second.order_id, 'Rayon Straight Kurta'], [first.order_id, 'Cotton Anarkali Kurta'], [first.order_id, 'Banarasi Silk Saree'],
    ]);
    const [anarkaliRow] = await h.linesOf(first.order_id);
    const [order] = await h.ordersOf(me.id);
    expect(lines[1]).toEqual({
      CoOrderID: first.order_id, ASIN: 'cotton-anarkali-kurta-a1', CoProduct: 'Cotton Anarkali Kurta', CoSmallImage: 'catalogue/cotton-anarkali-kurta-a1-1.jpg',
      CoSize: 'L', CoOrderStatus: 'Order Placed', StandardPrice: 899, CoQuantity: 1, CoPaymentMode: 'COD', CoDescription: 'Cotton Anarkali Kurta short description',
      ItemCondition: 'New', CoTotalPrice: 899, CoOrderLineID: anarkaliRow!.id, CoProductID: p().anarkali, CoOrderDate: order!.created_at, CoColor: 'Maroon',
      CoStatusCode: 'placed', CoPaymentStatus: 'Pay on delivery', CoCancellable: true,
    });
    expect(lines[0]).toMatchObject({ CoOrderStatus: 'Awaiting Payment', CoPaymentMode: 'ONLINE', CoPaymentStatus: 'Awaiting payment', StandardPrice: 1299, CoTotalPrice: 2598, CoQuantity: 2 });
    expect((await someoneElse.client.getOrderLines()).map((l) => l.CoProduct)).toEqual(['Banarasi Silk Saree']);

    // Delivered cash-on-delivery lines are paid and can no longer be cancelled.
    await h.moveTo(first.order_id, 'delivered');
    expect((await me.client.getOrderLines())[1]).toMatchObject({ CoOrderStatus: 'Delivered', CoPaymentStatus: 'Paid', CoCancellable: false });
    const raw = await h.get('/api/Get_OrderDetails', me.token);
    expect((await raw.json()).status).toBe('true');
    expect((await suite.api.raw('/api/Get_OrderDetails')).status).toBe(401);
  });

  it('cancels a COD line: stock back, reason kept, timeline and mail; the last line cancels the order', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    await h.setStock(p().tiffin, '500 ml', 9);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 2 }, { asinid: p().tiffin, quantity: 3 }] }, 'cancel-key-001');
    const [saree, tiffin] = await h.linesOf(placed.order_id);
    expect([await h.stockOf(p().saree, 'Free Size'), await h.stockOf(p().tiffin, '500 ml')]).toEqual([5, 6]);

    const reply = await cancel(me.token, { order_line_id: saree!.id, reason: 'Ordered By Mistake', comments: `  ${comments}  ` });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({
      status: 'true', message: '1 Item is cancelled',
      data: { order_id: placed.order_id, order_line_id: saree!.id, refund_amount: 0, refund_status: 'not_applicable' },
    });
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(7);
    expect((await h.linesOf(placed.order_id))[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Ordered By Mistake', cancel_comment: comments, cancelled_at: expect.any(String) });
    expect((await h.ordersOf(me.id))[0]!.status).toBe('placed');
    const lines = await me.client.getOrderLines();
    expect(lines.map((l) => [l.CoOrderStatus, l.CoStatusCode, l.CoPaymentStatus, l.CoCancellable])).toEqual([
      ['Cancelled', 'cancelled', 'Not paid', false], ['Order Placed', 'placed', 'Pay on delivery', true],
    ]);
    const [mail] = (await h.mailsTo(me.email, 2)).filter((m) => m.subject.includes('cancelled'));
    expect(mail!.subject).toBe(`An item of your Rangrez Test Bazaar order #${placed.order_id} is cancelled`);
    expect(mail!.text).toContain('2 × Banarasi Silk Saree (size Free Size): ₹11,998');
    expect(mail!.text).toContain('Reason: Ordered By Mistake');
    expect(mail!.text).toContain('nothing to refund');

    const again = await cancel(me.token, { order_line_id: saree!.id, reason: 'Cash Issue', comments });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 'false', message: messages.orderLineAlreadyCancelled });
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(7);

    const last = await me.client.cancelOrderLine(tiffin!.id, 'Duplicate Order', comments);
    expect(last).toMatchObject({ message: messages.oneItemCancelled, refund_status: 'not_applicable' });
    expect((await h.ordersOf(me.id))[0]!.status).toBe('cancelled');
    expect(await h.stockOf(p().tiffin, '500 ml')).toBe(9);
    expect(await h.eventsOf(placed.order_id)).toEqual([
      { status: 'placed', order_line_id: null, note: '2 items, cash on delivery.' },
      { status: 'cancelled', order_line_id: saree!.id, note: 'Ordered By Mistake' },
      { status: 'cancelled', order_line_id: tiffin!.id, note: 'Duplicate Order' },
      { status: 'cancelled', order_line_id: null, note: 'Every item is cancelled.' },
    ]);
  });

  it('checks the reason and comments, and refuses shipped lines and other customers\' lines', async () => {
    const me = await h.shopper();
    const intruder = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'cancel-key-002');
    const [line] = await h.linesOf(placed.order_id);
    const cases: Array<[object, number, string]> = [
      [{ order_line_id: line!.id, reason: 'Too expensive', comments }, 400, messages.cancellationReasonMissing],
      [{ order_line_id: line!.id, comments }, 400, messages.cancellationReasonMissing],
      [{ order_line_id: line!.id, reason: 'Cash Issue', comments: '123456789' }, 400, messages.cancellationCommentShortLong],
      [{ order_line_id: line!.id, reason: 'Cash Issue', comments: '   123456789    ' }, 400, messages.cancellationCommentShortLong],
      [{ order_line_id: line!.id, reason: 'Cash Issue' }, 400, messages.cancellationCommentShortLong],
      [{ order_line_id: 'abc', reason: 'Cash Issue', comments }, 400, 'order_line_id must be an order line id.'],
      [{ order_line_id: line!.id, reason: 'Cash Issue', comments }, 404, messages.orderNotFound],
      [{ order_line_id: 987_654, reason: 'Cash Issue', comments }, 404, messages.orderNotFound],
      [{ order_line_id: 2_147_483_648, reason: 'Cash Issue', comments }, 400, 'order_line_id must be an order line id.'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await cancel(status === 404 ? intruder.token : me.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(await reply.json()).toEqual({ status: 'false', message });
    }
    expect((await h.linesOf(placed.order_id))[0]!.status).toBe('active');
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(6);

    // Shipped, by the seller's moves.
    await h.moveTo(placed.order_id, 'shipped');
    const shipped = await cancel(me.token, { order_line_id: line!.id, reason: 'Cash Issue', comments });
    expect(shipped.status).toBe(409);
    expect(await shipped.json()).toEqual({ status: 'false', message: messages.orderLineNotCancellable });
    expect((await h.linesOf(placed.order_id))[0]!.status).toBe('active');
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(6);
    expect((await me.client.getOrderLines())[0]).toMatchObject({ CoOrderStatus: 'Shipped', CoCancellable: false });
  });

  it('refunds a cancelled paid line: its share less the discount, the last line the rest, never more than paid', async () => {
    const me = await h.shopper();
    const order = await h.paidOnlineOrder(me, 'refund-key-001');
    expect(order.amount).toBe(286_800);
    const [anarkali, straight] = order.lines;

    // 2 × 899 + 40 × 2 delivery, less floor(309 × 1798 / 3097) rupees-in-paise of the 309 discount.
    const first = await me.client.cancelOrderLine(anarkali!.id, 'Incorrect size ordered', comments);
    expect(first).toEqual({ message: messages.oneItemCancelled, order_id: order.order_id, order_line_id: anarkali!.id, refund_amount: 1698.61, refund_status: 'processed' });
    expect(await h.stockOf(p().anarkali, 'S')).toBe(5);
    const last = await me.client.cancelOrderLine(straight!.id, 'Incorrect size ordered', comments);
    expect(last).toMatchObject({ refund_amount: 1169.39, refund_status: 'processed' });
    expect(1698.61 + 1169.39).toBeCloseTo(2868, 6);

    const refunds = await suite.test.db.selectFrom('refunds').select(['order_line_id', 'amount_paise', 'status']).where('order_line_id', 'in', [anarkali!.id, straight!.id]).orderBy('id').execute();
    expect(refunds).toEqual([
      { order_line_id: anarkali!.id, amount_paise: 169_861, status: 'processed' },
      { order_line_id: straight!.id, amount_paise: 116_939, status: 'processed' },
    ]);
    const provider = await suite.test.db.selectFrom('sandbox_gateway_payments').select('refunded_paise').where('id', '=', order.paymentId).executeTakeFirstOrThrow();
    expect(provider.refunded_paise).toBe(286_800);
    expect((await h.linesOf(order.order_id)).map((l) => l.status)).toEqual(['refunded', 'refunded']);
    expect((await me.client.getOrderLines()).map((l) => [l.CoOrderStatus, l.CoPaymentStatus])).toEqual([['Refunded', 'Refunded'], ['Refunded', 'Refunded']]);
    expect((await h.eventsOf(order.order_id)).map((e) => e.status)).toEqual([
      'pending_payment', 'paid', 'placed', 'cancelled', 'refund_pending', 'refunded', 'cancelled', 'cancelled', 'refund_pending', 'refunded',
    ]);
    const mails = (await h.mailsTo(me.email, 3)).filter((m) => m.subject.includes('cancelled'));
    expect(mails.map((m) => m.text.includes('A refund of ₹1,699 has been made'))).toContain(true);
  });

  it('keeps a refund pending (and says so) when the provider refuses it', async () => {
    const me = await h.shopper();
    const order = await h.paidOnlineOrder(me, 'refund-key-002', false);
    const reply = await me.client.cancelOrderLine(order.lines[1]!.id, 'Cash Issue', comments);
    // 1299 less floor(30900 × 129900 / 309700) paise of the discount.
    expect(reply).toMatchObject({ refund_amount: 1169.4, refund_status: 'pending' });
    expect((await h.linesOf(order.order_id))[1]!.status).toBe('cancelled');
    expect((await suite.test.db.selectFrom('refunds').select('status').where('order_line_id', '=', order.lines[1]!.id).executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await me.client.getOrderLines())[1]).toMatchObject({ CoOrderStatus: 'Cancelled', CoPaymentStatus: 'Refund initiated' });
  });

  it('cancels an unpaid online line without a refund; a payment arriving later refunds it', async () => {
    const me = await h.shopper();
    await h.setStock(p().anarkali, 'S', 5);
    await h.setStock(p().straight, 'S', 5);
    const placed = await me.client.placeOrder({
      addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().anarkali, quantity: 2, size: 'S' }, { asinid: p().straight, quantity: 1, size: 'S' }],
    }, 'unpaid-key-001');
    const [, straight] = await h.linesOf(placed.order_id);
    expect(await me.client.cancelOrderLine(straight!.id, 'Cash Issue', comments)).toMatchObject({ refund_amount: 0, refund_status: 'not_applicable' });
    expect(await h.stockOf(p().straight, 'S')).toBe(5);
    expect((await h.ordersOf(me.id))[0]!.status).toBe('pending_payment');

    const paid = await markOrderPaid(suite.test.db, suite.api.outbox, placed.order_id, { provider: 'sandbox', providerPaymentId: 'pay_unpaid_key_001', amountPaise: placed.amount }, suite.api.clock.now());
    expect(paid).toEqual({ outcome: 'paid', refundIds: [expect.any(Number)] });
    const refund = await suite.test.db.selectFrom('refunds').select(['amount_paise', 'status']).where('order_line_id', '=', straight!.id).executeTakeFirstOrThrow();
    expect(refund).toEqual({ amount_paise: 116_940, status: 'pending' });
  });

  it('tracks the customer\'s own order along its timeline, oldest event first', async () => {
    const me = await h.shopper();
    const intruder = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'track-key-0001');
    for (const step of ['confirmed', 'packed'] as const) {
      suite.api.clock.advance(60_000);
      await h.moveTo(placed.order_id, step);
    }
    const tracking = await me.client.getOrderTracking(placed.order_id);
    const [order] = await h.ordersOf(me.id);
    expect(tracking).toMatchObject({
      order_id: placed.order_id, status: 'packed', status_label: 'Packed', payment_mode: 'COD', placed_at: order!.created_at, total: 5999,
      ship_to: { name: 'Asha Devi Verma', city: 'Hyderabad', state: 'Telangana', pincode: '500034' },
    });
    expect(tracking.events.map((e) => [e.status, e.label, e.order_line_id])).toEqual([
      ['placed', 'Order Placed', null], ['confirmed', 'Confirmed', null], ['packed', 'Packed', null],
    ]);
    expect(new Date(tracking.events[2]!.at).getTime()).toBeGreaterThan(new Date(tracking.events[0]!.at).getTime());

    for (const [query, status, message] of [
      [`order_id=${placed.order_id}`, 404, messages.orderNotFound], ['order_id=987654', 404, messages.orderNotFound],
      ['order_id=99999999999', 400, 'order_id must be an order number.'], ['order_id=abc', 400, 'order_id must be an order number.'], ['', 400, 'order_id must be an order number.'], ['order_id=-4', 400, 'order_id must be an order number.'],
    ] as const) {
      const reply = await h.get(`/api/Get_OrderTracking?${query}`, intruder.token);
      expect(reply.status, query).toBe(status);
      expect(await reply.json()).toEqual({ status: 'false', message });
    }
  });

  it('npm run order:status moves an order one step, prints its timeline, and refuses a move backwards or a shipment without its AWB with exit code 1', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'cli-key-00001');
    const cli = (...args: string[]) => run(path.join(repoRoot, 'node_modules/.bin/node'), ['--disable-warning=ExperimentalWarning', 'apps/server/src/db/cli-order-status.ts', ...args], {
      cwd: repoRoot, env: { ...process.env, DATABASE_URL: suite.test.url, LOG_LEVEL: 'silent' },
    });
    await h.moveTo(placed.order_id, 'packed');
    await expect(cli(String(placed.order_id), 'shipped', '--courier', 'Delhivery')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Enter the AWB number') });
    const moved = await cli(String(placed.order_id), 'shipped', '--courier', 'Delhivery', '--awb', 'DL123456789');
    expect(moved.stdout).toContain(`Order ${placed.order_id}: Packed → Shipped`);
    // (The suite's clock runs ahead of the CLI's, so the order of the two lines is not checked here.)
    expect(moved.stdout).toMatch(/\n {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}Order Placed: 1 item, cash on delivery\.\n/);
    expect(moved.stdout).toMatch(/\n {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}Shipped: Shipped with Delhivery, AWB DL123456789\.\n/);
    expect((await h.ordersOf(me.id))[0]!).toMatchObject({ status: 'shipped', courier: 'Delhivery', awb: 'DL123456789' });

    await expect(cli(String(placed.order_id), 'packed')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('is Shipped, so it cannot be marked packed') });
    await expect(cli(String(placed.order_id))).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage: npm run order:status') });
    expect((await h.ordersOf(me.id))[0]!.status).toBe('shipped');
  });
});
