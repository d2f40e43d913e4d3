import { z } from 'zod';
import type { LowStockReply } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** The store's low-stock level: a size at or under it is on the list. */
export async function lowStockThreshold(db: Db, storeId: number): Promise<number> {
  const store = await db.selectFrom('stores').select('low_stock_threshold').where('id', '=', storeId).executeTakeFirstOrThrow();
  return store.low_stock_threshold;
}

/** Sizes at or under the threshold, emptiest first, keyset on (stock, id) over the (store_id, stock, id) index; archived products left out. */
export async function listLowStock(db: Db, storeId: number, after: string | undefined, limit = 50): Promise<LowStockReply> {
  const threshold = await lowStockThreshold(db, storeId);
  let query = db.selectFrom('product_sizes as ps').innerJoin('products as p', 'p.id', 'ps.product_id')
    .select(['ps.id as size_id', 'p.id as product_id', 'p.name as product_name', 'p.status as product_status', 'p.image', 'ps.label', 'ps.sku', 'ps.stock'])
    .where('ps.store_id', '=', storeId).where('ps.stock', '<=', threshold).where('p.status', '!=', 'archived');
  if (after) {
    const [stock, id] = decodeCursor(after, z.number().int());
    query = query.where((eb) => eb(eb.refTuple('ps.stock', 'ps.id'), '>', eb.tuple(stock, id)));
  }
  const rows = await query.orderBy('ps.stock').orderBy('ps.id').limit(limit + 1).execute();
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { threshold, items, next: rows.length > limit && last ? encodeCursor(last.stock, last.size_id) : null };
}

/** Sets the store's low-stock level (the console's own list; the storefront does not show it). */
export async function setLowStockThreshold(ctx: ConsoleContext, threshold: number): Promise<number> {
  return consoleWrite(ctx, async (trx) => {
    const before = await lowStockThreshold(trx, ctx.actor.storeId);
    await trx.updateTable('stores').set({ low_stock_threshold: threshold }).where('id', '=', ctx.actor.storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'store.low-stock-threshold', entityType: 'store', entityId: ctx.actor.storeId, before: { low_stock_threshold: before }, after: { low_stock_threshold: threshold } }, ctx.now());
    return threshold;
  }, false);
}

