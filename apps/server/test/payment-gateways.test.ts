import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Razorpay from 'razorpay';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@haat/shared/rules';
import { openSession } from '../src/auth/sessions.ts';
import { ConfigError } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { createApp } from '../src/http/app.ts';
import { outboxMailer } from '../src/mail/mailer.ts';
import { createPaymentGateway } from '../src/payments/choose-gateway.ts';
import { createRazorpayGateway, RazorpayError } from '../src/payments/razorpay-gateway.ts';
import { sandboxCheckoutScript } from '../src/payments/sandbox-checkout-script.ts';
import { paymentSignature } from '../src/payments/signatures.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiSuite, testSessionSecret } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { captureLog } from './support/log.ts';

const keys = { keyId: 'rzp_test_haat0001', keySecret: 'razorpay-key-secret', webhookSecret: 'razorpay-webhook-secret' };

interface SeenRequest { method: string; url: string; data: unknown; auth: unknown }
type Answer = { status: number; data: unknown } | Error;

/**
 * The real SDK with its HTTP layer (axios's adapter) replaced: every request is recorded and
 * answered by `answer`, as api.razorpay.com would; a 4xx is rejected the way axios rejects it.
 */
function mockedRazorpay(answer: (request: SeenRequest) => Answer) {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const seen: SeenRequest[] = [];
  const http = (client.api as unknown as { rq: { defaults: { adapter: unknown } } }).rq;
  http.defaults.adapter = async (config: { method: string; baseURL: string; url: string; data?: string; auth?: unknown }) => {
    const request = { method: config.method.toUpperCase(), url: `${config.baseURL}${config.url}`, data: config.data ? JSON.parse(config.data) : undefined, auth: config.auth };
    seen.push(request);
    const reply = answer(request);
    if (reply instanceof Error) throw reply;
    if (reply.status >= 400) throw Object.assign(new Error(`Request failed with status code ${reply.status}`), { response: { status: reply.status, data: reply.data } });
    return { data: reply.data, status: reply.status, statusText: 'OK', headers: {}, config, request: {} };
  };
  return { client, seen };
}

const unknownId = { status: 400, data: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } };

