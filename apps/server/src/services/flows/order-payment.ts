import type { Db } from '../../db/database.ts';
import type { OrderStatus, PaymentProvider } from '../../db/schema.ts';
import type { MailOutbox } from '../../mail/outbox/sender.ts';
import { removeOrderedLines } from '../orders/cart.ts';
import { queueOrderConfirmation } from '../orders/order-mail.ts';
import { createLineRefund } from '../payments/order-refunds.ts';
import { acceptIfAutomatic } from '../orders/auto-accept.ts';

/** A verified payment of an online order, as the provider reported it. */
export interface PaymentInfo {
  provider: PaymentProvider;
  providerPaymentId: string;
  amountPaise: number;
  /** The provider's order id; the order's own when left out. */
  providerOrderId?: string;
}

export type MarkPaidOutcome =
  /** The order is placed now. `refundIds`: pending refunds for lines cancelled before the money came (give them to issueRefunds after the commit). */
  | { outcome: 'paid'; refundIds: number[] }
  /** This order was marked paid before (a replayed confirmation or a late webhook): nothing changed. */
  | { outcome: 'already-paid' }
  /** The order stopped waiting for payment (payment_expired, or cancelled) before the money came: nothing changed but the payment's record. */
  | { outcome: 'not-payable'; status: OrderStatus }
  | { outcome: 'not-found' };

/**
 * Marks an online order paid: records the payment (once per provider payment id; a row the
 * caller inserted already is kept), sets the order placed with its paid time, writes 'paid' and
 * 'placed' events, takes the bought products out of the cart and queues the confirmation mail.
 * Idempotent, and conditional on the order still waiting for payment, so it cannot race the
 * expiry sweep into both outcomes. Runs in the caller's transaction when given one, whose caller
 * wakes the outbox after its commit.
 */
export async function markOrderPaid(db: Db, outbox: MailOutbox, orderId: number, payment: PaymentInfo, now: Date): Promise<MarkPaidOutcome> {
  if (db.isTransaction) return markPaidInside(db, orderId, payment, now);
  const outcome = await db.transaction().execute((trx) => markPaidInside(trx, orderId, payment, now));
  if (outcome.outcome === 'paid') outbox.wake();
  return outcome;
}

async function markPaidInside(trx: Db, orderId: number, payment: PaymentInfo, now: Date): Promise<MarkPaidOutcome> {
  const order = await trx.selectFrom('orders').select(['id', 'store_id', 'customer_id', 'provider_order_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return { outcome: 'not-found' };
  const at = now.toISOString();
  const providerOrderId = payment.providerOrderId ?? order.provider_order_id;
  // The money was taken whatever the order's state: keep it on record, so it can be refunded.
  if (providerOrderId) {
    await trx.insertInto('payments').values({
      order_id: orderId, provider: payment.provider, provider_order_id: providerOrderId,
      provider_payment_id: payment.providerPaymentId, amount_paise: payment.amountPaise, status: 'captured', created_at: at,
    }).onConflict((oc) => oc.column('provider_payment_id').doNothing()).execute();
  }
  const placed = await trx.updateTable('orders').set({ status: 'placed', paid_at: at, updated_at: at })
    .where('id', '=', orderId).where('status', '=', 'pending_payment').where('paid_at', 'is', null).executeTakeFirst();
  if (Number(placed.numUpdatedRows) !== 1) {
    const current = await trx.selectFrom('orders').select(['status', 'paid_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    return current.paid_at ? { outcome: 'already-paid' } : { outcome: 'not-payable', status: current.status };
  }
  await trx.insertInto('order_events').values([
    { order_id: orderId, order_line_id: null, status: 'paid', note: `Paid online (${payment.provider} ${payment.providerPaymentId}).`, at },
    { order_id: orderId, order_line_id: null, status: 'placed', note: '', at },
  ]).execute();
  await acceptIfAutomatic(trx, order.store_id, orderId, 'ONLINE', at);
  const lines = await trx.selectFrom('order_lines').select(['id', 'product_id', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
  await removeOrderedLines(trx, order.customer_id, lines.flatMap((l) => (l.status === 'active' && l.product_id !== null ? [l.product_id] : [])));
  // A line cancelled while the payment window was open was paid for all the same: it is refunded.
  const refundIds: number[] = [];
  for (const line of lines.filter((l) => l.status === 'cancelled')) {
    const refund = await createLineRefund(trx, orderId, line.id, now);
    if (refund) refundIds.push(refund.refundId);
  }
  await queueOrderConfirmation(trx, orderId, now);
  return { outcome: 'paid', refundIds };
}
