import { cashToCollect } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';

/** What the courier collects for an order, in paise (the packing slip's figure); null when nothing is due on delivery. */
export async function orderCashToCollect(db: Db, orderId: number): Promise<number | null> {
  const order = await db.selectFrom('orders').select(['payment_mode', 'paid_at', 'cod_collected_at', 'total_paise', 'shipping_paise', 'cod_fee_paise'])
    .where('id', '=', orderId).executeTakeFirst();
  if (!order || order.payment_mode !== 'COD' || order.paid_at !== null || order.cod_collected_at !== null) return null;
  const lines = await db.selectFrom('order_lines').select(['line_total_paise', 'delivery_paise', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
  return cashToCollect({ totalPaise: order.total_paise, shippingPaise: order.shipping_paise, codFeePaise: order.cod_fee_paise },
    lines.map((line) => ({ lineTotalPaise: line.line_total_paise, deliveryPaise: line.delivery_paise, active: line.status === 'active' })));
}
