import { canMoveTo, deliverySteps, isOrderStatus, isRowId, statusLabel, type DeliveryStep } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';

export type MoveOutcome =
  | { ok: true; from: DeliveryStep; to: DeliveryStep }
  | { ok: false; problem: string };

/**
 * Moves an order forward along the delivery steps (until a reseller console exists, by
 * `npm run order:status`): never backwards, never out of an end state or an unpaid order. The
 * update is conditional on the status read, so a cancellation racing it is not overwritten.
 */
export async function moveOrderStatus(db: Db, orderId: number, to: string, now: Date, note = ''): Promise<MoveOutcome> {
  if (!isRowId(orderId)) return { ok: false, problem: `There is no order ${orderId}.` };
  if (!(deliverySteps as readonly string[]).includes(to)) {
    return { ok: false, problem: `"${to}" is not a delivery step. Use one of: ${deliverySteps.join(', ')}.` };
  }
  return db.transaction().execute(async (trx): Promise<MoveOutcome> => {
    const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    if (!order) return { ok: false, problem: `There is no order ${orderId}.` };
    const from = order.status;
    if (!canMoveTo(from, to) || !isOrderStatus(to)) {
      return { ok: false, problem: `Order ${orderId} is ${statusLabel(from)} (${from}); it cannot move to ${statusLabel(to)} (${to}). Orders only move forward along: ${deliverySteps.join(' → ')}.` };
    }
    const at = now.toISOString();
    const moved = await trx.updateTable('orders').set({ status: to, updated_at: at })
      .where('id', '=', orderId).where('status', '=', from).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { ok: false, problem: `Order ${orderId} changed meanwhile; please try again.` };
    await trx.insertInto('order_events').values({ order_id: orderId, order_line_id: null, status: to, note, at }).execute();
    return { ok: true, from: from as DeliveryStep, to: to as DeliveryStep };
  });
}
