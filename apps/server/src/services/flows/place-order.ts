import type { z } from 'zod';
import type { OrderPlaced, placeOrderRequest } from '@haat/shared/api';
import { codConfirmationMessages, codRefusal, isRowId, messages, onlyLeftMessage, paiseToRupees } from '@haat/shared/rules';
import { compiledStatement, rowOf } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { OrderEventTable, OrderLineTable, OrderTable } from '../../db/schema.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { MailOutbox } from '../../mail/outbox/sender.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import type { Insertable, Selectable } from 'kysely';
import { removeOrderedLines } from '../orders/cart.ts';
import { burnCodCaptcha, isCaptchaRefusal, spendCodCaptcha, type CodCaptchaAnswer } from '../orders/cod-captcha.ts';
import { payWindowMs, releaseExpiredOrders } from '../orders/order-expiry.ts';
import { priceOrderItems, type PricedOrder } from '../orders/order-items.ts';
import { queueOrderConfirmation } from '../orders/order-mail.ts';
import { OrderRefusal } from '../orders/order-refusal.ts';
import { deliveryRefusal } from '../delivery/delivery-refusal.ts';
import { openProviderOrder } from './order-provider.ts';
import { takeStock, type OrderStockCause } from '../orders/order-stock.ts';
import { acceptIfAutomatic } from '../orders/auto-accept.ts';
import { codRulesOf, isCodBlocked } from '../orders/cod-rules.ts';
import { codOrdersWaitForCode, sendFirstCode } from '../orders/cod-confirmation.ts';

/** What placing an order works with. */
export interface OrderServices {
  db: Db;
  payments: PaymentGateway;
  /** Sends the confirmation queued with the order, once it is committed. */
  outbox: MailOutbox;
  /** Keys the HMAC of a COD order's confirmation code (decision 044). */
  secrets: { session: string };
}

export interface PlaceOrderInput {
  storeId: number;
  customerId: number;
  /** The Idempotency-Key (or one made up for a request without it). */
  requestKey: string;
  order: z.output<typeof placeOrderRequest>;
  /** The server-issued captcha a cash-on-delivery order must answer (cod-captcha.ts). */
  captcha?: CodCaptchaAnswer;
  /** The language the shopper placed it in: kept with the order for its mails and SMS (decision 046). */
  language: MailLanguage;
}

export interface PlacedOrderReply {
  message: string;
  data: OrderPlaced;
}

// Ours: said when a retried submit arrives while the first is still opening its payment.
const stillPlacing = 'Your order is still being placed. Please try again in a moment.';

/**
 * Places an order (accounts spec §7): stock taken, prices and totals from the database, all or
 * nothing, once per request key. Cash on delivery is placed at once; an online order waits for
 * its payment for 30 minutes, with the provider's order opened after the stock is held.
 */
export async function placeOrder(services: OrderServices, input: PlaceOrderInput, now: Date): Promise<PlacedOrderReply> {
  const { db, payments } = services;
  await releaseExpiredOrders(db, now);
  const { orderId, created } = await insertOrder(services, input, now).catch(async (error: unknown) => {
    if (isCaptchaRefusal(error) && input.captcha) await burnCodCaptcha(db, input.captcha, now);
    throw error;
  });
  let order = await loadOrder(db, orderId);
  if (created && order.payment_mode === 'ONLINE') {
    await openProviderOrder(db, payments, order, now);
    order = await loadOrder(db, orderId);
  }
  if (created && order.payment_mode === 'COD') services.outbox.wake();
  return placedReply(order, payments);
}

async function loadOrder(db: Db, orderId: number): Promise<Selectable<OrderTable>> {
  const [order] = await orderRow(db, { orderId });
  if (!order) throw new Error(`Order ${orderId} is gone`);
  return order;
}

function isRequestKeyTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const text = `${String((error as { constraint?: unknown }).constraint ?? '')} ${error.message}`;
  return (code === '23505' || /UNIQUE constraint failed/i.test(error.message)) && /orders_customer_request|orders\.request_key/.test(text);
}

async function findByRequestKey(db: Db, customerId: number, requestKey: string): Promise<number | undefined> {
  const [row] = await orderIdByRequestKey(db, { customerId, requestKey });
  return row?.id;
}

