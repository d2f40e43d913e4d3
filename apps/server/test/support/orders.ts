import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInput, StoreApi } from '@haat/shared/api';
import { openSession } from '../../src/auth/sessions.ts';
import { moveOrder } from '../../src/services/console/order-moves.ts';
import { markOrderPaid } from '../../src/services/flows/order-payment.ts';
import type { Db } from '../../src/db/database.ts';
import { insertCustomer } from './accounts.ts';
import type { ApiSuite } from './api-app.ts';
import { solveCodCaptcha } from './cod-captcha.ts';

export const homeAddress: AddressInput = {
  name: 'Asha Devi Verma',
  email: 'asha@example.in',
  mobile: '9876543210',
  address1: '14 Lake View Road',
  address2: 'Banjara Hills',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500034',
};

/** Order helpers over one API suite: customers with an address, raw submits, stock and outbox reads. */
export function orderHelpers(suite: ApiSuite) {
  const db = (): Db => suite.test.db;

  /** A signed-in customer of the suite's store with one saved address. */
  async function shopper() {
    const { id, email } = await insertCustomer(db(), suite.fx.storeId, { firstName: 'Asha' });
    const { token } = await openSession(db(), id, suite.api.clock.now());
    const client = withSolvedCaptchas(suite.api.signedIn(token));
    await client.addAddress(homeAddress);
    const [address] = await client.getAddresses();
    return { id, email, token, client, addressId: address!.id };
  }

  /**
   * A COD order needs a server-issued captcha: the helpers solve one (as the shopper would, by
   * reading it) for any COD order that does not bring its own, so that tests about other things
   * need not. The captcha's own tests send theirs.
   */
  function withSolvedCaptchas(client: StoreApi): StoreApi {
    return {
      ...client,
      placeOrder: async (order, requestKey) => client.placeOrder(await withCaptcha(client, order), requestKey),
    };
  }

  async function withCaptcha<T>(client: StoreApi, body: T): Promise<T> {
    const needsOne = typeof body === 'object' && body !== null && (body as { paymentmode?: unknown }).paymentmode === 'COD' && !('captcha_id' in body);
    return needsOne ? { ...body, ...await solveCodCaptcha(db(), client) } : body;
  }

  /** POST insert_Customer_Order as the wire carries it, with an optional Idempotency-Key. */
  async function submit(token: string, body: unknown, key?: string) {
    const sent = await withCaptcha(suite.api.signedIn(token), body);
    return suite.api.raw('/api/insert_Customer_Order', {
      method: 'POST',
      body: typeof sent === 'string' ? sent : JSON.stringify(sent),
      headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    });
  }

  function post(pathname: string, token: string, body: unknown) {
    return suite.api.raw(pathname, { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${token}` } });
  }

  function get(pathname: string, token: string) {
    return suite.api.raw(pathname, { headers: { authorization: `Bearer ${token}` } });
  }

  async function sizeRow(productId: number, label: string) {
    return db().selectFrom('product_sizes').select(['id', 'stock']).where('product_id', '=', productId).where('label', '=', label).executeTakeFirstOrThrow();
  }

  async function stockOf(productId: number, label: string): Promise<number> {
    return (await sizeRow(productId, label)).stock;
  }

  async function setStock(productId: number, label: string, stock: number): Promise<void> {
    await db().updateTable('product_sizes').set({ stock }).where('product_id', '=', productId).where('label', '=', label).execute();
  }

  async function ordersOf(customerId: number) {
    return db().selectFrom('orders').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
  }

  async function linesOf(orderId: number) {
    return db().selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  async function eventsOf(orderId: number) {
    return db().selectFrom('order_events').select(['status', 'order_line_id', 'note']).where('order_id', '=', orderId).orderBy('at').orderBy('id').execute();
  }

  async function putInCart(customerId: number, productId: number, size: string, color: string | null = null, units = 1) {
    const at = suite.api.clock.now().toISOString();
    await db().insertInto('cart_lines').values({ customer_id: customerId, product_id: productId, units, size, color, added_at: at, updated_at: at }).execute();
  }

  async function cartOf(customerId: number): Promise<number[]> {
    return (await db().selectFrom('cart_lines').select('product_id').where('customer_id', '=', customerId).orderBy('product_id').execute()).map((r) => r.product_id);
  }

  /** The mails written to the outbox for one address, waiting a little for the ones sent in the background. */
  async function mailsTo(to: string, expected = 1): Promise<Array<{ to: string; subject: string; text: string; html: string }>> {
    for (let attempt = 0; ; attempt += 1) {
      const files = (await fs.readdir(suite.api.outboxDir)).filter((f) => f.endsWith('.json')).sort();
      const mails = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(suite.api.outboxDir, f), 'utf8'))));
      const mine = mails.filter((m) => m.to === to);
      if (mine.length >= expected || attempt >= 40) return mine;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** An online order of two lines, paid through the sandbox (its provider-side payment exists unless told, so refunds work). */
  async function paidOnlineOrder(me: Awaited<ReturnType<typeof shopper>>, key: string, providerPayment = true) {
    const products = suite.fx.products;
    await setStock(products.anarkali, 'S', 5);
    await setStock(products.straight, 'S', 5);
    const placed = await me.client.placeOrder({
      addressid: me.addressId, paymentmode: 'ONLINE',
      orders: [{ asinid: products.anarkali, quantity: 2, size: 'S' }, { asinid: products.straight, quantity: 1, size: 'S' }],
    }, key);
    const paymentId = `pay_${key}`;
    if (providerPayment) {
      await db().insertInto('sandbox_gateway_payments').values({
        id: paymentId, order_id: placed.ORDERID, amount_paise: placed.amount, status: 'captured', created_at: new Date().toISOString(),
      }).execute();
    }
    await markOrderPaid(db(), suite.api.outbox, placed.order_id, { provider: 'sandbox', providerPaymentId: paymentId, amountPaise: placed.amount }, suite.api.clock.now());
    return { ...placed, paymentId, lines: await linesOf(placed.order_id) };
  }

  /**
   * Walks an order one step at a time to a delivery step, as the seller's console would (the
   * moves' own service, no staff member): accepted, packed, shipped with a courier, on.
   */
  async function moveTo(orderId: number, target: 'confirmed' | 'packed' | 'shipped' | 'out_for_delivery' | 'delivered') {
    const next = { placed: 'accepted', confirmed: 'packed', packed: 'shipped', shipped: target === 'delivered' ? 'delivered' : 'out_for_delivery', out_for_delivery: 'delivered' } as const;
    for (;;) {
      const { status } = await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      if (status === target) return;
      const move = next[status as keyof typeof next];
      if (!move) throw new Error(`order ${orderId} is ${status}; it cannot walk to ${target}`);
      await moveOrder(db(), { storeId: suite.fx.storeId, staffId: null }, orderId, move === 'shipped' ? { status: move, courier: 'Delhivery', awb: 'DL100200300' } : { status: move }, suite.api.clock.now());
    }
  }

  return { shopper, submit, post, get, sizeRow, stockOf, setStock, ordersOf, linesOf, eventsOf, putInCart, cartOf, mailsTo, moveTo, paidOnlineOrder };
}
