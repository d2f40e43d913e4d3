import type { Db } from '../../db/database.ts';
import type { CustomerOwner } from '../accounts/customers.ts';
import type { OrderStatus, PaymentMode } from '../../db/schema.ts';
import { isRowId } from '@haat/shared/rules';

export interface TimelineEvent {
  status: string;
  at: string;
  note: string;
  orderLineId: number | null;
}

/** An order's tracking page: its state, where it goes and its timeline, oldest event first; money in paise. */
export interface OrderTrackingRecord {
  orderId: number;
  status: OrderStatus;
  paymentMode: PaymentMode;
  placedAt: string;
  totalPaise: number;
  shipTo: { name: string; city: string; state: string; pincode: string };
  shipment: { courier: string; awb: string; trackingUrl: string | null } | null;
  events: TimelineEvent[];
}

/** Every event of an order, oldest first. */
export async function orderTimeline(db: Db, orderId: number): Promise<TimelineEvent[]> {
  const rows = await db.selectFrom('order_events').select(['status', 'at', 'note', 'order_line_id'])
    .where('order_id', '=', orderId).orderBy('at').orderBy('id').execute();
  return rows.map((row) => ({ status: row.status, at: row.at, note: row.note, orderLineId: row.order_line_id }));
}

/** One of the customer's orders in this store with its timeline, or null when it is not theirs. */
export async function getOrderTracking(db: Db, owner: CustomerOwner, orderId: number): Promise<OrderTrackingRecord | null> {
  if (!isRowId(orderId)) return null;
  const order = await db.selectFrom('orders')
    .select(['id', 'status', 'payment_mode', 'created_at', 'total_paise', 'ship_name', 'ship_city', 'ship_state', 'ship_pincode', 'courier', 'awb', 'tracking_url'])
    .where('id', '=', orderId).where('customer_id', '=', owner.customerId).where('store_id', '=', owner.storeId)
    .executeTakeFirst();
  if (!order) return null;
  return {
    orderId: order.id,
    status: order.status,
    paymentMode: order.payment_mode,
    placedAt: order.created_at,
    totalPaise: order.total_paise,
    shipTo: { name: order.ship_name, city: order.ship_city, state: order.ship_state, pincode: order.ship_pincode },
    shipment: order.courier && order.awb ? { courier: order.courier, awb: order.awb, trackingUrl: order.tracking_url } : null,
    events: await orderTimeline(db, order.id),
  };
}
