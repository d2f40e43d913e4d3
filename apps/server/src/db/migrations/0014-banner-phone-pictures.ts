import type { Kysely } from 'kysely';

/**
 * A home banner's phone picture (issue 17): a second, 4 : 3 picture drawn for a phone, shown
 * instead of the wide one below 768 px, where a 1600 × 500 picture shrinks its words to a few
 * pixels. Null when the banner has none: phones then show the wide picture whole.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('phone_image', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('phone_image').execute();
}