/** The one transaction of a submit; a request key already used answers its order, and nothing else happens. */
async function insertOrder(services: OrderServices, input: PlaceOrderInput, now: Date): Promise<{ orderId: number; created: boolean }> {
  const { db } = services;
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await findByRequestKey(trx, input.customerId, input.requestKey);
      if (existing !== undefined) return { orderId: existing, created: false };
      const { orderId, toConfirm } = await writeOrder(trx, input, now, services.secrets.session);
      // In the order's transaction: a placed order always has its mail, a refused one none; one
      // waiting for its code (decision 044) has the code's SMS now, its mail once confirmed.
      if (input.order.paymentmode === 'COD' && !toConfirm) await queueOrderConfirmation(trx, orderId, now);
      return { orderId, created: true };
    });
  } catch (error) {
    // PostgreSQL: the same key raced past the lookup in two transactions; the unique key kept one.
    if (!isRequestKeyTaken(error)) throw error;
    const existing = await findByRequestKey(db, input.customerId, input.requestKey);
    if (existing === undefined) throw error;
    return { orderId: existing, created: false };
  }
}

async function writeOrder(trx: Db, input: PlaceOrderInput, now: Date, secret: string): Promise<{ orderId: number; toConfirm: boolean }> {
  const { order, storeId, customerId } = input;
  if (order.coupan_Code !== '') throw new OrderRefusal('invalid', messages.couponInvalid);
  const address = isRowId(order.addressid) ? (await shopperAddress(trx, { id: order.addressid, customerId, storeId }))[0] : undefined;
  if (!address) throw new OrderRefusal('not-found', messages.addressNotFound);
  const online = order.paymentmode === 'ONLINE';
  const cod = online ? null : await codRulesOf(trx, storeId);
  const priced = await priceOrderItems(trx, { storeId, customerId }, order.orders, order.paymentmode, cod?.fee ?? 0);
  if (cod) {
    // The same rule the checkout shows: over the limit, blocked or switched off, and nothing is written.
    const refused = codRefusal(cod, paiseToRupees(priced.totalPaise - priced.codFeePaise), await isCodBlocked(trx, customerId));
    if (refused) throw new OrderRefusal('invalid', refused);
  }
  const undeliverable = await deliveryRefusal(trx, storeId, address.pincode, online, now);
  if (undeliverable) throw new OrderRefusal('invalid', undeliverable);

  const toConfirm = !online && await codOrdersWaitForCode(trx, storeId);
  const firstStatus = online ? 'pending_payment' : toConfirm ? 'awaiting_confirmation' : 'placed';
  const at = now.toISOString();
  // The order row comes first: on PostgreSQL a racing twin with the same key waits here, not after taking stock.
  const [placed] = await insertOrderRow(trx, {
    store_id: storeId,
    customer_id: customerId,
    request_key: input.requestKey,
    payment_mode: order.paymentmode,
    status: firstStatus,
    subtotal_paise: priced.subtotalPaise,
    shipping_paise: priced.shippingPaise,
    discount_paise: priced.discountPaise,
    cod_fee_paise: priced.codFeePaise,
    total_paise: priced.totalPaise,
    address_id: address.id,
    ship_name: `${address.first_name} ${address.last_name}`.trim(),
    ship_email: address.email,
    ship_mobile: address.mobile,
    ship_address1: address.address1,
    ship_address2: address.address2,
    ship_city: address.city,
    ship_state: address.state,
    ship_pincode: address.pincode,
    coupon_code: '',
    payment_provider: null,
    provider_order_id: null,
    pay_by: online ? new Date(now.getTime() + payWindowMs).toISOString() : null,
    paid_at: null,
    created_at: at,
    updated_at: at,
    language: input.language,
  });
  const orderId = placed!.id;
  // The account follows the shopper's latest language, for mails asked for later without one (a reset from a new device).
  await followLanguage(trx, { language: input.language, customerId, storeId });
  // After the order row, so that a retried submit (same key) finds its order rather than a spent captcha.
  if (!online) await spendCodCaptcha(trx, input.captcha, now);

  await takeOrderStock(trx, priced, { orderId, reason: 'order', at: now });
  for (const line of priced.lines) {
    await insertOrderLine(trx, {
      order_id: orderId,
      product_id: line.productId,
      size_id: line.sizeId,
      asin: line.asin,
      name: line.name,
      image: line.image,
      description: line.description,
      size: line.size,
      color: line.color,
      units: line.units,
      unit_price_paise: line.unitPricePaise,
      delivery_paise: line.deliveryPaise,
      line_total_paise: line.lineTotalPaise,
      hsn_code: line.hsnCode,
      gst_rate_bp: line.gstRateBp,
      status: 'active',
    });
  }
  const count = priced.lines.length;
  await insertOrderEvent(trx, {
    order_id: orderId, order_line_id: null, status: firstStatus,
    note: online ? 'Waiting for the online payment.' : `${count} item${count === 1 ? '' : 's'}, cash on delivery.`, at,
  });
  if (!online) {
    await removeOrderedLines(trx, customerId, priced.lines.map((line) => line.productId));
    // Waiting for its code, it is not the reseller's yet: auto-accept runs when it is confirmed.
    if (toConfirm) await sendFirstCode(trx, secret, storeId, orderId, now);
    else await acceptIfAutomatic(trx, storeId, orderId, 'COD', at);
  }
  return { orderId, toConfirm };
}

