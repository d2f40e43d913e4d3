import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { messages, onlyLeftMessage, sizeNotOfferedMessage } from '@haat/shared/rules';
import { createApp } from '../src/http/app.ts';
import { buildOpenApiDocument } from '../src/http/openapi.ts';
import { outboxMailer } from '../src/mail/mailer.ts';
import { orderConfirmationMail } from '../src/mail/order-templates.ts';
import { releaseExpiredOrders } from '../src/services/orders/order-expiry.ts';
import { markOrderPaid } from '../src/services/flows/order-payment.ts';
import { apiSuite, testSessionSecret } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { orderHelpers } from './support/orders.ts';

describeEachEngine('placing orders', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const mailer = () => outboxMailer({ from: 'Test Shop <shop@test.local>', outboxDir: suite.api.outboxDir });
  const p = () => suite.fx.products;

  it('places a COD order priced from the database, takes stock, empties those cart lines and mails a confirmation', async () => {
    const me = await h.shopper();
    await h.setStock(p().anarkali, 'L', 3);
    await h.setStock(p().saree, 'Free Size', 7);
    await h.setStock(p().straight, 'S', 5);
    await h.putInCart(me.id, p().anarkali, 'L', 'Navy', 2);
    await h.putInCart(me.id, p().tiffin, '500 ml');

    const reply = await h.submit(me.token, {
      addressid: me.addressId, coupan_Code: '', paymentmode: 'COD',
      orders: [
        // Prices in the body are ignored: the server prices from the database.
        { asinid: p().anarkali, quantity: 2, productcode: 'cotton-anarkali-kurta-a1', discountPrice: 1, recommendedSellingPrice: 0 },
        { asinid: p().saree, quantity: 1, productcode: '', price: 1 },
        { asinid: p().straight, quantity: 1, productcode: 'RAYON-STRAIGHT-KURTA-B2', size: 'S' },
      ],
    }, 'cod-order-0001');
    expect(reply.status).toBe(200);
    const [order] = await h.ordersOf(me.id);
    // 2 × 899 + 5999 + 1299 = 9096 items, 2 × 40 delivery.
    expect(await reply.json()).toEqual({
      status: 'true', message: messages.orderPlaced,
      data: { ORDERID: String(order!.id), order_id: order!.id, payment_mode: 'COD', amount: 917_600, currency: 'INR', provider: null, key: null, script_url: null, pay_by: null },
    });
    expect(order).toMatchObject({
      store_id: suite.fx.storeId, status: 'placed', payment_mode: 'COD', subtotal_paise: 909_600, shipping_paise: 8_000, discount_paise: 0,
      total_paise: 917_600, address_id: me.addressId, ship_name: 'Asha Devi Verma', ship_city: 'Hyderabad', ship_pincode: '500034',
      request_key: 'cod-order-0001', pay_by: null, provider_order_id: null,
    });
    // No size given: the cart's size (and colour), else the first size in stock.
    expect((await h.linesOf(order!.id)).map((l) => [l.asin, l.size, l.color, l.units, l.unit_price_paise, l.delivery_paise, l.line_total_paise, l.status])).toEqual([
      ['cotton-anarkali-kurta-a1', 'L', 'Navy', 2, 89_900, 8_000, 179_800, 'active'],
      ['banarasi-silk-saree-c3', 'Free Size', null, 1, 599_900, 0, 599_900, 'active'],
      ['rayon-straight-kurta-b2', 'S', null, 1, 129_900, 0, 129_900, 'active'],
    ]);
    const [line] = await h.linesOf(order!.id);
    expect(line).toMatchObject({ name: 'Cotton Anarkali Kurta', image: 'catalogue/cotton-anarkali-kurta-a1-1.jpg', description: 'Cotton Anarkali Kurta short description' });
    expect([await h.stockOf(p().anarkali, 'L'), await h.stockOf(p().saree, 'Free Size'), await h.stockOf(p().straight, 'S')]).toEqual([1, 6, 4]);
    expect(await h.cartOf(me.id)).toEqual([p().tiffin]);
    expect(await h.eventsOf(order!.id)).toEqual([{ status: 'placed', order_line_id: null, note: '3 items, cash on delivery.' }]);

    const [mail] = await h.mailsTo(me.email);
    expect(mail!.subject).toBe(`Your Rangrez Test Bazaar order #${order!.id} is confirmed`);
    expect(mail!.text).toContain('2 × Cotton Anarkali Kurta (size L, Navy): ₹1,798');
    expect(mail!.text).toContain('Subtotal: ₹9,096');
    expect(mail!.text).toContain('Shipping: ₹80');
    expect(mail!.text).toContain('Total: ₹9,176');
    expect(mail!.text).toContain('Asha Devi Verma, 14 Lake View Road, Banjara Hills, Hyderabad, Telangana 500034');
    expect(mail!.html).toContain('Total: ₹9,176');
  });

  it('answers a retried submit with the same order; a new key makes a new order', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    const body = { addressid: me.addressId, coupan_Code: '', paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 2, productcode: '' }] };
    const first = await (await h.submit(me.token, body, 'retry-key-0001')).json();
    const again = await h.submit(me.token, body, 'retry-key-0001');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(await h.ordersOf(me.id)).toHaveLength(1);
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(5);

    // The typed client sends the key as a header too; two racing submits with one key still make one order.
    const racing = await Promise.all([1, 2, 3].map(() => me.client.placeOrder({ ...body, paymentmode: 'COD' }, 'retry-key-0002')));
    expect(new Set(racing.map((r) => r.order_id)).size).toBe(1);
    expect(await h.ordersOf(me.id)).toHaveLength(2);
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(3);
    expect(first.data.order_id).not.toBe(racing[0]!.order_id);
  });

  it('refuses another customer\'s address (404) and takes nothing', async () => {
    const owner = await h.shopper();
    const intruder = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    for (const addressid of [owner.addressId, 987_654]) {
      const reply = await h.submit(intruder.token, { addressid, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] });
      expect(reply.status, String(addressid)).toBe(404);
      expect(await reply.json()).toEqual({ status: 'false', message: messages.addressNotFound });
    }
    expect(await h.ordersOf(intruder.id)).toEqual([]);
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(7);
  });

  it('takes all or nothing: a line short of stock is a 409 naming what is left, and no stock moves', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    await h.setStock(p().anarkali, 'L', 3);
    const over = await h.submit(me.token, {
      addressid: me.addressId, paymentmode: 'COD',
      orders: [{ asinid: p().saree, quantity: 2 }, { asinid: p().anarkali, quantity: 5, size: 'L' }],
    });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ status: 'false', message: onlyLeftMessage('Cotton Anarkali Kurta', 'L', 3) });
    const soldOut = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }, { asinid: p().anarkali, quantity: 1, size: 'M' }] });
    expect(soldOut.status).toBe(409);
    expect((await soldOut.json()).message).toBe('"Cotton Anarkali Kurta" in size M is out of stock.');
    // Two lines of one size count together.
    const twice = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 4 }, { asinid: p().saree, quantity: 4 }] });
    expect(twice.status).toBe(409);
    expect(await h.ordersOf(me.id)).toEqual([]);
    expect([await h.stockOf(p().saree, 'Free Size'), await h.stockOf(p().anarkali, 'L')]).toEqual([7, 3]);
  });

  it('refuses coupons, unknown or foreign products, sizes not offered and a wrong productcode', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    const other = await suite.test.db.selectFrom('products').select('id').where('store_id', '=', suite.fx.otherStoreId).executeTakeFirstOrThrow();
    const cases: Array<[object, number, string]> = [
      [{ coupan_Code: 'DIWALI50', orders: [{ asinid: p().saree, quantity: 1 }] }, 400, messages.couponInvalid],
      [{ orders: [{ asinid: p().saree, quantity: 1 }, { asinid: 987_654, quantity: 1 }] }, 404, messages.productGone],
      [{ orders: [{ asinid: p().saree, quantity: 1 }, { asinid: other.id, quantity: 1 }] }, 404, messages.productGone],
      [{ orders: [{ asinid: p().saree, quantity: 1 }, { asinid: 2_147_483_648, quantity: 1 }] }, 400, 'orders.1.asinid: asinid must be a product id.'],
      [{ orders: [{ asinid: p().anarkali, quantity: 1, size: 'XXL' }] }, 400, sizeNotOfferedMessage('Cotton Anarkali Kurta', 'XXL')],
      [{ orders: [{ asinid: p().anarkali, quantity: 1, size: 'S', color: 'Green' }] }, 400, '"Cotton Anarkali Kurta" does not come in colour Green.'],
      [{ orders: [{ asinid: p().saree, quantity: 1, productcode: 'cotton-anarkali-kurta-a1' }] }, 400, `productcode "cotton-anarkali-kurta-a1" is not the code of product ${p().saree}.`],
    ];
    for (const [change, status, message] of cases) {
      const reply = await h.submit(me.token, { addressid: me.addressId, paymentmode: 'COD', ...change });
      expect(reply.status, message).toBe(status);
      expect(await reply.json()).toEqual({ status: 'false', message });
    }
    expect(await h.ordersOf(me.id)).toEqual([]);
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(7);
  });

  it('holds an ONLINE order for payment: 10% off the items, amount in paise, a provider order, the cart kept', async () => {
    const me = await h.shopper();
    await h.setStock(p().anarkali, 'S', 5);
    await h.setStock(p().straight, 'S', 5);
    await h.putInCart(me.id, p().anarkali, 'S');
    const before = suite.api.clock.now().getTime();
    const placed = await me.client.placeOrder({
      addressid: me.addressId, coupan_Code: '', paymentmode: 'ONLINE',
      orders: [{ asinid: p().anarkali, quantity: 2, productcode: '', size: 'S', color: 'maroon' }, { asinid: p().straight, quantity: 1, productcode: '', size: 'S' }],
    }, 'online-order-01');
    // Items 2 × 899 + 1299 = 3097, discount floor(309.7) = 309, delivery 80: 2868 rupees.
    const [order] = await h.ordersOf(me.id);
    expect(placed).toEqual({
      ORDERID: order!.provider_order_id, order_id: order!.id, payment_mode: 'ONLINE', amount: 286_800, currency: 'INR',
      provider: 'sandbox', key: 'rzp_sandbox_haat', script_url: '/sandbox-gateway/checkout.js', pay_by: order!.pay_by,
    });
    expect(placed.ORDERID).toMatch(/^order_/);
    expect(new Date(placed.pay_by!).getTime() - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(new Date(placed.pay_by!).getTime() - before).toBeLessThan(31 * 60_000);
    expect(order).toMatchObject({ status: 'pending_payment', subtotal_paise: 309_700, shipping_paise: 8_000, discount_paise: 30_900, total_paise: 286_800, payment_provider: 'sandbox', paid_at: null });
    expect((await h.linesOf(order!.id))[0]!.color).toBe('Maroon');
    const providerOrder = await suite.test.db.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', placed.ORDERID).executeTakeFirstOrThrow();
    expect(providerOrder).toMatchObject({ amount_paise: 286_800, currency: 'INR', receipt: `order_${order!.id}`, status: 'created' });
    expect([await h.stockOf(p().anarkali, 'S'), await h.stockOf(p().straight, 'S')]).toEqual([3, 4]);
    expect(await h.cartOf(me.id)).toEqual([p().anarkali]);
    expect(await h.eventsOf(order!.id)).toEqual([{ status: 'pending_payment', order_line_id: null, note: 'Waiting for the online payment.' }]);
    expect(await h.mailsTo(me.email, 0)).toEqual([]);

    // The retry answers the same provider order.
    expect(await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().anarkali, quantity: 2 }] }, 'online-order-01')).toEqual(placed);

    // Paid: placed, cart emptied of the products, confirmation mailed; a replay changes nothing.
    const payment = { provider: 'sandbox' as const, providerPaymentId: 'pay_test_online01', amountPaise: 286_800 };
    expect(await markOrderPaid(suite.test.db, suite.api.outbox, order!.id, payment, suite.api.clock.now())).toEqual({ outcome: 'paid', refundIds: [] });
    expect(await markOrderPaid(suite.test.db, suite.api.outbox, order!.id, payment, suite.api.clock.now())).toEqual({ outcome: 'already-paid' });
    expect((await h.ordersOf(me.id))[0]).toMatchObject({ status: 'placed', paid_at: expect.any(String) });
    expect((await h.eventsOf(order!.id)).map((e) => e.status)).toEqual(['pending_payment', 'paid', 'placed']);
    expect(await suite.test.db.selectFrom('payments').select(['provider_order_id', 'amount_paise', 'status']).where('order_id', '=', order!.id).execute())
      .toEqual([{ provider_order_id: placed.ORDERID, amount_paise: 286_800, status: 'captured' }]);
    expect(await h.cartOf(me.id)).toEqual([]);
    const mails = await h.mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Online payment discount: −₹309');
    expect(mails[0]!.text).toContain('₹2,868 paid online');
  });

  it('keeps nothing when the payment provider cannot open its order', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 7);
    const calls: number[] = [];
    const app = createApp({
      db: suite.test.db,
      uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-uploads-')),
      mailer: mailer(),
      sessionSecret: testSessionSecret,
      payments: {
        provider: 'razorpay', keyId: 'rzp_test_x', keySecret: 'secret', webhookSecret: 'hook', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        createOrder: async ({ amountPaise }) => { calls.push(amountPaise); throw new Error('Razorpay is down'); },
        fetchPayment: async () => null,
        refund: async () => { throw new Error('not used'); },
      },
    });
    const reply = await app.fetch(new Request('http://localhost/api/insert_Customer_Order', {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${me.token}`, 'Idempotency-Key': 'provider-down-01' },
      body: JSON.stringify({ addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().saree, quantity: 2 }] }),
    }));
    expect(reply.status).toBe(502);
    expect(await reply.json()).toEqual({ status: 'false', message: messages.orderFailed });
    // 2 × 5999 less 10 %: the provider was asked for the right amount, then everything was undone.
    expect(calls).toEqual([1_079_900]);
    expect(await h.ordersOf(me.id)).toEqual([]);
    const orphans = await suite.test.db.selectFrom('order_lines').leftJoin('orders', 'orders.id', 'order_lines.order_id').select('order_lines.id').where('orders.id', 'is', null).execute();
    expect(orphans).toEqual([]);
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(7);
    // The same key works once the provider is back.
    const retried = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().saree, quantity: 2 }] }, 'provider-down-01');
    expect(retried).toMatchObject({ payment_mode: 'ONLINE', amount: 1_079_900, provider: 'sandbox' });
    expect(await h.stockOf(p().saree, 'Free Size')).toBe(5);
  });

  it('documents the Idempotency-Key header and the tracking query in the OpenAPI document', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    expect(paths['/api/insert_Customer_Order']!.post!.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]);
    expect(paths['/api/Get_OrderTracking']!.get!.parameters).toEqual([expect.objectContaining({ name: 'order_id', in: 'query' })]);
    expect(Object.keys(paths['/api/Cancel_Order_Line']!)).toEqual(['post']);
    expect(Object.keys(paths['/api/Get_OrderDetails']!)).toEqual(['get']);
  });

  it('prices the HOLI T-SHIRT pair at 249 with free delivery, less 10% online', async () => {
    const me = await h.shopper();
    await h.setStock(p().holi, 'S', 5);
    const cod = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().holi, quantity: 2 }] }, 'holi-cod-0001');
    const online = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().holi, quantity: 2 }] }, 'holi-online-01');
    expect([cod.amount, online.amount]).toEqual([24_900, 22_500]);
    const one = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().holi, quantity: 1 }] }, 'holi-single-01');
    expect(one.amount).toBe(24_900);
  });

  it('gives an unpaid order\'s stock back once, after 30 minutes', async () => {
    const me = await h.shopper();
    await h.setStock(p().straight, 'L', 3);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().straight, quantity: 2, size: 'L' }] }, 'expiry-key-01');
    expect(await h.stockOf(p().straight, 'L')).toBe(1);

    suite.api.clock.advance(29 * 60_000);
    expect((await me.client.getOrderLines())[0]).toMatchObject({ CoOrderStatus: 'Awaiting Payment', CoPaymentStatus: 'Awaiting payment', CoCancellable: true });
    expect(await h.stockOf(p().straight, 'L')).toBe(1);

    suite.api.clock.advance(2 * 60_000);
    // Get_OrderDetails sweeps first; concurrent sweeps after it find nothing left to release.
    expect((await me.client.getOrderLines())[0]).toMatchObject({ CoOrderStatus: 'Payment Not Received', CoStatusCode: 'payment_expired', CoPaymentStatus: 'Not paid', CoCancellable: false });
    const sweeps = await Promise.all([1, 2, 3].map(() => releaseExpiredOrders(suite.test.db, suite.api.clock.now())));
    expect(sweeps).toEqual([0, 0, 0]);
    expect(await h.stockOf(p().straight, 'L')).toBe(3);
    const [order] = await h.ordersOf(me.id);
    expect(order).toMatchObject({ status: 'payment_expired', provider_order_id: placed.ORDERID });
    expect((await h.eventsOf(order!.id)).map((e) => e.status)).toEqual(['pending_payment', 'payment_expired']);
    // A payment arriving now cannot place it (the payments module decides what to do with the money).
    const late = await markOrderPaid(suite.test.db, suite.api.outbox, order!.id, { provider: 'sandbox', providerPaymentId: 'pay_late_000001', amountPaise: placed.amount }, suite.api.clock.now());
    expect(late).toEqual({ outcome: 'not-payable', status: 'payment_expired' });
    expect(await h.stockOf(p().straight, 'L')).toBe(3);
    // Cancelling a line of the expired order is refused.
    const [line] = await h.linesOf(order!.id);
    const cancel = await h.post('/api/Cancel_Order_Line', me.token, { order_line_id: line!.id, reason: 'Cash Issue', comments: 'Changed my mind about it' });
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).message).toBe(messages.paymentExpired);
  });

  it('sweeps expired orders before a submit, so their stock can be bought', async () => {
    const first = await h.shopper();
    const second = await h.shopper();
    await h.setStock(p().tiffin, '500 ml', 1);
    await first.client.placeOrder({ addressid: first.addressId, paymentmode: 'ONLINE', orders: [{ asinid: p().tiffin, quantity: 1 }] }, 'sweep-key-001');
    const blocked = await h.submit(second.token, { addressid: second.addressId, paymentmode: 'COD', orders: [{ asinid: p().tiffin, quantity: 1 }] });
    expect(blocked.status).toBe(409);
    suite.api.clock.advance(31 * 60_000);
    const bought = await h.submit(second.token, { addressid: second.addressId, paymentmode: 'COD', orders: [{ asinid: p().tiffin, quantity: 1 }] });
    expect(bought.status).toBe(200);
    expect(await h.stockOf(p().tiffin, '500 ml')).toBe(0);
  });

  it('rejects bad input with a 400 (never a 500) and anonymous calls with the 401', async () => {
    const me = await h.shopper();
    const good = { addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] };
    const bodies: unknown[] = [
      'not json', '[]', {}, { ...good, addressid: 'home' }, { ...good, addressid: 0 }, { ...good, paymentmode: 'CARD' }, { ...good, orders: [] },
      { ...good, orders: 'saree' }, { ...good, orders: [{ asinid: p().saree, quantity: 0 }] }, { ...good, orders: [{ asinid: p().saree, quantity: 1000 }] },
      { ...good, orders: [{ asinid: p().saree, quantity: 1.5 }] }, { ...good, orders: [{ asinid: 'x', quantity: 1 }] }, { ...good, orders: [{ asinid: 1e20, quantity: 1 }] },
      { ...good, orders: Array.from({ length: 51 }, () => ({ asinid: p().saree, quantity: 1 })) }, { ...good, coupan_Code: 'x'.repeat(41) },
      { ...good, orders: [{ asinid: p().saree, quantity: 1, size: '' }] },
    ];
    for (const body of bodies) {
      const reply = await h.submit(me.token, body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await reply.json()).status).toBe('false');
    }
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'key.with.dots']) {
      const reply = await h.submit(me.token, good, key);
      expect(reply.status, key).toBe(400);
      expect((await reply.json()).message).toBe('Idempotency-Key must be 8 to 100 letters, digits, _ or -.');
    }
    expect(await h.ordersOf(me.id)).toEqual([]);
    const anonymous = await suite.api.raw('/api/insert_Customer_Order', { method: 'POST', body: JSON.stringify(good) });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
  });

  it('escapes shop data in the order mails\' HTML', () => {
    const mail = orderConfirmationMail({ name: 'Tom & <Jerry>' }, {
      firstName: '<script>', order: {
        id: 7, paymentMode: 'COD', paid: false, subtotal: 100, shipping: 0, discount: 0, codFee: 0, total: 100,
        lines: [{ name: 'Kurta <b>bold</b>', size: 'S', color: null, units: 1, lineTotal: 100 }],
        shipTo: { name: 'A "B"', address1: '1 Road', address2: 'Area', city: 'Pune', state: 'Maharashtra', pincode: '411001', mobile: '9876543210' },
      },
    });
    expect(mail.html).toContain('Kurta &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('1 × Kurta <b>bold</b> (size S): ₹100');
    expect(mail.text).toContain('Shipping: Free');
  });
});
