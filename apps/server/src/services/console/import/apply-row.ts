import { importMessages as m } from '@haat/shared/rules';
import type { Db } from '../../../db/database.ts';
import type { Selectable } from 'kysely';
import type { ProductTable } from '../../../db/schema.ts';
import { changedFields, writeAudit } from '../audit.ts';
import { nextUpdatedAt } from '../console-write.ts';
import { productColumns } from '../product-fields.ts';
import { ConsoleRefusal } from '../refusal.ts';
import type { ImportContext } from './import-context.ts';
import type { ImportRow } from './import-row.ts';
import { RowError } from './row-error.ts';
import { writeSize } from './apply-size.ts';

/** What a row did, or would do. */
export type RowOutcome = 'create' | 'update' | 'unchanged';

/** The row's fields as columns, its category and subcategory named turned into this shop's ids and checked as the editor's are. */
async function productColumnsOf(trx: Db, row: ImportRow, context: ImportContext, current?: Selectable<ProductTable>) {
  const { product } = row;
  const category = context.categories.get(product.category.toLowerCase());
  if (!category) throw new RowError(m.unknownCategory(product.category));
  let subcategoryId: number | null = null;
  if (product.subcategory !== '') {
    subcategoryId = category.subcategories.get(product.subcategory.toLowerCase()) ?? null;
    if (subcategoryId === null) throw new RowError(m.unknownSubcategory(product.subcategory, category.name));
  }
  try {
    const { search_keywords: keywords, ...columns } = await productColumns(trx, context.actor.storeId, { ...product.fields, category_id: category.id, subcategory_id: subcategoryId }, current);
    return { columns: { ...columns, status: product.status }, keywords: keywords ?? '' };
  } catch (error) {
    if (error instanceof ConsoleRefusal) throw new RowError(error.message);
    throw error;
  }
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
 * The fields are checked and turned into columns by the editor's own `productColumns`; the
 * writes are made here, inside the import's batch transaction and the row's savepoint, which
 * the editor's services (each its own transaction) cannot join.
 */
export async function applyRow(trx: Db, context: ImportContext, row: ImportRow, write: boolean): Promise<RowOutcome> {
  const { storeId } = context.actor;
  const at = context.now().toISOString();
  const images = await context.images.resolve(trx, storeId, row.product.images, write);
  const existing = await trx.selectFrom('products').selectAll().where('store_id', '=', storeId).where('asin', '=', row.product.slug).executeTakeFirst();
  const { columns, keywords } = await productColumnsOf(trx, row, context, existing);

  let productId: number;
  let outcome: RowOutcome = 'unchanged';
  if (!existing) {
    outcome = 'create';
    if (!write) return outcome;
    const inserted = await trx.insertInto('products').values({
      description: '', long_description: '', attributes: '{}', ...columns, store_id: storeId, asin: row.product.slug,
      name: row.product.fields.name!, category_id: columns.category_id!, original_price: columns.original_price!, discount_price: columns.discount_price!,
      delivery_charge: columns.delivery_charge ?? 0, image: images[0] ?? '', rating: 0, rating_count: 0, search_keywords: keywords,
      created_at: at, updated_at: at, ...statusDates(columns.status, null, at),
    }).returning('id').executeTakeFirstOrThrow();
    productId = inserted.id;
    if (images.length > 0) {
      await trx.insertInto('product_images').values(images.map((file, sort) => ({ store_id: storeId, product_id: productId, file, sort, created_at: at }))).execute();
    }
    await writeAudit(trx, context.actor, { action: 'product.create', entityType: 'product', entityId: productId, after: { asin: row.product.slug, ...columns, images } }, context.now());
  } else {
    productId = existing.id;
    const current = await trx.selectFrom('product_images').select('file').where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
    // search_keywords is made from the other fields: it changes with them, never on its own.
    const change = changedFields({ ...existing, images: current.map((i) => i.file) } as Record<string, unknown>, { ...columns, images });
    if (change) {
      outcome = 'update';
      if (write) {
        const { images: _images, ...productChange } = change.after;
        await trx.updateTable('products').set({
          ...productChange, search_keywords: keywords, updated_at: nextUpdatedAt(existing.updated_at, context.now()), ...statusDates(columns.status, existing.status, at),
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
