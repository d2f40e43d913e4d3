import { z } from 'zod';
import { catalogueMessages as m, type StockAdjustRequest, type StockMovement } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { recordStockMovement } from '../catalogue/stock-movements.ts';
import { writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { ConsoleRefusal } from './refusal.ts';
import { sizeOf } from './sizes.ts';

/**
 * Moves a size's stock by `delta` with one conditional UPDATE, so concurrent changes never take
 * it below 0 (a 409 says what is left), and writes who did it and why in the same transaction.
 * Stock is read live by the storefront (decision 015), so no cache needs to hear of it.
 */
export async function adjustStock(ctx: ConsoleContext, productId: number, sizeId: number, input: StockAdjustRequest): Promise<{ stock: number; movement: StockMovement }> {
  const { storeId, staffId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const moved = await trx.updateTable('product_sizes').set((eb) => ({ stock: eb('stock', '+', input.delta) }))
      .where('id', '=', sizeId).where('product_id', '=', productId).where('store_id', '=', storeId)
      .where((eb) => eb(eb('stock', '+', input.delta), '>=', 0))
      .returning(['stock', 'label']).executeTakeFirst();
    if (!moved) {
      const size = await sizeOf(trx, storeId, productId, sizeId);
      throw new ConsoleRefusal('conflict', m.stockBelowZero(size.stock), { delta: m.stockBelowZero(size.stock) });
    }
    const at = ctx.now();
    const note = input.note ?? '';
    const id = await recordStockMovement(trx, {
      storeId, productId, sizeId, sizeLabel: moved.label, delta: input.delta, stockAfter: moved.stock, reason: input.reason, note, staffId,
    }, at);
    await writeAudit(trx, ctx.actor, {
      action: 'stock.adjust', entityType: 'size', entityId: sizeId,
      before: { stock: moved.stock - input.delta }, after: { stock: moved.stock, reason: input.reason, note },
    }, at);
    const movement: StockMovement = {
      id, size_id: sizeId, size_label: moved.label, delta: input.delta, stock_after: moved.stock, reason: input.reason, note,
      staff_name: null, order_id: null, at: at.toISOString(),
    };
    return { stock: moved.stock, movement };
  }, false);
}

/** A product's stock history, newest first, with the staff member's name; keyset on id. */
export async function listStockMovements(db: Db, storeId: number, productId: number, after: string | undefined, limit = 50): Promise<{ items: StockMovement[]; next: string | null }> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).where('store_id', '=', storeId).executeTakeFirst();
  if (!product) throw new ConsoleRefusal('not-found', m.productNotFound);
  let query = db.selectFrom('stock_movements as sm').leftJoin('staff', 'staff.id', 'sm.staff_id')
    .select(['sm.id', 'sm.size_id', 'sm.size_label', 'sm.delta', 'sm.stock_after', 'sm.reason', 'sm.note', 'staff.name as staff_name', 'sm.order_id', 'sm.at'])
    .where('sm.product_id', '=', productId).where('sm.store_id', '=', storeId);
  if (after) query = query.where('sm.id', '<', decodeCursor(after, z.null())[1]);
  const rows = await query.orderBy('sm.id', 'desc').limit(limit + 1).execute();
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? encodeCursor(null, items.at(-1)!.id) : null };
}
