import { importMessages as m } from '@haat/shared/rules';
import type { Db } from '../../../db/database.ts';
import { changedFields, writeAudit } from '../audit.ts';
import type { RowOutcome } from './apply-row.ts';
import type { ImportContext } from './import-context.ts';
import type { ImportRow } from './import-row.ts';
import { RowError } from './row-error.ts';

/** The size a row means: its SKU anywhere in the shop, else the product's size of that label (which may then gain the SKU). */
async function findSize(trx: Db, storeId: number, productId: number, row: ImportRow) {
  const { sku, label } = row.size;
  if (sku !== null) {
    const bySku = await trx.selectFrom('product_sizes').innerJoin('products', 'products.id', 'product_sizes.product_id')
      .select(['product_sizes.id', 'product_sizes.label', 'product_sizes.stock', 'product_sizes.sku', 'product_sizes.product_id', 'products.asin'])
      .where('product_sizes.store_id', '=', storeId).where('product_sizes.sku', '=', sku).executeTakeFirst();
    if (bySku && bySku.product_id !== productId) throw new RowError(m.skuOfOtherProduct(bySku.asin));
    if (bySku) return bySku;
  }
  const sizes = await trx.selectFrom('product_sizes').select(['id', 'label', 'stock', 'sku', 'product_id'])
    .where('product_id', '=', productId).execute();
  return sizes.find((s) => s.label.trim().toLowerCase() === label.toLowerCase() && (s.sku === null || s.sku === sku));
}

/** Brings one size (label, SKU, stock) to the row's values; stock changes leave a movement with reason 'import'. */
export async function writeSize(trx: Db, context: ImportContext, productId: number, row: ImportRow, write: boolean): Promise<RowOutcome> {
  const { storeId } = context.actor;
  const at = context.now().toISOString();
  const { sku, label, stock } = row.size;
  // A product the row itself would create has no sizes yet.
  const size = productId > 0 ? await findSize(trx, storeId, productId, row) : undefined;
  if (!size) {
    if (!write) return 'create';
    const last = await trx.selectFrom('product_sizes').select((eb) => eb.fn.max('sort').as('sort')).where('product_id', '=', productId).executeTakeFirst();
    const inserted = await trx.insertInto('product_sizes').values({ store_id: storeId, product_id: productId, label, stock, sku, sort: Number(last?.sort ?? -1) + 1 })
      .returning('id').executeTakeFirstOrThrow();
    await writeAudit(trx, context.actor, { action: 'size.create', entityType: 'size', entityId: inserted.id, after: { product_id: productId, label, sku, stock } }, context.now());
    if (stock !== 0) await movement(trx, context, productId, inserted.id, label, stock, stock, at);
    return 'create';
  }
  const change = changedFields({ label: size.label, sku: size.sku, stock: size.stock }, { label, sku, stock });
  if (!change) return 'unchanged';
  if (!write) return 'update';
  await trx.updateTable('product_sizes').set(change.after).where('id', '=', size.id).execute();
  await writeAudit(trx, context.actor, { action: 'size.update', entityType: 'size', entityId: size.id, ...change }, context.now());
  if (stock !== size.stock) await movement(trx, context, productId, size.id, label, stock - size.stock, stock, at);
  return 'update';
}

async function movement(trx: Db, context: ImportContext, productId: number, sizeId: number, label: string, delta: number, after: number, at: string) {
  await trx.insertInto('stock_movements').values({
    store_id: context.actor.storeId, product_id: productId, size_id: sizeId, size_label: label, delta, stock_after: after,
    reason: 'import', note: `CSV import, job ${context.actor.jobId}`, staff_id: context.actor.staffId, order_id: null, at,
  }).execute();
}
