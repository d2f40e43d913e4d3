import type { Kysely } from 'kysely';
import { withId, withStore } from './helpers.ts';

/**
 * Signed-in carts, orders with their lines and status history, payments, provider webhook
 * events and refunds, and the local sandbox payment gateway's own orders.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One line per product (the spec merges by product id); units are capped at stock on write.
  await withId(db, db.schema.createTable('cart_lines'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // No foreign key on purpose: a product that left the catalogue must still be found here, so
    // the next cart read can drop its line and tell the shopper, rather than it vanishing unseen.
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_lines_customer_product', ['customer_id', 'product_id'])
    .execute();

  await withStore(withId(db, db.schema.createTable('orders')))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // The browser's key for one submit: a retried submit finds the order it already made.
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('payment_mode', 'text', (c) => c.notNull()) // 'COD' | 'ONLINE'
    // pending_payment → placed → confirmed → packed → shipped → out_for_delivery → delivered;
    // or cancelled (every line cancelled) / payment_expired (unpaid in time, stock given back).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subtotal_paise', 'integer', (c) => c.notNull())
    .addColumn('shipping_paise', 'integer', (c) => c.notNull())
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    // The delivery address as it was when ordered; the saved address may change or go later.
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('ship_name', 'text', (c) => c.notNull())
    .addColumn('ship_email', 'text', (c) => c.notNull())
    .addColumn('ship_mobile', 'text', (c) => c.notNull())
    .addColumn('ship_address1', 'text', (c) => c.notNull())
    .addColumn('ship_address2', 'text', (c) => c.notNull())
    .addColumn('ship_city', 'text', (c) => c.notNull())
    .addColumn('ship_state', 'text', (c) => c.notNull())
    .addColumn('ship_pincode', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text', (c) => c.notNull().defaultTo(''))
    // 'razorpay' or 'sandbox' for online orders, null for cash on delivery.
    .addColumn('payment_provider', 'text')
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    // An unpaid online order gives its stock back after this time.
    .addColumn('pay_by', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_customer_request', ['customer_id', 'request_key'])
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_unpaid').on('orders').columns(['status', 'pay_by']).execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('size_id', 'integer', (c) => c.references('product_sizes.id').onDelete('set null'))
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
    .addColumn('delivery_paise', 'integer', (c) => c.notNull())
    .addColumn('line_total_paise', 'integer', (c) => c.notNull())
    // The line's own state: 'active', 'cancelled' or 'refunded' (the order's status covers the rest).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('cancel_comment', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  // The tracking timeline: every status an order (or one of its lines) went through, with its time.
  await withId(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'at']).execute();

  // A payment id is recorded once: a replayed verify call or a late webhook changes nothing.
  await withId(db, db.schema.createTable('payments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull()) // 'razorpay' | 'sandbox'
    .addColumn('provider_order_id', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('payment_events'))
    .addColumn('provider_event_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('refunds'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('provider_refund_id', 'text')
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // 'pending' | 'processed' | 'failed'
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The sandbox gateway's provider-side orders (what Razorpay would hold on its servers).
  await db.schema.createTable('sandbox_gateway_orders')
    .addColumn('id', 'text', (c) => c.primaryKey()) // order_…
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // 'created' | 'attempted' | 'paid'
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('sandbox_gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey()) // pay_…
    .addColumn('order_id', 'text', (c) => c.notNull().references('sandbox_gateway_orders.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // 'captured' | 'failed'
    .addColumn('refunded_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
