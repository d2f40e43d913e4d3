import type { Selectable } from 'kysely';
import { catalogueMessages as m, type ConsoleSize } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import type { ProductSizeTable } from '../../db/schema.ts';
import { recordStockMovement } from '../catalogue/stock-movements.ts';
import { changedFields, writeAudit } from './audit.ts';
import { consoleWrite, nextUpdatedAt, type ConsoleContext } from './console-write.ts';
import { productForChange } from './products.ts';
import { ConsoleRefusal, invalidFields } from './refusal.ts';

const sizeColumns = ['id', 'label', 'sku', 'stock', 'sort'] as const;

/** A size of this store's product; a 404 otherwise. */
export async function sizeOf(trx: Db, storeId: number, productId: number, sizeId: number): Promise<Selectable<ProductSizeTable>> {
  const size = await trx.selectFrom('product_sizes').selectAll()
    .where('id', '=', sizeId).where('product_id', '=', productId).where('store_id', '=', storeId).executeTakeFirst();
  if (!size) throw new ConsoleRefusal('not-found', m.sizeNotFound);
  return size;
}

/** Refuses a SKU another size of the store already has (the CSV import's key must stay unique). */
async function checkSku(trx: Db, storeId: number, sku: string | null | undefined, sizeId?: number): Promise<void> {
  if (!sku) return;
  let query = trx.selectFrom('product_sizes').select('id').where('store_id', '=', storeId).where('sku', '=', sku);
  if (sizeId !== undefined) query = query.where('id', '!=', sizeId);
  if (await query.executeTakeFirst()) throw invalidFields({ sku: m.skuTaken });
}

/** Sizes are part of the product: changing them makes any open edit of it stale. */
async function touchProduct(trx: Db, ctx: ConsoleContext, productId: number, previous: string): Promise<void> {
  await trx.updateTable('products').set({ updated_at: nextUpdatedAt(previous, ctx.now()) }).where('id', '=', productId).execute();
}

/** Adds a size at the end of the product's list; opening stock goes into the history as a count. */
export async function createSize(ctx: ConsoleContext, productId: number, input: { label: string; sku?: string | null; stock?: number }): Promise<ConsoleSize> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const product = await productForChange(trx, storeId, productId);
    await checkSku(trx, storeId, input.sku);
    const last = await trx.selectFrom('product_sizes').select((eb) => eb.fn.max('sort').as('sort')).where('product_id', '=', productId).executeTakeFirst();
    const stock = input.stock ?? 0;
    const size = await trx.insertInto('product_sizes').values({
      store_id: storeId, product_id: productId, label: input.label, sku: input.sku ?? null, stock, sort: Number(last?.sort ?? -1) + 1,
    }).returning(sizeColumns).executeTakeFirstOrThrow();
    if (stock > 0) {
      await recordStockMovement(trx, {
        storeId, productId, sizeId: size.id, sizeLabel: size.label, delta: stock, stockAfter: stock, reason: 'count', note: 'Opening stock', staffId: ctx.actor.staffId,
      }, ctx.now());
    }
    await touchProduct(trx, ctx, productId, product.updated_at);
    await writeAudit(trx, ctx.actor, { action: 'size.create', entityType: 'size', entityId: size.id, after: { product_id: productId, label: size.label, sku: size.sku, stock } }, ctx.now());
    return size;
  });
}

/** Renames a size or changes its SKU (stock changes go through `adjustStock`, which keeps the history). */
export async function updateSize(ctx: ConsoleContext, productId: number, sizeId: number, input: { label?: string; sku?: string | null }): Promise<ConsoleSize> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const product = await productForChange(trx, storeId, productId);
    const size = await sizeOf(trx, storeId, productId, sizeId);
    if (input.sku !== undefined) await checkSku(trx, storeId, input.sku, sizeId);
    const changes = { ...(input.label !== undefined && { label: input.label }), ...(input.sku !== undefined && { sku: input.sku }) };
    const changed = changedFields(size as Record<string, unknown>, changes);
    const saved = changed
      ? await trx.updateTable('product_sizes').set(changes).where('id', '=', sizeId).returning(sizeColumns).executeTakeFirstOrThrow()
      : size;
    if (changed) {
      await touchProduct(trx, ctx, productId, product.updated_at);
      await writeAudit(trx, ctx.actor, { action: 'size.update', entityType: 'size', entityId: sizeId, ...changed }, ctx.now());
    }
    return { id: saved.id, label: saved.label, sku: saved.sku, stock: saved.stock, sort: saved.sort };
  });
}

/** Removes a size; order lines keep their own size text, and its stock history stays under its label. */
export async function removeSize(ctx: ConsoleContext, productId: number, sizeId: number): Promise<void> {
  const { storeId } = ctx.actor;
  await consoleWrite(ctx, async (trx) => {
    const product = await productForChange(trx, storeId, productId);
    const size = await sizeOf(trx, storeId, productId, sizeId);
    await trx.deleteFrom('product_sizes').where('id', '=', sizeId).execute();
    await touchProduct(trx, ctx, productId, product.updated_at);
    await writeAudit(trx, ctx.actor, { action: 'size.remove', entityType: 'size', entityId: sizeId, before: { product_id: productId, label: size.label, sku: size.sku, stock: size.stock } }, ctx.now());
  });
}

/** Puts the product's sizes in the given order; `ids` must name each of its sizes once. */
export async function orderSizes(ctx: ConsoleContext, productId: number, ids: number[]): Promise<ConsoleSize[]> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const product = await productForChange(trx, storeId, productId);
    const sizes = await trx.selectFrom('product_sizes').select(['id', 'sort']).where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
    const known = new Set(sizes.map((size) => size.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw invalidFields({ ids: m.sizeOrder });
    for (const [sort, id] of ids.entries()) await trx.updateTable('product_sizes').set({ sort }).where('id', '=', id).execute();
    await touchProduct(trx, ctx, productId, product.updated_at);
    await writeAudit(trx, ctx.actor, { action: 'size.order', entityType: 'product', entityId: productId, before: { ids: sizes.map((size) => size.id) }, after: { ids } }, ctx.now());
    return trx.selectFrom('product_sizes').select(sizeColumns).where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
  });
}
