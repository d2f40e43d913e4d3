import { paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  orderCancelledMail, orderConfirmationMail, orderDeclinedMail, orderDeliveredMail, orderShippedMail, type OrderMailLine, type OrderMailOrder,
} from '../../mail/order-templates.ts';
import type { MailContent, MailStore } from '../../mail/templates.ts';
import { logger } from '@haat/shared/log';

interface OrderMailContext {
  to: string;
  firstName: string;
  store: MailStore;
  order: OrderMailOrder;
  lines: Map<number, OrderMailLine>;
}

async function loadOrderMail(db: Db, orderId: number): Promise<OrderMailContext | null> {
  const order = await db.selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .selectAll('orders')
    .select(['customers.email as customer_email', 'customers.first_name', 'stores.name as store_name', 'stores.theme_primary'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const rows = await db.selectFrom('order_lines').select(['id', 'name', 'size', 'color', 'units', 'line_total_paise'])
    .where('order_id', '=', orderId).orderBy('id').execute();
  const lines = new Map(rows.map((row) => [row.id, {
    name: row.name, size: row.size, color: row.color, units: row.units, lineTotal: paiseToRupees(row.line_total_paise),
  }]));
  return {
    to: order.customer_email,
    firstName: order.first_name,
    store: { name: order.store_name, accent: order.theme_primary },
    lines,
    order: {
      id: order.id,
      paymentMode: order.payment_mode,
      paid: order.paid_at !== null,
      subtotal: paiseToRupees(order.subtotal_paise),
      shipping: paiseToRupees(order.shipping_paise),
      discount: paiseToRupees(order.discount_paise),
      codFee: paiseToRupees(order.cod_fee_paise),
      total: paiseToRupees(order.total_paise),
      lines: [...lines.values()],
      shipTo: {
        name: order.ship_name, address1: order.ship_address1, address2: order.ship_address2, city: order.ship_city,
        state: order.ship_state, pincode: order.ship_pincode, mobile: order.ship_mobile,
      },
    },
  };
}

/**
 * Reads what a mail needs, then sends it without waiting: a slow or failing mail server must
 * neither delay nor fail the order, so a failure is only logged.
 */
async function sendOrderMail(db: Db, mailer: Mailer, orderId: number, what: string, build: (context: OrderMailContext) => MailContent | null): Promise<void> {
  try {
    const context = await loadOrderMail(db, orderId);
    const mail = context && build(context);
    if (!context || !mail) return;
    mailer.send({ to: context.to, ...mail }).catch((error: unknown) => logger.error(`The ${what} mail of an order could not be sent`, { orderId, error }));
  } catch (error) {
    logger.error(`The ${what} mail of an order could not be prepared`, { orderId, error });
  }
}

/** Mails the order confirmation (a cash-on-delivery order when placed, an online one when paid). */
export function mailOrderConfirmation(db: Db, mailer: Mailer, orderId: number): Promise<void> {
  return sendOrderMail(db, mailer, orderId, 'confirmation', ({ store, firstName, order }) => orderConfirmationMail(store, { firstName, order }));
}

/** Mails the confirmation of one cancelled line, with its refund (rupees) when one was due. */
export function mailLineCancelled(
  db: Db, mailer: Mailer,
  cancelled: { orderId: number; orderLineId: number; reason: string; refund: { amount: number; processed: boolean } | null; orderCancelled: boolean; by?: 'shopper' | 'seller' },
): Promise<void> {
  return sendOrderMail(db, mailer, cancelled.orderId, 'cancellation', ({ store, firstName, order, lines }) => {
    const line = lines.get(cancelled.orderLineId);
    return line ? orderCancelledMail(store, {
      firstName, order, line, reason: cancelled.reason, refund: cancelled.refund, orderCancelled: cancelled.orderCancelled, by: cancelled.by ?? 'shopper',
    }) : null;
  });
}

/** Mails the courier and AWB of a shipped order; `trackUrl` is the shop's own page of the order. */
export function mailOrderShipped(
  db: Db, mailer: Mailer, shipped: { orderId: number; courier: string; awb: string; trackingUrl: string | null; trackUrl: string | null; collect: number | null },
): Promise<void> {
  return sendOrderMail(db, mailer, shipped.orderId, 'shipped', ({ store, firstName, order }) => orderShippedMail(store, { firstName, order, ...shipped }));
}

export function mailOrderDelivered(db: Db, mailer: Mailer, orderId: number): Promise<void> {
  return sendOrderMail(db, mailer, orderId, 'delivered', ({ store, firstName, order }) => orderDeliveredMail(store, { firstName, order }));
}

/** Mails a declined or returned order, with its refund (rupees) when one was due. */
export function mailOrderDeclined(
  db: Db, mailer: Mailer, declined: { orderId: number; reason: string; returned: boolean; refund: { amount: number; processed: boolean } | null },
): Promise<void> {
  return sendOrderMail(db, mailer, declined.orderId, 'declined', ({ store, firstName, order }) => orderDeclinedMail(store, { firstName, order, ...declined }));
}
