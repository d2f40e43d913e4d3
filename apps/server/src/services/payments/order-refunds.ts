import { formatRupees, paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { logger } from '@haat/shared/log';

export interface CreatedRefund {
  refundId: number;
  amountPaise: number;
}

/** What a cancelled line of a paid order is due, and the payment it comes from; null when nothing is. */
export interface RefundDue {
  paymentId: number;
  duePaise: number;
}

/**
 * What a cancelled line of a paid order is due: its total and delivery less its share of the
 * online discount, or, for the order's last line, everything not yet refunded; never more than
 * is left of the payment. Null when nothing is due.
 */
export async function lineRefundDue(trx: Db, orderId: number, orderLineId: number): Promise<RefundDue | null> {
  const payment = await trx.selectFrom('payments').select(['id', 'amount_paise'])
    .where('order_id', '=', orderId).where('status', '=', 'captured').orderBy('id').executeTakeFirst();
  if (!payment) {
    logger.error('An order marked paid has no payment to refund a line from', { orderId, orderLineId });
    return null;
  }
  const [order, lines, refunded] = await Promise.all([
    trx.selectFrom('orders').select('discount_paise').where('id', '=', orderId).executeTakeFirstOrThrow(),
    trx.selectFrom('order_lines').select(['id', 'status', 'line_total_paise', 'delivery_paise']).where('order_id', '=', orderId).execute(),
    trx.selectFrom('refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('paise'))
      .where('payment_id', '=', payment.id).where('status', '!=', 'failed').executeTakeFirstOrThrow(),
  ]);
  const line = lines.find((l) => l.id === orderLineId);
  if (!line) return null;
  const left = payment.amount_paise - Number(refunded.paise);
  const othersActive = lines.some((l) => l.id !== orderLineId && l.status === 'active');
  const itemsPaise = lines.reduce((sum, l) => sum + l.line_total_paise, 0);
  const discountShare = itemsPaise > 0 ? Math.floor((order.discount_paise * line.line_total_paise) / itemsPaise) : 0;
  const due = othersActive ? Math.min(left, line.line_total_paise + line.delivery_paise - discountShare) : left;
  return due > 0 ? { paymentId: payment.id, duePaise: due } : null;
}

/**
 * Records the refund of a cancelled line of a paid order (status pending): what it is due
 * (lineRefundDue), or `amountPaise` when the seller refunds less. Null when nothing is due.
 */
export async function createLineRefund(trx: Db, orderId: number, orderLineId: number, now: Date, amountPaise?: number): Promise<CreatedRefund | null> {
  const due = await lineRefundDue(trx, orderId, orderLineId);
  if (!due) return null;
  const amount = amountPaise === undefined ? due.duePaise : Math.min(amountPaise, due.duePaise);
  const at = now.toISOString();
  const { id } = await trx.insertInto('refunds').values({
    payment_id: due.paymentId, order_line_id: orderLineId, provider_refund_id: null, amount_paise: amount, status: 'pending', created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('order_events').values({
    order_id: orderId, order_line_id: orderLineId, status: 'refund_pending', note: `Refund of ${formatRupees(paiseToRupees(amount))} initiated.`, at,
  }).execute();
  return { refundId: id, amountPaise: amount };
}

/**
 * Asks the payment provider for pending refunds, after the transaction that recorded them. Each
 * refund is first claimed (pending → issuing) with a conditional update, so two requests or two
 * processes never ask the provider twice for one refund. A success marks it processed and its
 * line refunded; a failure puts it back to pending (logged), for the shop to settle by hand. A
 * process that dies while asking leaves it issuing: the console shows it, and the provider's
 * dashboard tells whether it went through. Returns each refund's status.
 */
export async function issueRefunds(db: Db, payments: PaymentGateway, refundIds: readonly number[], now: Date): Promise<Map<number, 'pending' | 'processed'>> {
  const statuses = new Map<number, 'pending' | 'processed'>();
  for (const refundId of refundIds) {
    const refund = await db.selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .innerJoin('order_lines', 'order_lines.id', 'refunds.order_line_id')
      .select(['refunds.id', 'refunds.amount_paise', 'refunds.status', 'refunds.order_line_id', 'payments.provider_payment_id', 'order_lines.order_id'])
      .where('refunds.id', '=', refundId)
      .executeTakeFirst();
    if (!refund || refund.status !== 'pending') continue;
    statuses.set(refundId, 'pending');
    const claimed = await db.updateTable('refunds').set({ status: 'issuing', updated_at: now.toISOString() })
      .where('id', '=', refundId).where('status', '=', 'pending').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    let providerRefundId: string;
    try {
      ({ id: providerRefundId } = await payments.refund({ paymentId: refund.provider_payment_id, amountPaise: refund.amount_paise, notes: { refund_id: String(refundId) } }));
    } catch (error) {
      logger.error('A refund failed; it stays pending', { refundId, amountPaise: refund.amount_paise, paymentId: refund.provider_payment_id, error });
      await db.updateTable('refunds').set({ status: 'pending', updated_at: now.toISOString() }).where('id', '=', refundId).where('status', '=', 'issuing').execute();
      continue;
    }
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      const done = await trx.updateTable('refunds').set({ status: 'processed', provider_refund_id: providerRefundId, updated_at: at })
        .where('id', '=', refundId).where('status', '=', 'issuing').executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return;
      await trx.updateTable('order_lines').set({ status: 'refunded' }).where('id', '=', refund.order_line_id).where('status', '=', 'cancelled').execute();
      await trx.insertInto('order_events').values({
        order_id: refund.order_id, order_line_id: refund.order_line_id, status: 'refunded',
        note: `${formatRupees(paiseToRupees(refund.amount_paise))} refunded to the original payment method.`, at,
      }).execute();
    });
    statuses.set(refundId, 'processed');
  }
  return statuses;
}
