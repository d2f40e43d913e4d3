import type { Kysely } from 'kysely';

/**
 * The console's orders (issue 16): what a shipped order carries for the shopper's /track (courier,
 * AWB, tracking link), when cash on delivery was collected, the store's auto-accept rule, and the
 * indexes the order list and the dashboard need at 100,000 orders: newest first within a store or
 * within one status, a store's orders by date, and look-ups by PIN code and mobile. Two statuses are new ('declined' and 'rto'); the
 * status column is free text, so they need no change here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('courier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('awb', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_url', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cod_collected_at', 'text').execute();
  // 'none' | 'cod' | 'prepaid' | 'all': which new orders are accepted without a reseller's tap.
  await db.schema.alterTable('stores').addColumn('auto_accept', 'text', (c) => c.notNull().defaultTo('none')).execute();

  await db.schema.createIndex('orders_store_id').on('orders').columns(['store_id', 'id']).execute();
  await db.schema.createIndex('orders_store_status_id').on('orders').columns(['store_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_store_created').on('orders').columns(['store_id', 'created_at']).execute();
  await db.schema.createIndex('orders_store_pincode').on('orders').columns(['store_id', 'ship_pincode']).execute();
  await db.schema.createIndex('orders_store_mobile').on('orders').columns(['store_id', 'ship_mobile']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['orders_store_mobile', 'orders_store_pincode', 'orders_store_created', 'orders_store_status_id', 'orders_store_id']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('stores').dropColumn('auto_accept').execute();
  for (const column of ['cod_collected_at', 'tracking_url', 'awb', 'courier']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
