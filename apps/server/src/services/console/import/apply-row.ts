import { importMessages as m } from '@haat/shared/rules';
import type { Db } from '../../../db/database.ts';
import { changedFields, writeAudit } from '../audit.ts';
import type { ImportContext } from './import-context.ts';
import type { ImportRow } from './import-row.ts';
import { RowError } from './row-error.ts';
import { writeSize } from './apply-size.ts';

/** What a row did, or would do. */
export type RowOutcome = 'create' | 'update' | 'unchanged';

/** The row's product fields with the category and subcategory named turned into this shop's ids. */
function productFields(row: ImportRow, context: ImportContext) {
  const { product } = row;
  const category = context.categories.get(product.category.toLowerCase());
  if (!category) throw new RowError(m.unknownCategory(product.category));
  let subcategoryId: number | null = null;
  if (product.subcategory !== '') {
    subcategoryId = category.subcategories.get(product.subcategory.toLowerCase()) ?? null;
    if (subcategoryId === null) throw new RowError(m.unknownSubcategory(product.subcategory, category.name));
  }
  return {
    name: product.name, category_id: category.id, subcategory_id: subcategoryId,
    original_price: product.original_price, discount_price: product.discount_price, delivery_charge: product.delivery_charge,
    status: product.status, hsn_code: product.hsn_code, gst_rate_bp: product.gst_rate_bp, description: product.description,
    long_description: product.long_description, material: product.material, colors: product.colors, badge: product.badge,
    badge1: product.badge1, attributes: product.attributes, youtube_link: product.youtube_link, featured_rank: product.featured_rank,
  };
}

/** The dates a change of status sets. */
function statusDates(status: string, was: string | null, at: string) {
  if (status === was) return {};
  if (status === 'published') return { published_at: at, archived_at: null };
  if (status === 'archived') return { archived_at: at };
  return {};
}

/**
 * Brings one product and one of its sizes to what a row says, inside `trx`, with an audit row
 * per change; with `write` false it only works out what it would do. RowError when the row
 * cannot apply (an unknown category, a SKU of another product, a refused image).
 *
 * Writes the tables directly: switch to the console's product services (services/console/
 * products*.ts, sizes.ts, stock.ts) once they are committed, keeping this function's shape.
 */
export async function applyRow(trx: Db, context: ImportContext, row: ImportRow, write: boolean): Promise<RowOutcome> {
  const { storeId } = context.actor;
  const at = context.now().toISOString();
  const fields = productFields(row, context);
  const images = await context.images.resolve(trx, storeId, row.product.images, write);
  const existing = await trx.selectFrom('products').selectAll().where('store_id', '=', storeId).where('asin', '=', row.product.slug).executeTakeFirst();

  let productId: number;
  let outcome: RowOutcome = 'unchanged';
  if (!existing) {
    outcome = 'create';
    if (!write) return outcome;
    const category = [...context.categories.values()].find((c) => c.id === fields.category_id)!;
    const inserted = await trx.insertInto('products').values({
      store_id: storeId, asin: row.product.slug, ...fields, image: images[0] ?? '', rating: 0, rating_count: 0,
      search_keywords: [category.name, row.product.subcategory, row.product.material ?? ''].join(' ').trim().toLowerCase(),
      created_at: at, updated_at: at, ...statusDates(fields.status, null, at),
    }).returning('id').executeTakeFirstOrThrow();
    productId = inserted.id;
    if (images.length > 0) {
      await trx.insertInto('product_images').values(images.map((file, sort) => ({ store_id: storeId, product_id: productId, file, sort, created_at: at }))).execute();
    }
    await writeAudit(trx, context.actor, { action: 'product.create', entityType: 'product', entityId: productId, after: { asin: row.product.slug, ...fields, images } }, context.now());
  } else {
    productId = existing.id;
    const current = await trx.selectFrom('product_images').select('file').where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
    const change = changedFields({ ...existing, images: current.map((i) => i.file) } as Record<string, unknown>, { ...fields, images });
    if (change) {
      outcome = 'update';
      if (write) {
        const { images: _images, ...productChange } = change.after;
        await trx.updateTable('products').set({
          ...productChange, updated_at: at, ...statusDates(fields.status, existing.status, at),
          ...('images' in change.after ? { image: images[0] ?? '' } : {}),
        }).where('id', '=', productId).execute();
        if ('images' in change.after) {
          await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
          if (images.length > 0) {
            await trx.insertInto('product_images').values(images.map((file, sort) => ({ store_id: storeId, product_id: productId, file, sort, created_at: at }))).execute();
          }
        }
        await writeAudit(trx, context.actor, { action: 'product.update', entityType: 'product', entityId: productId, ...change }, context.now());
      }
    }
  }
  const sizeOutcome = await writeSize(trx, context, productId, row, write);
  if (outcome === 'unchanged') return sizeOutcome;
  return outcome;
}
