import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { engineOf } from '../../db/engine.ts';
import type { Database, OrderTable } from '../../db/schema.ts';
import type { MailOutbox } from '../../mail/outbox/sender.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { isValidPaymentSignature } from '../../payments/signatures.ts';
import { takeStock } from '../orders/order-stock.ts';
import { markOrderPaid } from './order-payment.ts';
import { issueRefunds } from '../payments/order-refunds.ts';
import { logger } from '@haat/shared/log';

/** What recording a payment needs: the database, the outbox for the confirmation, the provider, the clock. */
export interface PaymentContext {
  db: Db;
  outbox: MailOutbox;
  gateway: PaymentGateway;
  now: () => Date;
}

/** A payment the provider vouches for (signed by the browser's handler, or by a webhook). */
export interface VerifiedPayment {
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
}

/**
 * How recording a payment ended:
 * - `paid`: recorded now and the order is placed;
 * - `already_recorded`: this payment id was recorded before (a replay, or the webhook won the race);
 * - `refunded`: recorded, but the order could no longer take it (expired and its stock gone, or
 *   cancelled), so the money goes back; `orderPaid` tells whether another payment paid the order;
 *   (`fresh`: just now, so this call starts the refund);
 * - `amount_mismatch`: the provider took another sum than the order's total: nothing recorded.
 */
export type SettleOutcome =
  | { kind: 'paid'; orderId: number; lineRefundIds: number[] }
  | { kind: 'already_recorded'; orderId: number }
  | { kind: 'refunded'; orderId: number; orderPaid: boolean; fresh: boolean }
  | { kind: 'amount_mismatch'; orderId: number };

type Trx = Transaction<Database>;
type OrderRow = Pick<OrderTable, 'status' | 'total_paise' | 'paid_at' | 'payment_provider'> & { id: number };

const refundStatuses = new Set(['refund_pending', 'refunded']);

/** Rolls back a settle whose expired order could not take its stock again; the payment is then recorded for a refund. */
class StockGone extends Error {}

/**
 * Records a verified payment once and places its order: the one path shared by order_final and
 * the webhook, so whichever arrives first does the work and the other finds it done (docs/architecture.md).
 */
export async function settlePayment(ctx: PaymentContext, orderId: number, payment: VerifiedPayment): Promise<SettleOutcome> {
  const at = ctx.now();
  let outcome: SettleOutcome;
  try {
    outcome = await ctx.db.transaction().execute((trx) => settleInside(trx, ctx, orderId, payment, at, true));
  } catch (error) {
    if (!(error instanceof StockGone)) throw error;
    outcome = await ctx.db.transaction().execute((trx) => settleInside(trx, ctx, orderId, payment, at, false));
  }
  // The confirmation was queued in the transaction: send it now that it is committed.
  if (outcome.kind === 'paid') ctx.outbox.wake();
  if (outcome.kind === 'refunded' && outcome.fresh) await refundWholePayment(ctx, orderId, payment);
  // Lines cancelled while the payment window was open were paid for all the same.
  if (outcome.kind === 'paid' && outcome.lineRefundIds.length > 0) await issueRefunds(ctx.db, ctx.gateway, outcome.lineRefundIds, ctx.now());
  return outcome;
}

