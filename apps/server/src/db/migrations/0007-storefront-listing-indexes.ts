import type { Kysely } from 'kysely';

/**
 * Listings ask for a category's or subcategory's published products, featured first (decision
 * 021 §4). With only (store_id, category_id), SQLite, which keeps no table statistics, would
 * rather walk the console's (store_id, status, …) indexes over the whole store: 10 to 20 times
 * slower on 100,000 products. These indexes answer the listing from the index alone, already in
 * order, and replace the two they begin with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_listing_category').on('products')
    .columns(['store_id', 'category_id', 'status', 'featured_rank', 'id']).execute();
  await db.schema.createIndex('products_listing_subcategory').on('products')
    .columns(['store_id', 'subcategory_id', 'status', 'featured_rank', 'id']).execute();
  await db.schema.dropIndex('products_category').execute();
  await db.schema.dropIndex('products_subcategory').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_category').on('products').columns(['store_id', 'category_id']).execute();
  await db.schema.createIndex('products_subcategory').on('products').columns(['store_id', 'subcategory_id']).execute();
  await db.schema.dropIndex('products_listing_category').execute();
  await db.schema.dropIndex('products_listing_subcategory').execute();
}
