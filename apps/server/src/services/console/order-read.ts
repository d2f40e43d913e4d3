import { orderMessages, type ConsoleOrder } from '@haat/shared/console-api';
import { isRowId, movesFrom, paiseToRupees, statusLabel } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { orderTimeline } from '../orders/order-tracking.ts';
import { consoleOrderLines } from './order-lines.ts';
import { ConsoleRefusal } from './refusal.ts';

/** One order of the store as its page shows it: lines, address as ordered, customer, payment, refunds and timeline. */
export async function readOrder(db: Db, storeId: number, orderId: number): Promise<ConsoleOrder> {
  if (!isRowId(orderId)) throw new ConsoleRefusal('not-found', orderMessages.notFound(orderId));
  const order = await db.selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .selectAll('orders')
    .select(['customers.first_name', 'customers.last_name', 'customers.email as customer_email', 'customers.mobile as customer_mobile'])
    .where('orders.id', '=', orderId).where('orders.store_id', '=', storeId)
    .executeTakeFirst();
  if (!order) throw new ConsoleRefusal('not-found', orderMessages.notFound(orderId));
  const [lines, payment, refunds, events] = await Promise.all([
    consoleOrderLines(db, [orderId]),
    db.selectFrom('payments').select(['provider', 'provider_payment_id', 'amount_paise']).where('order_id', '=', orderId).where('status', '=', 'captured').orderBy('id').executeTakeFirst(),
    db.selectFrom('refunds').innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select(['refunds.id', 'refunds.order_line_id', 'refunds.amount_paise', 'refunds.status', 'refunds.created_at'])
      .where('payments.order_id', '=', orderId).orderBy('refunds.id').execute(),
    orderTimeline(db, orderId),
  ]);
  return {
    id: order.id, status: order.status, payment_mode: order.payment_mode, paid: order.paid_at !== null, total: paiseToRupees(order.total_paise),
    subtotal: paiseToRupees(order.subtotal_paise), shipping: paiseToRupees(order.shipping_paise), discount: paiseToRupees(order.discount_paise),
    cod_fee: paiseToRupees(order.cod_fee_paise),
    created_at: order.created_at,
    ship_name: order.ship_name, ship_email: order.ship_email, ship_mobile: order.ship_mobile, ship_address1: order.ship_address1, ship_address2: order.ship_address2,
    ship_city: order.ship_city, ship_state: order.ship_state, ship_pincode: order.ship_pincode,
    customer: { id: order.customer_id, name: `${order.first_name} ${order.last_name}`.trim(), email: order.customer_email, mobile: order.customer_mobile },
    payment: payment
      ? { provider: payment.provider, payment_id: payment.provider_payment_id, amount: paiseToRupees(payment.amount_paise), paid_at: order.paid_at }
      : null,
    refunds: refunds.map((r) => ({ id: r.id, order_line_id: r.order_line_id, amount: paiseToRupees(r.amount_paise), status: r.status, created_at: r.created_at })),
    courier: order.courier, awb: order.awb, tracking_url: order.tracking_url, cod_collected_at: order.cod_collected_at,
    events: events.map((e) => ({ status: e.status, label: statusLabel(e.status), note: e.note, at: e.at, order_line_id: e.orderLineId })),
    lines: lines.get(orderId) ?? [],
    moves: movesFrom(order.status),
  };
}
