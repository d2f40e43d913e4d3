import type { Kysely } from 'kysely';
import { withId, withStore } from './helpers.ts';

/**
 * The home page as a shop sets it in the console (issue 16, decision 028): banners shown between
 * two instants (null = open), with a text for screen readers; which category groups have a home
 * section and in what order; and each section's hand-picked products, in order.
 *
 * `home_sort` is null until the shop orders its sections, so a new group (and every shop that
 * never opens the screen) keeps the menu's order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('title', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('banners').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('banners').addColumn('ends_at', 'text').execute();
  await db.schema.alterTable('category_groups').addColumn('home_visible', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('category_groups').addColumn('home_sort', 'integer').execute();

  await withStore(withId(db, db.schema.createTable('home_featured')))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('category_groups.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('home_featured_group_product').unique().on('home_featured').columns(['group_id', 'product_id']).execute();
  await db.schema.createIndex('home_featured_store').on('home_featured').columns(['store_id', 'group_id', 'sort']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('home_featured').execute();
  for (const column of ['home_sort', 'home_visible']) await db.schema.alterTable('category_groups').dropColumn(column).execute();
  for (const column of ['ends_at', 'starts_at', 'title']) await db.schema.alterTable('banners').dropColumn(column).execute();
}