describe('Razorpay gateway (SDK with its HTTP mocked)', () => {
  it('opens an order in paise with the receipt and notes, authenticated with the key pair', async () => {
    const { client, seen } = mockedRazorpay(() => ({ status: 200, data: { id: 'order_Rz1', entity: 'order', amount: 93900, currency: 'INR', status: 'created' } }));
    const gateway = createRazorpayGateway(keys, client);
    expect(gateway).toMatchObject({ provider: 'razorpay', keyId: keys.keyId, checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js', webhookSecret: keys.webhookSecret });
    expect(await gateway.createOrder({ amountPaise: 93900, receipt: 'order_17', notes: { order_id: '17' } })).toEqual({ id: 'order_Rz1', amountPaise: 93900, currency: 'INR' });
    expect(seen).toEqual([{
      method: 'POST', url: 'https://api.razorpay.com/v1/orders', data: { amount: 93900, currency: 'INR', receipt: 'order_17', notes: { order_id: '17' } },
      auth: { username: keys.keyId, password: keys.keySecret },
    }]);
  });

  it('fetches a payment (null for an id Razorpay does not know) and refunds it', async () => {
    const { client, seen } = mockedRazorpay((request) => {
      if (request.url.endsWith('/payments/pay_Known')) return { status: 200, data: { id: 'pay_Known', order_id: 'order_Rz1', amount: 93900, status: 'captured' } };
      if (request.url.endsWith('/payments/pay_Known/refund')) return { status: 200, data: { id: 'rfnd_1', payment_id: 'pay_Known', amount: 93900, status: 'processed' } };
      return unknownId;
    });
    const gateway = createRazorpayGateway(keys, client);
    expect(await gateway.fetchPayment('pay_Known')).toEqual({ id: 'pay_Known', orderId: 'order_Rz1', amountPaise: 93900, status: 'captured' });
    expect(await gateway.fetchPayment('pay_Unknown')).toBeNull();
    expect(await gateway.refund({ paymentId: 'pay_Known', amountPaise: 93900, notes: { reason: 'x' } })).toEqual({ id: 'rfnd_1', status: 'processed' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: 'https://api.razorpay.com/v1/payments/pay_Known/refund', data: { amount: 93900, notes: { reason: 'x' } } });
  });

  it('turns Razorpay\'s errors and network failures into RazorpayError', async () => {
    const refused = createRazorpayGateway(keys, mockedRazorpay(() => ({ status: 401, data: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } })).client);
    await expect(refused.createOrder({ amountPaise: 100, receipt: 'r' })).rejects.toThrow(/Razorpay order creation failed \(HTTP 401\): Authentication failed/);
    await expect(refused.fetchPayment('pay_x')).rejects.toBeInstanceOf(RazorpayError);
    const offline = createRazorpayGateway(keys, mockedRazorpay(() => new Error('getaddrinfo ENOTFOUND api.razorpay.com')).client);
    await expect(offline.refund({ paymentId: 'pay_x', amountPaise: 100 })).rejects.toBeInstanceOf(RazorpayError);
  });
});

describe('choosing the gateway from the configuration', () => {
  const db = {} as Db;
  const now = () => new Date();

  it('uses the sandbox without Razorpay settings and Razorpay with all three', () => {
    expect(createPaymentGateway({}, db, testSessionSecret, now)).toMatchObject({ provider: 'sandbox', checkoutScriptUrl: '/sandbox-gateway/checkout.js' });
    const razorpay = createPaymentGateway({ RAZORPAY_KEY_ID: 'rzp_live_a', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }, db, testSessionSecret, now);
    expect(razorpay).toMatchObject({ provider: 'razorpay', keyId: 'rzp_live_a', keySecret: 's', webhookSecret: 'w' });
  });

  it('refuses to start with a partial Razorpay configuration, naming what is missing', () => {
    const attempt = (settings: Record<string, string>) => () => createPaymentGateway(settings, db, testSessionSecret, now);
    expect(attempt({ RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_WEBHOOK_SECRET: 'w' })).toThrow(ConfigError);
    expect(attempt({ RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_WEBHOOK_SECRET: 'w' })).toThrow(/RAZORPAY_KEY_SECRET:/);
    expect(attempt({ RAZORPAY_KEY_SECRET: 's' })).toThrow(/RAZORPAY_KEY_ID:/);
    expect(attempt({ RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_KEY_SECRET: 's' })).toThrow(/RAZORPAY_WEBHOOK_SECRET: required with Razorpay keys/);
    expect(attempt({ RAZORPAY_WEBHOOK_SECRET: 'w' })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET:/);
  });
});

describe('the sandbox checkout script', () => {
  it('parses, and defines window.Razorpay with Razorpay\'s constructor, on() and open()', () => {
    const fakeWindow: Record<string, unknown> = { location: { href: 'http://localhost:3000/PaymentPage' } };
    const fakeDocument = { currentScript: { src: 'http://localhost:3000/sandbox-gateway/checkout.js' } };
    new Function('window', 'document', sandboxCheckoutScript)(fakeWindow, fakeDocument);
    const Checkout = fakeWindow.Razorpay as new (options: object) => { on(event: string, handler: () => void): unknown; open(): unknown; close(): void };
    expect(typeof Checkout).toBe('function');
    const checkout = new Checkout({ key: 'rzp_sandbox_haat', order_id: 'order_x', amount: 93900 });
    expect(checkout.on('payment.failed', () => {})).toBe(checkout);
    expect(typeof checkout.open).toBe('function');
    expect(() => new Checkout({ order_id: 'order_x' })).toThrow(/key/);
  });
});

describeEachEngine('order_final and the CSP with Razorpay as the gateway', (engine) => {
  const suite = apiSuite(engine);
  const razorpayOrderId = `order_Rz${engine}01`;
  let held = { amount: 0 };
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    const { client } = mockedRazorpay((request) => (request.url.includes('/payments/pay_Rz')
      ? { status: 200, data: { id: request.url.split('/').at(-1), order_id: razorpayOrderId, amount: held.amount, status: 'captured' } }
      : unknownId));
    app = createApp({
      db: suite.test.db, uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-uploads-')), sessionSecret: testSessionSecret,
      mailer: outboxMailer({ from: 'Shop <shop@test.local>', outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-outbox-')) }),
      payments: createRazorpayGateway(keys, client),
    });
  });

  const request = (pathname: string, init: RequestInit = {}) =>
    Promise.resolve(app.fetch(new Request(`http://localhost${pathname}`, { ...init, headers: { host: 'localhost', 'content-type': 'application/json', ...init.headers } })));

  it('checks the amount Razorpay says was paid against the order total', async () => {
    const shopper = await insertCustomer(suite.test.db, suite.fx.storeId);
    const { token } = await openSession(suite.test.db, shopper.id, new Date());
    const at = new Date().toISOString();
    const order = await suite.test.db.insertInto('orders').values({
      store_id: suite.fx.storeId, customer_id: shopper.id, request_key: 'k1', payment_mode: 'ONLINE', status: 'pending_payment',
      subtotal_paise: 54_900, shipping_paise: 0, total_paise: 54_900, address_id: null, ship_name: 'A', ship_email: 'a@b.in', ship_mobile: '9876543210',
      ship_address1: 'x', ship_address2: 'y', ship_city: 'Pune', ship_state: 'Maharashtra', ship_pincode: '411001',
      payment_provider: 'razorpay', provider_order_id: razorpayOrderId, pay_by: new Date(Date.now() + 60_000).toISOString(), paid_at: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    const confirm = (paymentId: string) => request('/api/order_final', {
      method: 'POST', headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(keys.keySecret, razorpayOrderId, paymentId) }),
    });

    const log = captureLog();
    held = { amount: 100 };
    expect((await confirm('pay_RzShort')).status).toBe(400);
    log.restore();
    expect(log.errors()).toEqual([expect.objectContaining({ paymentId: 'pay_RzShort', amountPaise: 100 })]);
    held = { amount: 54_900 };
    const paid = await confirm('pay_RzFull');
    expect(await paid.json()).toEqual({ status: 'true', message: messages.paymentReceived, data: { order_id: order.id } });
    expect(await suite.test.db.selectFrom('payments').select(['provider', 'provider_payment_id']).where('order_id', '=', order.id).execute())
      .toEqual([{ provider: 'razorpay', provider_payment_id: 'pay_RzFull' }]);
  });

  it('allows Razorpay\'s checkout origins in the CSP and has no sandbox routes', async () => {
    const page = await request('/api/GetResellerLogo');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(page.headers.get('permissions-policy')).toContain('payment=("https://api.razorpay.com" "https://checkout.razorpay.com")');
    expect(csp).toContain('https://api.razorpay.com https://lumberjack.razorpay.com');
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
    expect((await request('/sandbox-gateway/checkout.js')).status).toBe(404);
    expect((await request('/sandbox-gateway/pay', { method: 'POST', body: JSON.stringify({ order_id: 'order_x', key: 'rzp_sandbox_haat' }) })).status).toBe(404);
  });
});
