import { sql, type Kysely } from 'kysely';
import { withId, withStore } from './helpers.ts';

/**
 * The reseller console (decision 021): staff and their stores, console sessions and invitations,
 * the audit log, stock history, background jobs; a product's life (draft, published, archived)
 * and tax data; SKUs; and the per-store change counter that tells every server process when its
 * caches of a store went stale.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Staff are people, not customers: one account may serve several stores.
  await withId(db, db.schema.createTable('staff'))
    // Lower-cased.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();

  await db.schema.createTable('staff_memberships')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('owner', 'manager', 'packer')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Null when the membership came from the command line.
    .addColumn('invited_by', 'integer')
    .addPrimaryKeyConstraint('staff_memberships_pk', ['staff_id', 'store_id'])
    .execute();

  // A console session belongs to one staff member and the one store they signed in to.
  await withId(db, db.schema.createTable('staff_sessions'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await withStore(withId(db, db.schema.createTable('staff_invitations')))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('owner', 'manager', 'packer')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'integer')
    .addColumn('revoked_at', 'text')
    .execute();

  // Who changed what, when: before and after hold only the changed fields, as JSON text.
  await withStore(withId(db, db.schema.createTable('audit_log')))
    .addColumn('staff_id', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('job_id', 'integer')
    .addColumn('request_id', 'text')
    .execute();

  // Every change of a size's stock, whoever made it (staff, an order, a cancellation, an import).
  await withStore(withId(db, db.schema.createTable('stock_movements')))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size_id', 'integer', (c) => c.references('product_sizes.id').onDelete('set null'))
    // The size's label at the time, so the history reads well after the size is gone.
    .addColumn('size_label', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer')
    .addColumn('order_id', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();

  await withStore(withId(db, db.schema.createTable('jobs')))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('queued', 'running', 'done', 'failed', 'cancelled')`))
    .addColumn('input', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('heartbeat_at', 'text')
    .execute();

  await db.schema.createTable('job_errors')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('stores')
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(5)).execute();
  // Raised by every console change of the store's catalogue or settings (cache/store-changes.ts).
  await db.schema.alterTable('stores')
    .addColumn('change_counter', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // Products made before the console are on sale; the console makes drafts.
  await db.schema.alterTable('products')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published').check(sql`status IN ('draft', 'published', 'archived')`))
    .execute();
  await db.schema.alterTable('products').addColumn('hsn_code', 'text').execute();
  // Basis points: 5 % is 500.
  await db.schema.alterTable('products').addColumn('gst_rate_bp', 'integer').execute();
  await db.schema.alterTable('products').addColumn('published_at', 'text').execute();
  await db.schema.alterTable('products').addColumn('archived_at', 'text').execute();

  await db.schema.alterTable('product_sizes').addColumn('sku', 'text').execute();

  await db.schema.alterTable('product_images').addColumn('width', 'integer').execute();
  await db.schema.alterTable('product_images').addColumn('height', 'integer').execute();
  await db.schema.alterTable('product_images').addColumn('bytes', 'integer').execute();
  await db.schema.alterTable('product_images').addColumn('created_at', 'text').execute();

  // SKUs are unique within a store; sizes without one (NULL) are allowed side by side on both engines.
  await db.schema.createIndex('product_sizes_store_sku').on('product_sizes').columns(['store_id', 'sku']).unique().execute();

  const indexes: Array<[string, string, string[]]> = [
    ['staff_memberships_store', 'staff_memberships', ['store_id']],
    ['staff_sessions_staff', 'staff_sessions', ['staff_id']],
    ['staff_invitations_store', 'staff_invitations', ['store_id', 'created_at']],
    ['audit_log_store', 'audit_log', ['store_id', 'id']],
    ['audit_log_entity', 'audit_log', ['store_id', 'entity_type', 'entity_id', 'id']],
    ['stock_movements_size', 'stock_movements', ['size_id', 'id']],
    ['stock_movements_product', 'stock_movements', ['product_id', 'id']],
    ['stock_movements_store', 'stock_movements', ['store_id', 'id']],
    ['jobs_state', 'jobs', ['state', 'id']],
    ['jobs_store', 'jobs', ['store_id', 'id']],
    ['job_errors_job', 'job_errors', ['job_id', 'line']],
    // The console's product list: one index per sort, each ending in the id tie-break.
    ['products_console_updated', 'products', ['store_id', 'status', 'updated_at', 'id']],
    ['products_console_name', 'products', ['store_id', 'status', 'name', 'id']],
    ['products_console_price', 'products', ['store_id', 'status', 'discount_price', 'id']],
    ['product_sizes_stock', 'product_sizes', ['store_id', 'stock', 'id']],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'products_console_updated', 'products_console_name', 'products_console_price', 'product_sizes_stock', 'product_sizes_store_sku',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['width', 'height', 'bytes', 'created_at']) {
    await db.schema.alterTable('product_images').dropColumn(column).execute();
  }
  await db.schema.alterTable('product_sizes').dropColumn('sku').execute();
  for (const column of ['status', 'hsn_code', 'gst_rate_bp', 'published_at', 'archived_at']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
  for (const column of ['low_stock_threshold', 'change_counter']) {
    await db.schema.alterTable('stores').dropColumn(column).execute();
  }
  for (const table of ['job_errors', 'jobs', 'stock_movements', 'audit_log', 'staff_invitations', 'staff_sessions', 'staff_memberships', 'staff']) {
    await db.schema.dropTable(table).execute();
  }
}
