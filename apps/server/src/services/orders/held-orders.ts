import type { Updateable } from 'kysely';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { OrderStatus, OrderTable } from '../../db/schema.ts';
import { giveBackStock } from './order-stock.ts';

/** Orders released per sweep; the next sweep takes the rest. */
const sweepBatch = 200;

/**
 * An order whose stock is held while the shopper does one thing by a deadline: pays an online
 * order by `pay_by`, or confirms a COD order by its code by `confirm_by` (decision 044).
 */
export interface Hold {
  waiting: Extract<OrderStatus, 'pending_payment' | 'awaiting_confirmation'>;
  deadline: 'pay_by' | 'confirm_by';
  /** Whether an order whose deadline is exactly now is due. */
  dueAtDeadline: boolean;
  released: Extract<OrderStatus, 'payment_expired' | 'cod_unconfirmed'>;
  /** What the order's history says. */
  note: string;
  /** Columns the release also clears (a COD order's code). */
  clears?: Updateable<OrderTable>;
}

type DueOrders = (db: Db, args: { at: string }) => Promise<Array<{ id: number }>>;
const dueOrdersByHold = new Map<string, DueOrders>();

/**
 * The orders of a hold past their deadline: asked before every order is placed (and by the sweep),
 * so compiled once per kind of hold (decision 062).
 */
function dueOrdersOf(hold: Hold): DueOrders {
  const key = `${hold.waiting} ${hold.deadline} ${String(hold.dueAtDeadline)}`;
  let due = dueOrdersByHold.get(key);
  if (!due) {
    due = compiledStatement((db, args: { at: string }) => db.selectFrom('orders').select('id')
      .where('status', '=', hold.waiting)
      .where(hold.deadline, hold.dueAtDeadline ? '<=' : '<', args.at)
      .orderBy(hold.deadline)
      .limit(sweepBatch));
    dueOrdersByHold.set(key, due);
  }
  return due;
}

/**
 * Releases every order still waiting past its deadline: stock back, the released status, an
 * order event. Each order in its own transaction, conditional on its status, so two processes
 * sweeping at once (or the shopper's payment or code racing the sweep) settle it once. Returns
 * how many orders were released.
 */
export async function releaseOverdueOrders(db: Db, now: Date, hold: Hold): Promise<number> {
  const due = await dueOrdersOf(hold)(db, { at: now.toISOString() });
  let released = 0;
  for (const { id } of due) {
    if (await releaseOrder(db, id, now, hold)) released += 1;
  }
  return released;
}

async function releaseOrder(db: Db, orderId: number, now: Date, hold: Hold): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const released = await trx.updateTable('orders').set({ ...hold.clears, status: hold.released, updated_at: at })
      .where('id', '=', orderId).where('status', '=', hold.waiting)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) return false;
    // Cancelled lines gave their stock back already.
    const lines = await trx.selectFrom('order_lines').select(['size_id as sizeId', 'units'])
      .where('order_id', '=', orderId).where('status', '=', 'active').execute();
    await giveBackStock(trx, lines, { orderId, reason: 'expired', at: now });
    await trx.insertInto('order_events').values({ order_id: orderId, order_line_id: null, status: hold.released, note: hold.note, at }).execute();
    return true;
  });
}
