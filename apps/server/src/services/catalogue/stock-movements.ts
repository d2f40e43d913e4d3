import { compiledStatement, rowOf } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { StockMovementTable, StockReason } from '../../db/schema.ts';

/** One change of a size's stock, as the history keeps it. */
export interface StockMovementInput {
  storeId: number;
  productId: number;
  sizeId: number;
  sizeLabel: string;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note?: string;
  staffId?: number | null;
  orderId?: number | null;
}

/**
 * Writes a size's stock change to its history, inside the transaction that changed the stock:
 * the one way staff, orders, cancellations, expiry and imports record who moved stock and why.
 */
export async function recordStockMovement(trx: Db, movement: StockMovementInput, at: Date): Promise<number> {
  const [row] = await insertMovement(trx, {
    store_id: movement.storeId,
    product_id: movement.productId,
    size_id: movement.sizeId,
    size_label: movement.sizeLabel,
    delta: movement.delta,
    stock_after: movement.stockAfter,
    reason: movement.reason,
    note: movement.note ?? '',
    staff_id: movement.staffId ?? null,
    order_id: movement.orderId ?? null,
    at: at.toISOString(),
  });
  return row!.id;
}

const movementColumns = ['store_id', 'product_id', 'size_id', 'size_label', 'delta', 'stock_after', 'reason', 'note', 'staff_id', 'order_id', 'at'] as const;

// Every order writes one per size (compiled once, decision 062).
const insertMovement = compiledStatement((trx, row: Insertable<StockMovementTable>) => trx.insertInto('stock_movements')
  .values(rowOf(row, movementColumns)).returning('id'));
