import type { Db } from '../../db/database.ts';
import { giveBackStock } from './order-stock.ts';
import { releaseUnconfirmedOrders } from './cod-confirmation.ts';
import { logger } from '@haat/shared/log';

/** How long an online order holds its stock while the shopper pays. */
export const payWindowMs = 30 * 60_000;
/** How often the server process looks for unpaid orders past their time. */
export const expirySweepMs = 60_000;
/** Orders released per sweep; the next sweep takes the rest. */
const sweepBatch = 200;

/**
 * Gives the stock of every online order still unpaid after its pay-by time back, and marks the
 * order payment_expired. Each order is released in its own transaction, conditional on its status,
 * so two processes sweeping at once release it once. Returns how many orders were released.
 */
export async function releaseExpiredOrders(db: Db, now: Date): Promise<number> {
  // Served by the orders_unpaid index (status, pay_by): cheap enough to run before every submit.
  const due = await db.selectFrom('orders').select('id')
    .where('status', '=', 'pending_payment')
    .where('pay_by', '<', now.toISOString())
    .orderBy('pay_by')
    .limit(sweepBatch)
    .execute();
  let released = 0;
  for (const { id } of due) {
    if (await releaseOrder(db, id, now)) released += 1;
  }
  return released;
}

async function releaseOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    // The provider's order id stays: a payment that arrives late can still be matched (and refunded).
    const expired = await trx.updateTable('orders').set({ status: 'payment_expired', updated_at: at })
      .where('id', '=', orderId).where('status', '=', 'pending_payment')
      .executeTakeFirst();
    if (Number(expired.numUpdatedRows) !== 1) return false;
    // Cancelled lines gave their stock back already.
    const lines = await trx.selectFrom('order_lines').select(['size_id as sizeId', 'units'])
      .where('order_id', '=', orderId).where('status', '=', 'active').execute();
    await giveBackStock(trx, lines, { orderId, reason: 'expired', at: now });
    await trx.insertInto('order_events').values({
      order_id: orderId, order_line_id: null, status: 'payment_expired', note: 'Not paid in time; the items went back into stock.', at,
    }).execute();
    return true;
  });
}

/** Sweeps unpaid (and unconfirmed COD) orders every minute in the server process; returns the function that stops it. */
export function startExpirySweeper(db: Db, now: () => Date = () => new Date(), everyMs = expirySweepMs): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // COD orders never confirmed by their code (decision 044) go back the same way.
    Promise.all([releaseExpiredOrders(db, now()), releaseUnconfirmedOrders(db, now())])
      .then(([released, unconfirmed]) => {
        if (released > 0) logger.info('Released unpaid orders past their time', { released });
        if (unconfirmed > 0) logger.info('Released COD orders not confirmed in time', { released: unconfirmed });
      })
      .catch((error: unknown) => logger.error('Releasing unpaid orders failed', { error }))
      .finally(() => { running = false; });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
