import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { recordStockMovement } from '../catalogue/stock-movements.ts';

/** Units taken from, or given back to, one size of a product. */
export interface StockChange {
  sizeId: number | null;
  units: number;
}

/** Which order moved the stock and why, for the size's stock history (who took 3?). */
export interface OrderStockCause {
  orderId: number;
  reason: 'order' | 'cancel' | 'expired' | 'declined' | 'rto';
  at: Date;
}

/** Sums changes per size, in size-id order: two orders lock sizes in the same order and never deadlock. */
function bySize(changes: readonly StockChange[]): Array<{ sizeId: number; units: number }> {
  const sums = new Map<number, number>();
  for (const { sizeId, units } of changes) {
    if (sizeId !== null && units > 0) sums.set(sizeId, (sums.get(sizeId) ?? 0) + units);
  }
  return [...sums].sort(([a], [b]) => a - b).map(([sizeId, units]) => ({ sizeId, units }));
}

type Moved = { store_id: number; product_id: number; label: string; stock: number };

async function recordMoved(trx: Db, moved: Moved, sizeId: number, delta: number, cause: OrderStockCause): Promise<void> {
  await recordStockMovement(trx, {
    storeId: moved.store_id, productId: moved.product_id, sizeId, sizeLabel: moved.label,
    delta, stockAfter: moved.stock, reason: cause.reason, orderId: cause.orderId,
  }, cause.at);
}

// Every order takes stock (compiled once, decision 062): only while the size has the units.
const takeUnits = compiledStatement((trx, args: { sizeId: number; units: number }) => trx.updateTable('product_sizes')
  .set((eb) => ({ stock: eb('stock', '-', args.units) }))
  .where('id', '=', args.sizeId)
  .where('stock', '>=', args.units)
  .returning(['store_id', 'product_id', 'label', 'stock']));

/**
 * Takes stock with conditional updates (docs/architecture.md: stock never goes negative). Returns the first
 * size that has too little, with what it has left; the caller must then roll the transaction back.
 */
export async function takeStock(trx: Db, changes: readonly StockChange[], cause: OrderStockCause): Promise<{ sizeId: number; stock: number } | null> {
  for (const { sizeId, units } of bySize(changes)) {
    const [taken] = await takeUnits(trx, { sizeId, units });
    if (!taken) {
      const row = await trx.selectFrom('product_sizes').select('stock').where('id', '=', sizeId).executeTakeFirst();
      return { sizeId, stock: Math.max(0, row?.stock ?? 0) };
    }
    await recordMoved(trx, taken, sizeId, -units, cause);
  }
  return null;
}

/** Gives units back to their sizes (a cancelled line, an unpaid order); a size removed since is skipped. */
export async function giveBackStock(trx: Db, changes: readonly StockChange[], cause: OrderStockCause): Promise<void> {
  for (const { sizeId, units } of bySize(changes)) {
    const given = await trx.updateTable('product_sizes').set((eb) => ({ stock: eb('stock', '+', units) })).where('id', '=', sizeId)
      .returning(['store_id', 'product_id', 'label', 'stock'])
      .executeTakeFirst();
    if (given) await recordMoved(trx, given, sizeId, units, cause);
  }
}
