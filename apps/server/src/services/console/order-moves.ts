import { orderMessages, type OrderMoveInput } from '@haat/shared/console-api';
import { illegalMoveMessage, isRowId, moveReturnsStock, orderMoveRules, paiseToRupees, type OrderMove } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../../db/schema.ts';
import type { MailOutbox } from '../../mail/outbox/sender.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { queueOrderDeclined, queueOrderDelivered, queueOrderShipped, releaseRefundMail, type HeldRefundMail } from '../orders/order-mail.ts';
import { giveBackStock } from '../orders/order-stock.ts';
import { orderCashToCollect } from '../orders/cash-to-collect.ts';
import { createLineRefund, issueRefunds, type CreatedRefund } from '../payments/order-refunds.ts';
import { writeAudit, type Actor } from './audit.ts';
import { ConsoleRefusal } from './refusal.ts';

/** A move made: where the order was and is, and the refunds it recorded (to issue after the commit). */
export interface MovedOrder {
  storeId: number;
  orderId: number;
  move: OrderMove;
  from: OrderStatus;
  to: OrderStatus;
  refunds: CreatedRefund[];
  input: OrderMoveInput;
  /** The declined mail kept back until its refund is issued (afterOrderMove sends it). */
  heldMail: HeldRefundMail | null;
}

/**
 * Moves one order one step (the table in @haat/shared/rules order-moves.ts), for the console,
 * bulk accept and `npm run order:status` alike. The update is conditional on the status read,
 * so two staff pressing at once, or a shopper cancelling meanwhile, make one move and one
 * refusal, never two moves. Declining and a return to origin cancel the active lines, give
 * their stock back and record the refund of a paid order; the timeline and the audit log
 * record the move in the same transaction, and so does the shopper's mail when `mail` is given
 * (`trackUrl`: the shop's page of the order, for the shipped mail).
 */
export async function moveOrder(db: Db, actor: Actor, orderId: number, input: OrderMoveInput, now: Date, mail?: { trackUrl: string | null }): Promise<MovedOrder> {
  if (!isRowId(orderId)) throw new ConsoleRefusal('not-found', orderMessages.notFound(orderId));
  const rule = orderMoveRules[input.status];
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'payment_mode', 'paid_at'])
      .where('id', '=', orderId).where('store_id', '=', actor.storeId).executeTakeFirst();
    if (!order) throw new ConsoleRefusal('not-found', orderMessages.notFound(orderId));
    if (!(rule.from as readonly string[]).includes(order.status)) throw new ConsoleRefusal('conflict', illegalMoveMessage(orderId, order.status, input.status));

    const at = now.toISOString();
    const details = moveDetails(input, order.payment_mode === 'COD', at);
    const moved = await trx.updateTable('orders').set({ status: rule.to, updated_at: at, ...details })
      .where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ConsoleRefusal('conflict', `Order ${orderId} changed meanwhile; reload it and try again.`);

    const refunds = moveReturnsStock(input.status)
      ? await cancelActiveLines(trx, orderId, input, order.payment_mode === 'ONLINE' && order.paid_at !== null, now)
      : [];
    await trx.insertInto('order_events').values({ order_id: orderId, order_line_id: null, status: rule.to, note: eventNote(input), at }).execute();
    await writeAudit(trx, actor, {
      action: `order.${input.status}`, entityType: 'order', entityId: orderId,
      before: { status: order.status }, after: { status: rule.to, ...details, ...(input.reason ? { reason: input.reason } : {}) },
    }, now);
    const heldMail = mail ? await queueMoveMail(trx, orderId, input, refunds, mail.trackUrl, now) : null;
    return { storeId: actor.storeId, orderId, move: input.status, from: order.status, to: rule.to, refunds, input, heldMail };
  });
}

/** What a move writes on the order besides its status: the courier's details, the cash collected. */
function moveDetails(input: OrderMoveInput, cod: boolean, at: string): { courier?: string | null; awb?: string | null; tracking_url?: string | null; cod_collected_at?: string } {
  if (input.status === 'shipped') return { courier: input.courier ?? null, awb: input.awb ?? null, tracking_url: input.tracking_url || null };
  if (input.status === 'delivered' && cod) return { cod_collected_at: at };
  return {};
}