async function settleInside(trx: Trx, ctx: PaymentContext, orderId: number, payment: VerifiedPayment, at: Date, mayRetakeStock: boolean): Promise<SettleOutcome> {
  const order = await lockOrder(trx, orderId);
  if (payment.amountPaise !== order.total_paise) return { kind: 'amount_mismatch', orderId };

  const inserted = await trx.insertInto('payments')
    .values({
      order_id: order.id, provider: order.payment_provider ?? ctx.gateway.provider, provider_order_id: payment.providerOrderId,
      provider_payment_id: payment.paymentId, amount_paise: payment.amountPaise, status: 'captured', created_at: at.toISOString(),
    })
    // A replay, or a concurrent settle of the same payment id (which waits here on PostgreSQL), finds it taken.
    .onConflict((oc) => oc.column('provider_payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const recorded = await trx.selectFrom('payments').select('status').where('provider_payment_id', '=', payment.paymentId).executeTakeFirstOrThrow();
    return recordedBefore(order.id, { status: recorded.status, paid_at: order.paid_at });
  }

  if (order.status === 'payment_expired' && mayRetakeStock) {
    // The expired order gave its stock back: take it again, all or nothing, or refund the payment.
    const lines = await trx.selectFrom('order_lines').select(['size_id as sizeId', 'units']).where('order_id', '=', order.id).where('status', '=', 'active').execute();
    if (lines.length === 0 || lines.some((line) => line.sizeId === null) || await takeStock(trx, lines, { orderId: order.id, reason: 'order', at })) throw new StockGone();
    await trx.updateTable('orders').set({ status: 'pending_payment', updated_at: at.toISOString() }).where('id', '=', order.id).execute();
    order.status = 'pending_payment';
  }
  if (order.status === 'pending_payment') {
    const marked = await markOrderPaid(trx, ctx.outbox, order.id, {
      provider: order.payment_provider ?? ctx.gateway.provider, providerPaymentId: payment.paymentId, amountPaise: payment.amountPaise, providerOrderId: payment.providerOrderId,
    }, at);
    if (marked.outcome === 'paid') return { kind: 'paid', orderId, lineRefundIds: marked.refundIds };
  }
  // Too late (stock gone, or the order cancelled), or a second payment for a paid order: refund it.
  await trx.updateTable('payments').set({ status: 'refund_pending' }).where('id', '=', inserted.id).execute();
  await addOrderEvent(trx, order.id, 'refund_pending', `Payment ${payment.paymentId} arrived when the order could no longer take it; it is refunded in full.`, at);
  return { kind: 'refunded', orderId, orderPaid: order.paid_at !== null, fresh: true };
}

/** The answer for a payment id recorded before: a replay changes nothing. */
function recordedBefore(orderId: number, recorded: { status: string; paid_at: string | null }): SettleOutcome {
  if (refundStatuses.has(recorded.status)) return { kind: 'refunded', orderId, orderPaid: recorded.paid_at !== null, fresh: false };
  return { kind: 'already_recorded', orderId };
}

/** Reads the order for the rest of the transaction, locked on PostgreSQL (SQLite's BEGIN IMMEDIATE already holds the write lock). */
async function lockOrder(trx: Trx, orderId: number): Promise<OrderRow> {
  const query = trx.selectFrom('orders').select(['id', 'status', 'total_paise', 'paid_at', 'payment_provider']).where('id', '=', orderId);
  return (engineOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/** One step on the order's timeline (payment steps have no line). */
export async function addOrderEvent(db: Db | Trx, orderId: number, status: string, note: string, at: Date): Promise<void> {
  await db.insertInto('order_events').values({ order_id: orderId, order_line_id: null, status, note, at: at.toISOString() }).execute();
}

/**
 * Gives a payment the order could not take back through the provider, after the transaction
 * (a network call must not hold the database). On failure the payment stays `refund_pending`
 * with the reason logged, for the shop to retry.
 */
async function refundWholePayment(ctx: PaymentContext, orderId: number, payment: VerifiedPayment): Promise<void> {
  try {
    const refund = await ctx.gateway.refund({ paymentId: payment.paymentId, amountPaise: payment.amountPaise, notes: { reason: 'order_could_not_take_payment', order_id: String(orderId) } });
    if (refund.status !== 'processed') return;
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('payments').set({ status: 'refunded' }).where('provider_payment_id', '=', payment.paymentId).execute();
      await addOrderEvent(trx, orderId, 'refunded', `Payment ${payment.paymentId} refunded (${refund.id}).`, ctx.now());
    });
  } catch (error) {
    logger.error('A refund failed; it stays refund_pending', { paymentId: payment.paymentId, orderId, error });
  }
}

/** The signed-in customer's order_final call, as the payment window's success handler sends it. */
export interface PaymentConfirmation {
  storeId: number;
  customerId: number;
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

export type ConfirmOutcome = SettleOutcome | { kind: 'unknown_order' } | { kind: 'not_verified' } | { kind: 'provider_unreachable' };

/**
 * order_final: the customer's own order by its provider order id, the signature checked against
 * the order id WE stored, the amount checked with the provider, then `settlePayment`.
 */
export async function confirmPayment(ctx: PaymentContext, input: PaymentConfirmation): Promise<ConfirmOutcome> {
  const order = await ctx.db.selectFrom('orders').select(['id', 'provider_order_id'])
    .where('provider_order_id', '=', input.providerOrderId)
    .where('customer_id', '=', input.customerId)
    .where('store_id', '=', input.storeId)
    .executeTakeFirst();
  if (!order?.provider_order_id) return { kind: 'unknown_order' };
  if (!isValidPaymentSignature(ctx.gateway.keySecret, order.provider_order_id, input.paymentId, input.signature)) return { kind: 'not_verified' };

  // A replay needs no call to the provider: the payment's row already says how it ended.
  const recorded = await ctx.db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.order_id', 'payments.status', 'orders.paid_at'])
    .where('payments.provider_payment_id', '=', input.paymentId)
    .executeTakeFirst();
  if (recorded) return recorded.order_id === order.id ? recordedBefore(order.id, recorded) : { kind: 'not_verified' };

  let held;
  try {
    held = await ctx.gateway.fetchPayment(input.paymentId);
  } catch (error) {
    logger.error('Could not fetch a payment from the provider', { paymentId: input.paymentId, provider: ctx.gateway.provider, error });
    return { kind: 'provider_unreachable' };
  }
  // 'authorized' counts: Razorpay captures an order's payment itself (auto-capture, README "Payments").
  if (!held || held.orderId !== order.provider_order_id || (held.status !== 'authorized' && held.status !== 'captured')) return { kind: 'not_verified' };
  const outcome = await settlePayment(ctx, order.id, { providerOrderId: order.provider_order_id, paymentId: held.id, amountPaise: held.amountPaise });
  if (outcome.kind === 'amount_mismatch') {
    logger.error('A payment took a different sum than its order costs; not recorded', { paymentId: held.id, amountPaise: held.amountPaise, orderId: order.id });
    return { kind: 'not_verified' };
  }
  return outcome;
}
