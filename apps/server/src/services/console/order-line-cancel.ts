import { paiseToRupees, rupeesToPaise } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { cancelOrderLine, type CancelledLineRecord } from '../orders/order-cancel.ts';
import { queueLineCancelled, releaseRefundMail, type HeldRefundMail } from '../orders/order-mail.ts';
import { OrderRefusal } from '../orders/order-refusal.ts';
import { issueRefunds } from '../payments/order-refunds.ts';
import { writeAudit, type Actor } from './audit.ts';
import type { AfterMoveDeps } from './order-moves.ts';
import { ConsoleRefusal } from './refusal.ts';

/**
 * The seller cancels one item of an order before it ships, through the shopper's own
 * cancellation (stock back, timeline, the refund recorded in the same transaction), with the
 * audit row inside it; then the refund goes to the gateway, in full or the smaller `refund`
 * (rupees) the seller gave, and the shopper gets the mail queued with the cancellation. A second request for the same item
 * finds it cancelled and is refused: one refund, however many arrive together.
 */
export async function sellerCancelLine(
  deps: AfterMoveDeps, actor: Actor, orderId: number, orderLineId: number, input: { reason: string; refund?: number | undefined },
): Promise<CancelledLineRecord> {
  let cancelled: CancelledLineRecord;
  let heldMail = null as HeldRefundMail | null;
  try {
    cancelled = await cancelOrderLine(deps.db, {
      storeId: actor.storeId, customerId: null, orderId, orderLineId, reason: input.reason, comments: '',
      ...(input.refund === undefined ? {} : { refundPaise: rupeesToPaise(input.refund) }),
      record: async (trx: Db, record) => {
        await writeAudit(trx, actor, {
          action: 'order.cancel_line', entityType: 'order', entityId: orderId,
          before: { line: orderLineId, status: 'active' },
          after: { line: orderLineId, status: 'cancelled', reason: input.reason, refund: record.refund ? paiseToRupees(record.refund.amountPaise) : 0 },
        }, deps.now());
        heldMail = await queueLineCancelled(trx, {
          orderId: record.orderId, orderLineId, reason: input.reason, orderCancelled: record.orderCancelled, by: 'seller',
          refund: record.refund ? { amount: paiseToRupees(record.refund.amountPaise) } : null,
        }, deps.now());
      },
    }, deps.now());
  } catch (error) {
    if (!(error instanceof OrderRefusal)) throw error;
    const field = error.kind === 'invalid' ? { refund: error.message } : undefined;
    throw new ConsoleRefusal(error.kind === 'unavailable' ? 'conflict' : error.kind, error.message, field);
  }
  const { refund } = cancelled;
  const status = refund ? (await issueRefunds(deps.db, deps.payments, [refund.refundId], deps.now())).get(refund.refundId) : undefined;
  if (heldMail) await releaseRefundMail(deps.db, heldMail, status === 'processed', deps.now());
  deps.outbox.wake();
  return cancelled;
}
