import type { ConsoleProduct } from '@haat/shared/console-api';
import { paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Everything the product editor shows, or null when the product is not this store's. */
export async function loadConsoleProduct(db: Db, storeId: number, id: number): Promise<ConsoleProduct | null> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) return null;
  const [images, sizes] = await Promise.all([
    db.selectFrom('product_images').select(['id', 'file', 'sort']).where('product_id', '=', id).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('product_sizes').select(['id', 'label', 'sku', 'stock', 'sort']).where('product_id', '=', id).orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    id: row.id,
    asin: row.asin,
    name: row.name,
    status: row.status,
    category_id: row.category_id,
    subcategory_id: row.subcategory_id,
    original_price: paiseToRupees(row.original_price),
    discount_price: paiseToRupees(row.discount_price),
    delivery_charge: paiseToRupees(row.delivery_charge),
    description: row.long_description,
    short_description: row.description,
    material: row.material,
    attributes: parseJson<Record<string, string>>(row.attributes, {}),
    colors: parseJson<string[]>(row.colors, []),
    badges: [row.badge, row.badge1].filter((badge): badge is string => !!badge),
    youtube_link: row.youtube_link,
    featured_rank: row.featured_rank,
    hsn_code: row.hsn_code,
    gst_rate_bp: row.gst_rate_bp,
    image: row.image,
    images,
    sizes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    archived_at: row.archived_at,
  };
}
