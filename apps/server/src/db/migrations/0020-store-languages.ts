import type { Kysely } from 'kysely';

/**
 * The storefront's languages (issue 18, decision 045): the language a shopper without a choice
 * sees ('en' or 'hi'), and whether Hindi is offered at all (0/1; off, the shop is English only
 * and shows no switch). Every store starts English with Hindi offered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  await db.schema.alterTable('stores').addColumn('hindi_enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['hindi_enabled', 'default_language']) await db.schema.alterTable('stores').dropColumn(column).execute();
}