// Placing an order runs these in its transaction, every time (compiled once, decision 062).
const orderRow = compiledStatement((db, args: { orderId: number }) => db.selectFrom('orders').selectAll().where('id', '=', args.orderId));
const orderIdByRequestKey = compiledStatement((db, args: { customerId: number; requestKey: string }) => db.selectFrom('orders').select('id')
  .where('customer_id', '=', args.customerId).where('request_key', '=', args.requestKey));
const shopperAddress = compiledStatement((db, args: { id: number; customerId: number; storeId: number }) => db
  .selectFrom('addresses').selectAll().where('id', '=', args.id).where('customer_id', '=', args.customerId).where('store_id', '=', args.storeId));
const followLanguage = compiledStatement((db, args: { language: MailLanguage; customerId: number; storeId: number }) => db.updateTable('customers')
  .set({ language: args.language }).where('id', '=', args.customerId).where('store_id', '=', args.storeId));

const orderColumns = [
  'store_id', 'customer_id', 'request_key', 'payment_mode', 'status', 'subtotal_paise', 'shipping_paise', 'discount_paise', 'cod_fee_paise',
  'total_paise', 'address_id', 'ship_name', 'ship_email', 'ship_mobile', 'ship_address1', 'ship_address2', 'ship_city', 'ship_state',
  'ship_pincode', 'coupon_code', 'payment_provider', 'provider_order_id', 'pay_by', 'paid_at', 'created_at', 'updated_at', 'language',
] as const;
const insertOrderRow = compiledStatement((db, row: Pick<Insertable<OrderTable>, (typeof orderColumns)[number]>) => db.insertInto('orders')
  .values(rowOf(row, orderColumns)).returning('id'));

const lineColumns = [
  'order_id', 'product_id', 'size_id', 'asin', 'name', 'image', 'description', 'size', 'color', 'units', 'unit_price_paise', 'delivery_paise',
  'line_total_paise', 'hsn_code', 'gst_rate_bp', 'status',
] as const;
const insertOrderLine = compiledStatement((db, row: Pick<Insertable<OrderLineTable>, (typeof lineColumns)[number]>) => db.insertInto('order_lines')
  .values(rowOf(row, lineColumns)));

const eventColumns = ['order_id', 'order_line_id', 'status', 'note', 'at'] as const;
const insertOrderEvent = compiledStatement((db, row: Pick<Insertable<OrderEventTable>, (typeof eventColumns)[number]>) => db.insertInto('order_events')
  .values(rowOf(row, eventColumns)));

async function takeOrderStock(trx: Db, priced: PricedOrder, cause: OrderStockCause): Promise<void> {
  const short = await takeStock(trx, priced.lines, cause);
  if (!short) return;
  const line = priced.lines.find((l) => l.sizeId === short.sizeId)!;
  throw new OrderRefusal('conflict', onlyLeftMessage(line.name, line.size, short.stock));
}

/**
 * How an order is paid, in the wire's words (insert_Customer_Order's data, and the payment
 * page's): for an online order the provider's order id and what the payment window opens with.
 */
export function orderPaymentFields(order: Selectable<OrderTable>, payments: PaymentGateway): OrderPlaced {
  const base = { order_id: order.id, amount: order.total_paise, currency: 'INR' as const };
  if (order.payment_mode === 'COD') {
    return {
      ...base, ORDERID: String(order.id), payment_mode: 'COD', provider: null, key: null, script_url: null, pay_by: null,
      ...(order.status === 'awaiting_confirmation' ? { confirm_by: order.confirm_by } : {}),
    };
  }
  return {
    ...base,
    ORDERID: order.provider_order_id ?? String(order.id),
    payment_mode: 'ONLINE',
    provider: order.payment_provider,
    key: payments.keyId,
    script_url: payments.checkoutScriptUrl,
    pay_by: order.pay_by,
  };
}

/** The reply of a submit; a retried submit gets the same one. */
function placedReply(order: Selectable<OrderTable>, payments: PaymentGateway): PlacedOrderReply {
  if (order.payment_mode === 'ONLINE' && !order.provider_order_id) throw new OrderRefusal('conflict', stillPlacing);
  const awaiting = order.payment_mode === 'ONLINE' && !order.paid_at;
  const toConfirm = order.status === 'awaiting_confirmation';
  const message = awaiting ? messages.orderAwaitingPayment : toConfirm ? codConfirmationMessages.placedToConfirm : messages.orderPlaced;
  return { message, data: orderPaymentFields(order, payments) };
}
