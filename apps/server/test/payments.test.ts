import fs from 'node:fs';
import { beforeAll, expect, it, vi } from 'vitest';
import { messages } from '@haat/shared/rules';
import { openSession } from '../src/auth/sessions.ts';
import type { PaymentGateway } from '../src/payments/gateway.ts';
import { createSandboxGateway, sandboxKeyId } from '../src/payments/sandbox-gateway.ts';
import { paySandboxOrder, sandboxWebhookBody } from '../src/payments/sandbox-payments.ts';
import { isValidPaymentSignature, paymentSignature, webhookSignature } from '../src/payments/signatures.ts';
import { releaseExpiredOrders } from '../src/services/orders/order-expiry.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiSuite, testSessionSecret } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { captureLog } from './support/log.ts';

const unitPaise = 89_900;
const deliveryPaise = 4_000;
const totalPaise = unitPaise + deliveryPaise;

describeEachEngine('online payments: order_final, webhook, sandbox gateway', (engine) => {
  const suite = apiSuite(engine);
  /** The provider side, with the same secrets as the app's own sandbox gateway. */
  let gateway: PaymentGateway;
  let sizeS: number;

  beforeAll(async () => {
    gateway = createSandboxGateway({ db: suite.test.db, sessionSecret: testSessionSecret, now: () => new Date() });
    const size = await suite.test.db.selectFrom('product_sizes').select('id')
      .where('product_id', '=', suite.fx.products.anarkali).where('label', '=', 'S').executeTakeFirstOrThrow();
    sizeS = size.id;
    await suite.test.db.updateTable('product_sizes').set({ stock: 100 }).where('id', '=', sizeS).execute();
  });

  const db = () => suite.test.db;

  async function customer() {
    const row = await insertCustomer(db(), suite.fx.storeId);
    const { token } = await openSession(db(), row.id, new Date());
    return { ...row, token };
  }

  /**
   * A pending online order as placing it leaves one: one line (1 × anarkali S), its stock taken,
   * its provider order opened with the sandbox. `providerAmount` lets a test open it for another sum.
   */
  async function pendingOrder(customerId: number, options: { payBy?: Date; providerAmount?: number } = {}) {
    const at = new Date().toISOString();
    const order = await db().insertInto('orders').values({
      store_id: suite.fx.storeId, customer_id: customerId, request_key: `key-${Math.random()}`, payment_mode: 'ONLINE', status: 'pending_payment',
      subtotal_paise: unitPaise, shipping_paise: deliveryPaise, total_paise: totalPaise, address_id: null,
      ship_name: 'Asha Verma', ship_email: 'asha@example.in', ship_mobile: '9876543210', ship_address1: '14 Lake View Road',
      ship_address2: 'Banjara Hills', ship_city: 'Hyderabad', ship_state: 'Telangana', ship_pincode: '500034',
      payment_provider: 'sandbox', provider_order_id: null, pay_by: (options.payBy ?? new Date(Date.now() + 30 * 60_000)).toISOString(),
      paid_at: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('order_lines').values({
      order_id: order.id, product_id: suite.fx.products.anarkali, size_id: sizeS, asin: 'cotton-anarkali-kurta-a1', name: 'Cotton Anarkali Kurta',
      image: 'catalogue/a.jpg', size: 'S', color: null, units: 1, unit_price_paise: unitPaise, delivery_paise: deliveryPaise,
      line_total_paise: unitPaise, status: 'active',
    }).execute();
    await db().insertInto('order_events').values({ order_id: order.id, order_line_id: null, status: 'pending_payment', note: '', at }).execute();
    await db().updateTable('product_sizes').set((eb) => ({ stock: eb('stock', '-', 1) })).where('id', '=', sizeS).execute();
    const provider = await gateway.createOrder({ amountPaise: options.providerAmount ?? totalPaise, receipt: `order_${order.id}` });
    await db().updateTable('orders').set({ provider_order_id: provider.id }).where('id', '=', order.id).execute();
    return { id: order.id, providerOrderId: provider.id };
  }

  /** The shopper presses Pay in the sandbox window (without the HTTP route, so no webhook follows). */
  async function pay(providerOrderId: string) {
    const result = await paySandboxOrder(db(), gateway.keySecret, { orderId: providerOrderId, key: sandboxKeyId, outcome: 'success' }, new Date());
    if (result.kind !== 'paid') throw new Error(`sandbox refused: ${JSON.stringify(result)}`);
    return { ...result.response, payment: result.payment };
  }

  const orderFinal = (token: string, body: unknown) =>
    suite.api.raw('/api/order_final', { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${token}` } });

  const postWebhook = (body: string, headers: Record<string, string> = {}) => suite.api.raw('/api/payment_webhook', {
    method: 'POST', body,
    headers: { 'x-razorpay-signature': webhookSignature(gateway.webhookSecret, body), 'x-razorpay-event-id': `evt_${Math.random()}`, ...headers },
  });

  const orderRow = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentRows = (orderId: number) => db().selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
  const eventsOf = async (orderId: number, status: string) =>
    (await db().selectFrom('order_events').select('note').where('order_id', '=', orderId).where('status', '=', status).execute()).length;
  const stockOfS = async () => (await db().selectFrom('product_sizes').select('stock').where('id', '=', sizeS).executeTakeFirstOrThrow()).stock;

  it('pays through the sandbox, then order_final places the order once; a replay changes nothing', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id);
    await db().insertInto('cart_lines').values({
      customer_id: shopper.id, product_id: suite.fx.products.anarkali, units: 1, size: 'S', color: null, added_at: 'x', updated_at: 'x',
    }).execute();
    const paid = await pay(order.providerOrderId);
    expect(isValidPaymentSignature(gateway.keySecret, order.providerOrderId, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(true);

    const confirmation = { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: paid.razorpay_order_id, razorpay_signature: paid.razorpay_signature };
    expect(await suite.api.signedIn(shopper.token).confirmPayment(confirmation)).toEqual({ orderId: order.id, message: messages.paymentReceived });
    const placed = await orderRow(order.id);
    expect(placed.status).toBe('placed');
    expect(placed.paid_at).not.toBeNull();
    expect(await paymentRows(order.id)).toMatchObject([{ provider: 'sandbox', provider_order_id: order.providerOrderId, provider_payment_id: paid.razorpay_payment_id, amount_paise: totalPaise, status: 'captured' }]);
    expect(await eventsOf(order.id, 'paid')).toBe(1);
    expect(await db().selectFrom('cart_lines').select('id').where('customer_id', '=', shopper.id).execute()).toEqual([]);
    await vi.waitFor(() => {
      const mails = fs.readdirSync(suite.api.outboxDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(`${suite.api.outboxDir}/${f}`, 'utf8')) as { to: string });
      expect(mails.some((mail) => mail.to === shopper.email)).toBe(true);
    });

    const replay = await orderFinal(shopper.token, confirmation);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'true', message: messages.paymentAlreadyRecorded, data: { order_id: order.id } });
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id, 'paid')).toBe(1);
    expect((await orderRow(order.id)).paid_at).toBe(placed.paid_at);
  });

  it('refuses a tampered signature, or one made for another order id, and records nothing', async () => {
    const shopper = await customer();
    const first = await pendingOrder(shopper.id);
    const second = await pendingOrder(shopper.id);
    const paid = await pay(first.providerOrderId);
    const tampered = paid.razorpay_signature.slice(0, -1) + (paid.razorpay_signature.endsWith('0') ? '1' : '0');

    const attempts = [
      { razorpay_order_id: first.providerOrderId, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: tampered },
      { razorpay_order_id: first.providerOrderId, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: 'not-hex' },
      // The first order's good signature, offered for the second order.
      { razorpay_order_id: second.providerOrderId, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature },
      // Signed for the second order id, but the provider says the payment paid the first.
      { razorpay_order_id: second.providerOrderId, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paymentSignature(gateway.keySecret, second.providerOrderId, paid.razorpay_payment_id) },
    ];
    for (const attempt of attempts) {
      const reply = await orderFinal(shopper.token, attempt);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ status: 'false', message: messages.paymentNotVerified });
    }
    for (const order of [first, second]) {
      expect(await paymentRows(order.id)).toEqual([]);
      expect((await orderRow(order.id)).status).toBe('pending_payment');
    }
  });

  it('refuses a payment the provider took for another sum than the order total', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id, { providerAmount: totalPaise - 100 });
    const paid = await pay(order.providerOrderId);
    const log = captureLog();
    try {
      const reply = await orderFinal(shopper.token, { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature });
      expect(reply.status).toBe(400);
      expect(await paymentRows(order.id)).toEqual([]);
      // The webhook carries the same short amount: ignored as well.
      const hook = await postWebhook(sandboxWebhookBody(paid.payment));
      expect(await hook.json()).toEqual({ status: 'true', message: 'ignored' });
      expect((await orderRow(order.id)).status).toBe('pending_payment');
      expect(log.errors()).toHaveLength(2);
      for (const line of log.errors()) expect(line).toMatchObject({ msg: expect.stringContaining('different sum'), amountPaise: totalPaise - 100 });
    } finally {
      log.restore();
    }
  });

  it('answers 404 for another customer\'s order or an unknown one, and 401 without a session', async () => {
    const owner = await customer();
    const other = await customer();
    const order = await pendingOrder(owner.id);
    const paid = await pay(order.providerOrderId);
    const body = { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature };

    const foreign = await orderFinal(other.token, body);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ status: 'false', message: messages.paymentOrderUnknown });
    const unknown = await orderFinal(owner.token, { ...body, razorpay_order_id: 'order_doesnotexist01' });
    expect(unknown.status).toBe(404);
    const anonymous = await suite.api.raw('/api/order_final', { method: 'POST', body: JSON.stringify(body) });
    expect(anonymous.status).toBe(401);
    const empty = await orderFinal(owner.token, { razorpay_order_id: order.providerOrderId });
    expect(empty.status).toBe(400);
    expect(await paymentRows(order.id)).toEqual([]);
  });

  it('webhook: refuses a bad or missing signature, and handles an event id once', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id);
    const paid = await pay(order.providerOrderId);
    const body = sandboxWebhookBody(paid.payment);

    for (const signature of ['', webhookSignature('another secret', body), webhookSignature(gateway.webhookSecret, `${body} `)]) {
      const refused = await postWebhook(body, { 'x-razorpay-signature': signature });
      expect(refused.status).toBe(400);
      expect((await refused.json() as { status: string }).status).toBe('false');
    }
    expect(await paymentRows(order.id)).toEqual([]);

    const first = await postWebhook(body, { 'x-razorpay-event-id': 'evt_once_only_01' });
    expect(await first.json()).toEqual({ status: 'true', message: 'processed' });
    const again = await postWebhook(body, { 'x-razorpay-event-id': 'evt_once_only_01' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'true', message: 'duplicate' });
    expect(await db().selectFrom('payment_events').select('type').where('provider_event_id', '=', 'evt_once_only_01').execute()).toEqual([{ type: 'payment.captured' }]);
  });

  it('webhook first, then order_final: one payment, paid once', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id);
    const paid = await pay(order.providerOrderId);
    const orderPaid = JSON.parse(sandboxWebhookBody(paid.payment)) as { event: string; contains: string[]; payload: Record<string, unknown> };
    orderPaid.event = 'order.paid';
    orderPaid.payload.order = { entity: { id: order.providerOrderId, amount: totalPaise, amount_paid: totalPaise, status: 'paid' } };

    expect(await (await postWebhook(JSON.stringify(orderPaid))).json()).toEqual({ status: 'true', message: 'processed' });
    expect((await orderRow(order.id)).status).toBe('placed');
    // payment.captured for the same payment arrives too (Razorpay sends both).
    expect(await (await postWebhook(sandboxWebhookBody(paid.payment))).json()).toEqual({ status: 'true', message: 'processed' });
    const reply = await orderFinal(shopper.token, { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature });
    expect(await reply.json()).toEqual({ status: 'true', message: messages.paymentAlreadyRecorded, data: { order_id: order.id } });
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id, 'paid')).toBe(1);
  });

  it('webhook: payment.failed goes on the timeline; unknown events and orders are acknowledged and ignored', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id);
    const failed = await paySandboxOrder(db(), gateway.keySecret, { orderId: order.providerOrderId, key: sandboxKeyId, outcome: 'failure' }, new Date());
    if (failed.kind !== 'failed') throw new Error('expected a failed payment');
    expect(await (await postWebhook(sandboxWebhookBody(failed.payment))).json()).toEqual({ status: 'true', message: 'processed' });
    expect(await eventsOf(order.id, 'payment_failed')).toBe(1);
    expect((await orderRow(order.id)).status).toBe('pending_payment');

    const refund = JSON.stringify({ event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_x' } } } });
    expect(await (await postWebhook(refund)).json()).toEqual({ status: 'true', message: 'ignored' });
    const stranger = sandboxWebhookBody({ ...failed.payment, id: 'pay_stranger00001', orderId: 'order_notours00001', status: 'captured' });
    expect(await (await postWebhook(stranger)).json()).toEqual({ status: 'true', message: 'ignored' });
    const notJson = await postWebhook('{"event":');
    expect(notJson.status).toBe(400);
  });

  it('order_final and the webhook at the same moment record the payment once', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id);
    const paid = await pay(order.providerOrderId);
    const [final, hook] = await Promise.all([
      orderFinal(shopper.token, { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }),
      postWebhook(sandboxWebhookBody(paid.payment)),
    ]);
    expect(final.status).toBe(200);
    expect([messages.paymentReceived, messages.paymentAlreadyRecorded]).toContain((await final.json() as { message: string }).message);
    expect(hook.status).toBe(200);
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id, 'paid')).toBe(1);
  });

  it('a second payment for an order already paid is refunded, and the order stands', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id);
    const first = await pay(order.providerOrderId);
    await postWebhook(sandboxWebhookBody(first.payment));
    // A second tab paid the same provider order before the first payment was known there.
    const secondId = 'pay_SecondTab0001';
    await db().insertInto('sandbox_gateway_payments')
      .values({ id: secondId, order_id: order.providerOrderId, amount_paise: totalPaise, status: 'captured', created_at: new Date().toISOString() }).execute();
    const reply = await orderFinal(shopper.token, { razorpay_order_id: order.providerOrderId, razorpay_payment_id: secondId, razorpay_signature: paymentSignature(gateway.keySecret, order.providerOrderId, secondId) });
    expect(await reply.json()).toEqual({ status: 'true', message: messages.paymentAlreadyRecorded, data: { order_id: order.id } });
    expect((await paymentRows(order.id)).map((p) => [p.provider_payment_id, p.status])).toEqual([[first.razorpay_payment_id, 'captured'], [secondId, 'refunded']]);
    expect((await gateway.fetchPayment(secondId))?.status).toBe('refunded');
    expect((await orderRow(order.id)).status).toBe('placed');
    expect(await eventsOf(order.id, 'paid')).toBe(1);
  });

  it('a payment after the order expired takes the stock again when it is still there', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id, { payBy: new Date(Date.now() - 60_000) });
    const before = await stockOfS();
    await releaseExpiredOrders(db(), new Date());
    expect((await orderRow(order.id)).status).toBe('payment_expired');
    expect(await stockOfS()).toBe(before + 1);

    const paid = await pay(order.providerOrderId);
    const reply = await orderFinal(shopper.token, { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature });
    expect(await reply.json()).toEqual({ status: 'true', message: messages.paymentReceived, data: { order_id: order.id } });
    expect((await orderRow(order.id)).status).toBe('placed');
    expect(await stockOfS()).toBe(before);
  });

  it('a payment after the order expired and its stock was sold is recorded and refunded (409)', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id, { payBy: new Date(Date.now() - 60_000) });
    await releaseExpiredOrders(db(), new Date());
    const stock = await stockOfS();
    await db().updateTable('product_sizes').set({ stock: 0 }).where('id', '=', sizeS).execute();
    try {
      const paid = await pay(order.providerOrderId);
      const body = { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature };
      const reply = await orderFinal(shopper.token, body);
      expect(reply.status).toBe(409);
      expect(await reply.json()).toEqual({ status: 'false', message: messages.paymentExpired });
      expect((await orderRow(order.id)).status).toBe('payment_expired');
      expect(await paymentRows(order.id)).toMatchObject([{ provider_payment_id: paid.razorpay_payment_id, status: 'refunded' }]);
      expect(await eventsOf(order.id, 'refund_pending')).toBe(1);
      expect(await eventsOf(order.id, 'refunded')).toBe(1);
      const held = await gateway.fetchPayment(paid.razorpay_payment_id);
      expect(held?.status).toBe('refunded');
      expect(await stockOfS()).toBe(0);

      // A replay, or the webhook of the same payment, refunds nothing twice.
      expect((await orderFinal(shopper.token, body)).status).toBe(409);
      expect(await (await postWebhook(sandboxWebhookBody(paid.payment))).json()).toEqual({ status: 'true', message: 'processed' });
      expect(await eventsOf(order.id, 'refunded')).toBe(1);
    } finally {
      await db().updateTable('product_sizes').set({ stock }).where('id', '=', sizeS).execute();
    }
  });

  it('the sandbox window over HTTP: Fail answers Razorpay\'s error, Pay signs like Razorpay and the webhook follows', async () => {
    const shopper = await customer();
    const order = await pendingOrder(shopper.id);
    const post = (body: unknown) => suite.api.raw('/sandbox-gateway/pay', { method: 'POST', body: JSON.stringify(body) });

    const failed = await post({ order_id: order.providerOrderId, key: sandboxKeyId, outcome: 'failure' });
    expect(failed.status).toBe(400);
    const failure = await failed.json() as { error: { metadata: { order_id: string; payment_id: string } } };
    expect(failure).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR', description: 'Payment failed', source: 'customer', step: 'payment_authorization', reason: 'payment_failed',
        metadata: { order_id: order.providerOrderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(await db().selectFrom('sandbox_gateway_payments').select('status').where('id', '=', failure.error.metadata.payment_id).execute()).toEqual([{ status: 'failed' }]);
    await vi.waitFor(async () => expect(await eventsOf(order.id, 'payment_failed')).toBe(1));

    const ok = await post({ order_id: order.providerOrderId, key: sandboxKeyId });
    expect(ok.status).toBe(200);
    const response = await ok.json() as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    expect(Object.keys(response).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(response.razorpay_order_id).toBe(order.providerOrderId);
    expect(isValidPaymentSignature(gateway.keySecret, order.providerOrderId, response.razorpay_payment_id, response.razorpay_signature)).toBe(true);
    expect(await gateway.fetchPayment(response.razorpay_payment_id)).toEqual({ id: response.razorpay_payment_id, orderId: order.providerOrderId, amountPaise: totalPaise, status: 'captured' });

    // The sandbox's own payment.captured webhook places the order, as Razorpay's would.
    await vi.waitFor(async () => expect((await orderRow(order.id)).status).toBe('placed'));
    const final = await orderFinal(shopper.token, response);
    expect(final.status).toBe(200);
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await eventsOf(order.id, 'paid')).toBe(1);

    const twice = await post({ order_id: order.providerOrderId, key: sandboxKeyId });
    expect(twice.status).toBe(400);
    const wrongKey = await post({ order_id: order.providerOrderId, key: 'rzp_test_someoneelse' });
    expect(wrongKey.status).toBe(400);
    expect((await wrongKey.json() as { error: { description: string } }).error.description).toContain('api key');
    const unknown = await post({ order_id: 'order_doesnotexist01', key: sandboxKeyId });
    expect(unknown.status).toBe(404);
    expect((await post({ key: sandboxKeyId })).status).toBe(400);
  });

  it('serves the checkout script under a CSP that allows it and no Razorpay origin', async () => {
    const reply = await suite.api.raw('/sandbox-gateway/checkout.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('javascript');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('razorpay.com');
    const source = await reply.text();
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('window.Razorpay = Razorpay');
  });
});
