import { isCancellable } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { CustomerOwner } from '../accounts/customers.ts';
import type { LineSnapshot } from './order-items.ts';
import type { OrderLineStatus, OrderStatus, PaymentMode } from '../../db/schema.ts';

/** Most order lines one listing answers, newest first; far more than anyone scrolls through. */
export const orderLineListCap = 500;

export type PaymentStatus = 'Pay on delivery' | 'Awaiting payment' | 'Paid' | 'Refund initiated' | 'Refunded' | 'Not paid';

/** One of the customer's order lines with what the orders page shows about it; money in paise. */
export interface OrderLineRecord extends LineSnapshot {
  orderId: number;
  orderLineId: number;
  /** Null once the product is gone from the catalogue; the snapshot still names it. */
  productId: number | null;
  paymentMode: PaymentMode;
  orderedAt: string;
  /** The line's own state when cancelled or refunded, else its order's status. */
  statusCode: string;
  paymentStatus: PaymentStatus;
  cancellable: boolean;
}

interface LineFacts {
  orderStatus: OrderStatus;
  paymentMode: PaymentMode;
  paid: boolean;
  lineStatus: OrderLineStatus;
  refundStatus: string | null;
}

/** Where a line's money stands, in the words of the orders page. */
export function paymentStatusOf(facts: LineFacts): PaymentStatus {
  if (facts.lineStatus === 'refunded' || facts.refundStatus === 'processed') return 'Refunded';
  if (facts.refundStatus === 'pending' || facts.refundStatus === 'issuing' || facts.refundStatus === 'failed') return 'Refund initiated';
  const active = facts.lineStatus === 'active' && !['cancelled', 'payment_expired', 'declined', 'rto'].includes(facts.orderStatus);
  if (facts.paymentMode === 'COD') {
    if (!active) return 'Not paid';
    return facts.orderStatus === 'delivered' ? 'Paid' : 'Pay on delivery';
  }
  if (facts.paid) return 'Paid';
  return facts.orderStatus === 'pending_payment' && facts.lineStatus === 'active' ? 'Awaiting payment' : 'Not paid';
}

/** The customer's order lines in this store, newest order first, lines in order. */
export async function listOrderLines(db: Db, owner: CustomerOwner): Promise<OrderLineRecord[]> {
  const rows = await db.selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select([
      'order_lines.id', 'order_lines.order_id', 'order_lines.product_id', 'order_lines.asin', 'order_lines.name', 'order_lines.image',
      'order_lines.description', 'order_lines.size', 'order_lines.color', 'order_lines.units', 'order_lines.unit_price_paise',
      'order_lines.line_total_paise', 'order_lines.status as line_status', 'orders.status as order_status', 'orders.payment_mode',
      'orders.paid_at', 'orders.created_at',
    ])
    .where('orders.customer_id', '=', owner.customerId)
    .where('orders.store_id', '=', owner.storeId)
    .orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').orderBy('order_lines.id')
    .limit(orderLineListCap)
    .execute();
  const refunds = rows.length === 0 ? [] : await db.selectFrom('refunds').select(['order_line_id', 'status'])
    .where('order_line_id', 'in', rows.map((r) => r.id)).orderBy('id').execute();
  const refundOf = new Map(refunds.map((r) => [r.order_line_id, r.status]));
  return rows.map((row) => {
    const lineEnded = row.line_status === 'cancelled' || row.line_status === 'refunded';
    return {
      orderId: row.order_id,
      orderLineId: row.id,
      productId: row.product_id,
      asin: row.asin,
      name: row.name,
      image: row.image,
      description: row.description,
      size: row.size,
      color: row.color,
      units: row.units,
      unitPricePaise: row.unit_price_paise,
      lineTotalPaise: row.line_total_paise,
      paymentMode: row.payment_mode,
      orderedAt: row.created_at,
      statusCode: lineEnded ? row.line_status : row.order_status,
      paymentStatus: paymentStatusOf({
        orderStatus: row.order_status, paymentMode: row.payment_mode, paid: row.paid_at !== null,
        lineStatus: row.line_status, refundStatus: refundOf.get(row.id) ?? null,
      }),
      cancellable: !lineEnded && isCancellable(row.order_status),
    };
  });
}
