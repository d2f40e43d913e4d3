import type { Db } from '../../db/database.ts';
import { releaseOverdueOrders } from './held-orders.ts';
import { releaseUnconfirmedOrders } from './cod-confirmation.ts';
import { logger } from '@haat/shared/log';

/** How long an online order holds its stock while the shopper pays. */
export const payWindowMs = 30 * 60_000;
/** How often the server process looks for unpaid orders past their time. */
export const expirySweepMs = 60_000;

/**
 * Gives the stock of every online order still unpaid after its pay-by time back, and marks the
 * order payment_expired (held-orders.ts: once, however many processes sweep). The provider's
 * order id stays: a payment that arrives late can still be matched (and refunded). Returns how
 * many orders were released.
 */
export function releaseExpiredOrders(db: Db, now: Date): Promise<number> {
  // Served by the orders_unpaid index (status, pay_by): cheap enough to run before every submit.
  return releaseOverdueOrders(db, now, {
    waiting: 'pending_payment', deadline: 'pay_by', dueAtDeadline: false, released: 'payment_expired',
    note: 'Not paid in time; the items went back into stock.',
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
