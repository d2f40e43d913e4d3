import type { Kysely } from 'kysely';

/**
 * A store's delivery rules (issue 18): its dispatch PIN, the states and PIN ranges it serves,
 * days per zone and cash on delivery per zone, as one JSON text (the console edits them together
 * and the checkout reads them together). '' is the default rules: all of India, COD everywhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('delivery_rules', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('delivery_rules').execute();
}
