import { paiseToRupees } from '@haat/shared/rules';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { queueMail, releaseHeldMail } from '../../mail/outbox/queue.ts';
import {
  orderCancelledMail, orderConfirmationMail, orderDeclinedMail, orderDeliveredMail, orderShippedMail, type OrderMailLine, type OrderMailOrder,
} from '../../mail/order-templates.ts';
import { mailLanguageOf } from '../../mail/language.ts';
import type { MailContent, MailStore } from '../../mail/templates.ts';

interface OrderMailContext {
  storeId: number;
  to: string;
  firstName: string;
  store: MailStore;
  order: OrderMailOrder;
  lines: Map<number, OrderMailLine>;
}

// Every order's mails read these, in the order's transaction (compiled once, decision 062).
const mailOrderRow = compiledStatement((db, args: { orderId: number }) => db.selectFrom('orders')
  .innerJoin('customers', 'customers.id', 'orders.customer_id')
  .innerJoin('stores', 'stores.id', 'orders.store_id')
  .selectAll('orders')
  .select(['customers.email as customer_email', 'customers.first_name', 'stores.name as store_name', 'stores.theme_primary'])
  .where('orders.id', '=', args.orderId));
const mailLineRows = compiledStatement((db, args: { orderId: number }) => db.selectFrom('order_lines')
  .select(['id', 'name', 'size', 'color', 'units', 'line_total_paise']).where('order_id', '=', args.orderId).orderBy('id'));

async function loadOrderMail(db: Db, orderId: number): Promise<OrderMailContext | null> {
  const [order] = await mailOrderRow(db, { orderId });
  if (!order) return null;
  const rows = await mailLineRows(db, { orderId });
  const lines = new Map(rows.map((row) => [row.id, {
    name: row.name, size: row.size, color: row.color, units: row.units, lineTotal: paiseToRupees(row.line_total_paise),
  }]));
  return {
    storeId: order.store_id,
    to: order.customer_email,
    firstName: order.first_name,
    store: { name: order.store_name, accent: order.theme_primary },
    lines,
    order: {
      id: order.id,
      paymentMode: order.payment_mode,
      paid: order.paid_at !== null,
      subtotal: paiseToRupees(order.subtotal_paise),
      shipping: paiseToRupees(order.shipping_paise),
      discount: paiseToRupees(order.discount_paise),
      codFee: paiseToRupees(order.cod_fee_paise),
      total: paiseToRupees(order.total_paise),
      lines: [...lines.values()],
      shipTo: {
        name: order.ship_name, address1: order.ship_address1, address2: order.ship_address2, city: order.ship_city,
        state: order.ship_state, pincode: order.ship_pincode, mobile: order.ship_mobile,
      },
      // The language it was placed in, however long ago (decision 046).
      language: mailLanguageOf(order.language),
    },
  };
}

type BuildMail = (context: OrderMailContext) => MailContent | null;

/** A mail kept back until its refund's outcome is known: `releaseRefundMail` sends it. */
export interface HeldRefundMail {
  mailId: number;
  orderId: number;
  /** The mail as it reads once the refund is made. */
  processed: BuildMail;
}

/** How long a refund's mail waits for its outcome; past that (the process died), it goes saying "initiated". */
const refundHoldMs = 2 * 60_000;

/**
 * Writes an order's mail into the outbox in `trx`, the transaction that changes the order
 * (decision 031): read inside it, so the mail says what was committed, and gone with a rollback.
 */
async function queueOrderMail(trx: Db, orderId: number, build: BuildMail, now: Date, hold = false): Promise<number | null> {
  const context = await loadOrderMail(trx, orderId);
  const mail = context && build(context);
  if (!context || !mail) return null;
  return queueMail(trx, { storeId: context.storeId, to: context.to, ...mail }, now, hold ? new Date(now.getTime() + refundHoldMs) : undefined);
}

/** Queues the order confirmation (a cash-on-delivery order when placed, an online one when paid). */
export async function queueOrderConfirmation(trx: Db, orderId: number, now: Date): Promise<void> {
  await queueOrderMail(trx, orderId, ({ store, firstName, order }) => orderConfirmationMail(store, { firstName, order }), now);
}

type Refund = { amount: number; processed: boolean } | null;

/** What a refund's mail says before the provider answers: initiated. */
const initiated = (refund: Refund): Refund => (refund ? { ...refund, processed: false } : null);

/**
 * Queues the confirmation of one cancelled line, with its refund (rupees) when one is due. A
 * refund's mail is held until the provider has answered: give it to `releaseRefundMail` then.
 */
export async function queueLineCancelled(
  trx: Db,
  cancelled: { orderId: number; orderLineId: number; reason: string; refund: { amount: number } | null; orderCancelled: boolean; by?: 'shopper' | 'seller' },
  now: Date,
): Promise<HeldRefundMail | null> {
  const build = (refund: Refund): BuildMail => ({ store, firstName, order, lines }) => {
    const line = lines.get(cancelled.orderLineId);
    return line ? orderCancelledMail(store, {
      firstName, order, line, reason: cancelled.reason, refund, orderCancelled: cancelled.orderCancelled, by: cancelled.by ?? 'shopper',
    }) : null;
  };
  const refund = cancelled.refund ? { amount: cancelled.refund.amount, processed: true } : null;
  const mailId = await queueOrderMail(trx, cancelled.orderId, build(initiated(refund)), now, refund !== null);
  return mailId !== null && refund ? { mailId, orderId: cancelled.orderId, processed: build(refund) } : null;
}

/** Queues the courier and AWB of a shipped order; `trackUrl` is the shop's own page of the order. */
export async function queueOrderShipped(
  trx: Db, shipped: { orderId: number; courier: string; awb: string; trackingUrl: string | null; trackUrl: string | null; collect: number | null }, now: Date,
): Promise<void> {
  await queueOrderMail(trx, shipped.orderId, ({ store, firstName, order }) => orderShippedMail(store, { firstName, order, ...shipped }), now);
}

export async function queueOrderDelivered(trx: Db, orderId: number, now: Date): Promise<void> {
  await queueOrderMail(trx, orderId, ({ store, firstName, order }) => orderDeliveredMail(store, { firstName, order }), now);
}

/** Queues a declined or returned order's mail, with its refund (rupees) when one is due, held like a line's. */
export async function queueOrderDeclined(
  trx: Db, declined: { orderId: number; reason: string; returned: boolean; refund: { amount: number } | null }, now: Date,
): Promise<HeldRefundMail | null> {
  const build = (refund: Refund): BuildMail => ({ store, firstName, order }) => orderDeclinedMail(store, { firstName, order, ...declined, refund });
  const refund = declined.refund ? { amount: declined.refund.amount, processed: true } : null;
  const mailId = await queueOrderMail(trx, declined.orderId, build(initiated(refund)), now, refund !== null);
  return mailId !== null && refund ? { mailId, orderId: declined.orderId, processed: build(refund) } : null;
}

/** Sends a held refund mail after the commit, saying the refund was made when the provider says so. */
export async function releaseRefundMail(db: Db, held: HeldRefundMail, processed: boolean, now: Date): Promise<void> {
  const context = processed ? await loadOrderMail(db, held.orderId) : null;
  const content = context ? held.processed(context) : null;
  await releaseHeldMail(db, held.mailId, now, content ?? undefined);
}
