import type { Selectable } from 'kysely';
import { catalogueMessages as m, consoleMessages, type ConsoleProduct, type ProductCreateRequest, type ProductUpdateRequest } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import type { ProductTable } from '../../db/schema.ts';
import { changedFields, writeAudit } from './audit.ts';
import { consoleWrite, nextUpdatedAt, type ConsoleContext } from './console-write.ts';
import { productColumns } from './product-fields.ts';
import { loadConsoleProduct } from './product-read.ts';
import { uniqueProductSlug } from './product-slug.ts';
import { ConsoleRefusal } from './refusal.ts';

/** The product as it is, this store's only; a 404 otherwise. Writers guard their update with what they read. */
export async function productForChange(trx: Db, storeId: number, id: number): Promise<Selectable<ProductTable>> {
  const row = await trx.selectFrom('products').selectAll().where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) throw new ConsoleRefusal('not-found', m.productNotFound);
  return row;
}

async function reload(ctx: ConsoleContext, id: number): Promise<ConsoleProduct> {
  const product = await loadConsoleProduct(ctx.db, ctx.actor.storeId, id);
  if (!product) throw new ConsoleRefusal('not-found', m.productNotFound);
  return product;
}

/** Creates a draft from the editor's fields; its slug comes from the name. */
export async function createProduct(ctx: ConsoleContext, input: ProductCreateRequest): Promise<ConsoleProduct> {
  const { storeId } = ctx.actor;
  const id = await consoleWrite(ctx, async (trx) => {
    const columns = await productColumns(trx, storeId, input);
    const at = ctx.now().toISOString();
    const row = await trx.insertInto('products').values({
      description: '', long_description: '', image: '', attributes: '{}', search_keywords: '', original_price: 0, discount_price: 0, delivery_charge: 0, rating: 0, rating_count: 0,
      name: input.name, category_id: input.category_id,
      ...columns,
      store_id: storeId, asin: await uniqueProductSlug(trx, storeId, input.name), status: 'draft', created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await writeAudit(trx, ctx.actor, { action: 'product.create', entityType: 'product', entityId: row.id, after: { ...columns, status: 'draft' } }, ctx.now());
    return row.id;
  });
  return reload(ctx, id);
}

/** Saves an edit made on the version the editor loaded; anyone's change since then makes it a 409. */
export async function updateProduct(ctx: ConsoleContext, id: number, input: ProductUpdateRequest): Promise<ConsoleProduct> {
  const { expected_updated_at: expected, ...fields } = input;
  await consoleWrite(ctx, async (trx) => {
    const current = await productForChange(trx, ctx.actor.storeId, id);
    if (current.updated_at !== expected) throw new ConsoleRefusal('conflict', consoleMessages.staleEdit);
    const columns = await productColumns(trx, ctx.actor.storeId, fields, current);
    const updatedAt = nextUpdatedAt(current.updated_at, ctx.now());
    const saved = await trx.updateTable('products').set({ ...columns, updated_at: updatedAt })
      .where('id', '=', id).where('updated_at', '=', expected).executeTakeFirst();
    if (Number(saved.numUpdatedRows) !== 1) throw new ConsoleRefusal('conflict', consoleMessages.staleEdit);
    const { search_keywords: _keywords, ...audited } = columns;
    const changed = changedFields(current as Record<string, unknown>, audited as Record<string, unknown>);
    await writeAudit(trx, ctx.actor, { action: 'product.update', entityType: 'product', entityId: id, before: changed?.before ?? {}, after: changed?.after ?? {} }, ctx.now());
  });
  return reload(ctx, id);
}

/** A draft copy named "… (copy)": the same fields and images, the same sizes without SKUs or stock. */
export async function duplicateProduct(ctx: ConsoleContext, id: number): Promise<ConsoleProduct> {
  const { storeId } = ctx.actor;
  const copyId = await consoleWrite(ctx, async (trx) => {
    const { id: _id, asin: _asin, ...source } = await productForChange(trx, storeId, id);
    // PostgreSQL's generated search column comes back from selectAll but cannot be written.
    delete (source as Record<string, unknown>).search_document;
    const at = ctx.now().toISOString();
    const name = `${source.name.slice(0, 193)} (copy)`;
    const row = await trx.insertInto('products').values({
      ...source, name, asin: await uniqueProductSlug(trx, storeId, name), status: 'draft', featured_rank: null,
      rating: 0, rating_count: 0, created_at: at, updated_at: at, published_at: null, archived_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    const images = await trx.selectFrom('product_images').selectAll().where('product_id', '=', id).execute();
    if (images.length > 0) {
      await trx.insertInto('product_images').values(images.map(({ id: _image, ...image }) => ({ ...image, product_id: row.id }))).execute();
    }
    const sizes = await trx.selectFrom('product_sizes').select(['label', 'sort']).where('product_id', '=', id).execute();
    if (sizes.length > 0) {
      await trx.insertInto('product_sizes').values(sizes.map((size) => ({ ...size, store_id: storeId, product_id: row.id, stock: 0, sku: null }))).execute();
    }
    await writeAudit(trx, ctx.actor, { action: 'product.duplicate', entityType: 'product', entityId: row.id, after: { copied_from: id, name } }, ctx.now());
    return row.id;
  });
  return reload(ctx, copyId);
}
