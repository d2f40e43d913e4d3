import type { Db } from '../../db/database.ts';
import type { StockReason } from '../../db/schema.ts';

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
  const row = await trx.insertInto('stock_movements').values({
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
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
