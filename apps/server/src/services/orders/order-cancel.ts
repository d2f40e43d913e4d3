import { formatRupeesExact, isCancellable, isRowId, messages, orderStatuses, paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { OrderRefusal } from './order-refusal.ts';
import { createLineRefund, lineRefundDue, type CreatedRefund } from '../payments/order-refunds.ts';
import { giveBackStock } from './order-stock.ts';

export interface CancelLineInput {
  storeId: number;
  /** The shopper cancelling one of their own lines; null when the seller cancels a line of any order of the store. */
  customerId: number | null;
  orderLineId: number;
  reason: string;
  comments: string;
  /** The seller's partial refund (paise); the line's full due when absent. */
  refundPaise?: number;
  /** The order the line must belong to (the seller's console names both). */
  orderId?: number;
  /** Runs inside the transaction once the line is cancelled: the console's audit row. */
  record?: (trx: Db, cancelled: CancelledLineRecord) => Promise<void>;
}

export interface CancelledLineRecord {
  orderId: number;
  orderLineId: number;
  /** Set when the line had been paid for online: the refund recorded (pending until issued). */
  refund: CreatedRefund | null;
  /** True when this was the order's last active line, so the whole order is cancelled now. */
  orderCancelled: boolean;
}

const cancellableStatuses = orderStatuses.filter(isCancellable);

/**
 * Cancels one order line before it ships, as its shopper or as the seller: the line is marked
 * cancelled with its reason, its stock goes back, the timeline records it, and a paid line gets
 * its refund recorded, the full due or the seller's smaller amount (the caller asks the provider
 * after the commit, see issueRefunds).
 */
export async function cancelOrderLine(db: Db, input: CancelLineInput, now: Date): Promise<CancelledLineRecord> {
  if (!isRowId(input.orderLineId)) throw new OrderRefusal('not-found', messages.orderNotFound);
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.id', 'order_lines.order_id', 'order_lines.size_id', 'order_lines.units', 'order_lines.status', 'orders.payment_mode', 'orders.paid_at'])
      .where('order_lines.id', '=', input.orderLineId)
      .where('orders.store_id', '=', input.storeId);
    if (input.customerId !== null) query = query.where('orders.customer_id', '=', input.customerId);
    if (input.orderId !== undefined) query = query.where('orders.id', '=', input.orderId);
    const line = await query.executeTakeFirst();
    if (!line) throw new OrderRefusal('not-found', messages.orderNotFound);
    if (line.status !== 'active') throw new OrderRefusal('conflict', messages.orderLineAlreadyCancelled);

    const at = now.toISOString();
    // Locks the order while checking it has not shipped: the expiry sweep and `order:status`
    // change it with conditional updates too, so no two of them act on a stale status.
    const held = await trx.updateTable('orders').set({ updated_at: at })
      .where('id', '=', line.order_id).where('status', 'in', cancellableStatuses).executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw await notCancellable(trx, line.order_id);
    const cancelled = await trx.updateTable('order_lines')
      .set({ status: 'cancelled', cancel_reason: input.reason, cancel_comment: input.comments, cancelled_at: at })
      .where('id', '=', line.id).where('status', '=', 'active').executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) throw new OrderRefusal('conflict', messages.orderLineAlreadyCancelled);

    await giveBackStock(trx, [{ sizeId: line.size_id, units: line.units }], { orderId: line.order_id, reason: 'cancel', at: now });
    await trx.insertInto('order_events').values({ order_id: line.order_id, order_line_id: line.id, status: 'cancelled', note: input.reason, at }).execute();
    const stillActive = await trx.selectFrom('order_lines').select('id').where('order_id', '=', line.order_id).where('status', '=', 'active').executeTakeFirst();
    if (!stillActive) {
      await trx.updateTable('orders').set({ status: 'cancelled', updated_at: at }).where('id', '=', line.order_id).execute();
      await trx.insertInto('order_events').values({ order_id: line.order_id, order_line_id: null, status: 'cancelled', note: 'Every item is cancelled.', at }).execute();
    }
    const paid = line.payment_mode === 'ONLINE' && line.paid_at !== null;
    if (input.refundPaise !== undefined) await checkSellerRefund(trx, line.order_id, line.id, paid, input.refundPaise);
    const refund = paid ? await createLineRefund(trx, line.order_id, line.id, now, input.refundPaise) : null;
    const record = { orderId: line.order_id, orderLineId: line.id, refund, orderCancelled: !stillActive };
    await input.record?.(trx, record);
    return record;
  });
}

async function notCancellable(trx: Db, orderId: number): Promise<OrderRefusal> {
  const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.status === 'payment_expired') return new OrderRefusal('conflict', messages.paymentExpired);
  if (order.status === 'cancelled') return new OrderRefusal('conflict', messages.orderLineAlreadyCancelled);
  return new OrderRefusal('conflict', messages.orderLineNotCancellable);
}

/** A seller's own refund amount must be due: an unpaid line has none, and none is more than its due. */
async function checkSellerRefund(trx: Db, orderId: number, orderLineId: number, paid: boolean, refundPaise: number): Promise<void> {
  if (!paid) throw new OrderRefusal('invalid', 'This order was not paid online, so there is nothing to refund.');
  const due = await lineRefundDue(trx, orderId, orderLineId);
  if (!due || refundPaise > due.duePaise) {
    throw new OrderRefusal('invalid', `At most ${formatRupeesExact(paiseToRupees(due?.duePaise ?? 0))} can be refunded for this item.`);
  }
}