/** The timeline's note, which the shopper reads on /track. */
function eventNote(input: OrderMoveInput): string {
  if (input.status === 'shipped') return `Shipped with ${input.courier}, AWB ${input.awb}.`;
  if (input.status === 'rto') return input.reason ? `Returned to the seller: ${input.reason}` : 'The courier returned it to the seller.';
  return input.reason ?? '';
}

/** Cancels each active line in turn, gives its stock back and records its refund; the last line's refund takes what is left. */
async function cancelActiveLines(trx: Db, orderId: number, input: OrderMoveInput, paid: boolean, now: Date): Promise<CreatedRefund[]> {
  const at = now.toISOString();
  const reason = input.reason ?? (input.status === 'rto' ? 'Returned to origin' : 'Declined by the seller');
  const lines = await trx.selectFrom('order_lines').select(['id', 'size_id', 'units'])
    .where('order_id', '=', orderId).where('status', '=', 'active').orderBy('id').execute();
  const refunds: CreatedRefund[] = [];
  for (const line of lines) {
    await trx.updateTable('order_lines').set({ status: 'cancelled', cancel_reason: reason, cancel_comment: '', cancelled_at: at })
      .where('id', '=', line.id).where('status', '=', 'active').execute();
    await giveBackStock(trx, [{ sizeId: line.size_id, units: line.units }], { orderId, reason: input.status === 'rto' ? 'rto' : 'declined', at: now });
    const refund = paid ? await createLineRefund(trx, orderId, line.id, now) : null;
    if (refund) refunds.push(refund);
  }
  return refunds;
}

/** Queues the shopper's mail of a move (shipped, delivered, declined or returned) in its transaction. */
async function queueMoveMail(
  trx: Db, orderId: number, input: OrderMoveInput, refunds: CreatedRefund[], trackUrl: string | null, now: Date,
): Promise<HeldRefundMail | null> {
  if (input.status === 'shipped') {
    // The cash the courier collects, as the packing slip says it: the items still to deliver and the COD fee.
    const collectPaise = await orderCashToCollect(trx, orderId);
    const collect = collectPaise === null ? null : paiseToRupees(collectPaise);
    await queueOrderShipped(trx, { orderId, courier: input.courier ?? '', awb: input.awb ?? '', trackingUrl: input.tracking_url || null, trackUrl, collect }, now);
  } else if (input.status === 'delivered') {
    await queueOrderDelivered(trx, orderId, now);
  } else if (input.status === 'declined' || input.status === 'rto') {
    const paise = refunds.reduce((sum, r) => sum + r.amountPaise, 0);
    return queueOrderDeclined(trx, {
      orderId, reason: input.reason ?? (input.status === 'rto' ? 'The courier could not deliver it.' : 'Declined by the seller.'),
      returned: input.status === 'rto', refund: paise > 0 ? { amount: paiseToRupees(paise) } : null,
    }, now);
  }
  return null;
}

/** What happens after a move's commit: the refunds asked of the gateway, and the shopper's mail sent. */
export interface AfterMoveDeps {
  db: Db;
  payments: PaymentGateway;
  outbox: MailOutbox;
  now: () => Date;
}

/**
 * Issues a move's refunds and sends the shopper's mail queued with the move (a declined one
 * says whether its refund was made). Run after the commit: the provider is outside the transaction.
 */
export async function afterOrderMove(deps: AfterMoveDeps, moved: MovedOrder): Promise<void> {
  const statuses = moved.refunds.length > 0
    ? await issueRefunds(deps.db, deps.payments, moved.refunds.map((r) => r.refundId), deps.now())
    : new Map<number, 'pending' | 'processed'>();
  if (moved.heldMail) {
    const processed = moved.refunds.every((r) => statuses.get(r.refundId) === 'processed');
    await releaseRefundMail(deps.db, moved.heldMail, processed, deps.now());
  }
  deps.outbox.wake();
}
