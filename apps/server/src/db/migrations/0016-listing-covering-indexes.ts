import type { Kysely } from 'kysely';

/**
 * A listing asked for the first time reads its first 500 products in featured order (the result
 * its pages, filters and counts are cut from, search-results.ts). Migration 0007's indexes find
 * them in order, but then each of the 500 rows was read from the products table for its name and
 * prices: rows of about 1.6 kB (descriptions and attributes) in as many pages. These indexes carry
 * the columns a result row needs, so the listing is read from the index alone: 0.2 ms instead of
 * 0.8 on 100,000 products (decision 038). They replace 0007's, which they begin with; about 10 MB
 * each at 100,000 products.
 */
const listed = ['featured_rank', 'id', 'name', 'original_price', 'discount_price'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_listing_category_rows').on('products')
    .columns(['store_id', 'category_id', 'status', ...listed]).execute();
  // A subcategory's result rows carry their category too (a page's category counts).
  await db.schema.createIndex('products_listing_subcategory_rows').on('products')
    .columns(['store_id', 'subcategory_id', 'status', ...listed, 'category_id']).execute();
  await db.schema.dropIndex('products_listing_category').execute();
  await db.schema.dropIndex('products_listing_subcategory').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_listing_category').on('products')
    .columns(['store_id', 'category_id', 'status', 'featured_rank', 'id']).execute();
  await db.schema.createIndex('products_listing_subcategory').on('products')
    .columns(['store_id', 'subcategory_id', 'status', 'featured_rank', 'id']).execute();
  await db.schema.dropIndex('products_listing_category_rows').execute();
  await db.schema.dropIndex('products_listing_subcategory_rows').execute();
}
