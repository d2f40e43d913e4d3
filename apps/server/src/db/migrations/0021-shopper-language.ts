import type { Kysely } from 'kysely';

/**
 * The shopper's language, for the mails and SMS sent later (issue 18, decision 046). An order
 * keeps the language it was placed in ('en' or 'hi'): its confirmation, shipped, delivered,
 * cancelled and refund mails and its COD code SMS speak it, however much later the console sends
 * them. Every order placed before this was placed in English. A customer keeps the language of
 * their last sign-up or order (null: not known yet, as for every account before this), for the
 * mails asked for without a language of their own: a password reset or a code from a new device.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  await db.schema.alterTable('customers').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('language').execute();
  await db.schema.alterTable('orders').dropColumn('language').execute();
}
