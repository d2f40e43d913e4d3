import type { Kysely } from 'kysely';

/**
 * Cash on delivery as a shop sets it (issue 16): on or off, the order values it is offered for,
 * a fee it adds (kept on each COD order, for the checkout, the invoice and the totals), and
 * customers the shop no longer offers it to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('cod_enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('stores').addColumn('cod_min_paise', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('stores').addColumn('cod_max_paise', 'integer').execute();
  await db.schema.alterTable('stores').addColumn('cod_fee_paise', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('cod_fee_paise', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('customers').addColumn('cod_blocked', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('cod_blocked').execute();
  await db.schema.alterTable('orders').dropColumn('cod_fee_paise').execute();
  for (const column of ['cod_fee_paise', 'cod_max_paise', 'cod_min_paise', 'cod_enabled']) await db.schema.alterTable('stores').dropColumn(column).execute();
}
