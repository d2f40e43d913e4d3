import type { Selectable } from 'kysely';
import { messages } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { OrderTable } from '../../db/schema.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { OrderRefusal } from '../orders/order-refusal.ts';
import { giveBackStock } from '../orders/order-stock.ts';
import { logger } from '@haat/shared/log';

/**
 * Opens the provider's order for a new online order. Without it the order cannot be paid, so a
 * provider failure withdraws the order and gives its stock back: nothing of the submit is kept.
 */
export async function openProviderOrder(db: Db, payments: PaymentGateway, order: Selectable<OrderTable>, now: Date): Promise<void> {
  let providerOrderId: string;
  try {
    ({ id: providerOrderId } = await payments.createOrder({ amountPaise: order.total_paise, receipt: `order_${order.id}`, notes: { order_id: String(order.id) } }));
  } catch (error) {
    logger.error('The payment provider could not open the order; the order is withdrawn', { orderId: order.id, error });
    await withdrawOrder(db, order.id, now);
    throw new OrderRefusal('unavailable', messages.orderFailed);
  }
  await db.updateTable('orders')
    .set({ payment_provider: payments.provider, provider_order_id: providerOrderId, updated_at: now.toISOString() })
    .where('id', '=', order.id)
    .execute();
}

async function withdrawOrder(db: Db, orderId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locks the order first, so a cancellation racing this one cannot give the same stock back twice.
    const held = await trx.updateTable('orders').set({ status: 'payment_expired' })
      .where('id', '=', orderId).where('status', '=', 'pending_payment').where('provider_order_id', 'is', null)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) return;
    const lines = await trx.selectFrom('order_lines').select(['size_id as sizeId', 'units']).where('order_id', '=', orderId).where('status', '=', 'active').execute();
    await giveBackStock(trx, lines, { orderId, reason: 'expired', at: now });
    await trx.deleteFrom('orders').where('id', '=', orderId).execute();
  });
}
