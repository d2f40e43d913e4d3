import type { Kysely } from 'kysely';

/**
 * Cash-on-delivery orders confirmed by a code (issue 18, decision 044). The store turns it on and
 * says how many minutes an order waits for its code before its stock goes back. An order waiting
 * keeps the code's HMAC (never the code), when it runs out, the wrong tries it has had, when the
 * last code was sent (the resend cool-down) and when the order is released if still unconfirmed.
 * 'awaiting_confirmation' and 'cod_unconfirmed' are new statuses; the status column is free text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('cod_confirm_by_code', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('stores').addColumn('cod_confirm_minutes', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  await db.schema.alterTable('orders').addColumn('cod_code_hash', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cod_code_expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cod_code_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('cod_code_sent_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('confirm_by', 'text').execute();
  // The sweep's look-up, like orders_unpaid: the waiting orders past their time.
  await db.schema.createIndex('orders_unconfirmed').on('orders').columns(['status', 'confirm_by']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_unconfirmed').execute();
  for (const column of ['confirm_by', 'cod_code_sent_at', 'cod_code_attempts', 'cod_code_expires_at', 'cod_code_hash']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  for (const column of ['cod_confirm_minutes', 'cod_confirm_by_code']) await db.schema.alterTable('stores').dropColumn(column).execute();
}
