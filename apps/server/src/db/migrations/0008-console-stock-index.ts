import type { Kysely } from 'kysely';

/**
 * The console's stock filters (in stock, low, out) ask, for each product, whether any of its
 * sizes has stock above or at most a figure. With only (product_id, sort) that reads every size
 * row of every product: about 250 ms at 10,000 products × 50 sizes on PostgreSQL
 * (scripts/bench-console-list.ts). On (product_id, stock) each product is one index probe.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('product_sizes_product_stock').on('product_sizes').columns(['product_id', 'stock']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_sizes_product_stock').execute();
}
