import { z } from 'zod';
import { rowId, text, wholeNumber } from '../api/fields.ts';
import { page, pageQuery } from './lists.ts';
import { catalogueMessages as m } from './messages.ts';

const label = text(m.sizeLabel).trim().min(1, m.sizeLabel).max(40, m.sizeLabel);
/** A SKU: printable and short, since it is typed, printed on labels and used as the CSV key. Empty means none. */
const sku = text(m.sku).trim().max(64, m.sku).regex(/^[A-Za-z0-9._-]*$/, m.sku)
  .transform((value) => (value === '' ? null : value)).nullable();

export const sizeCreateRequest = z.object({ label, sku: sku.optional(), stock: wholeNumber(m.stock, 0, 1_000_000).optional() });
export const sizeUpdateRequest = z.object({ label: label.optional(), sku: sku.optional() });
export const idsOrderRequest = z.object({ ids: z.array(rowId(m.order), { error: m.order }).min(1, m.order).max(500, m.order) });

/** Why staff change a size's stock by hand; orders, cancellations, expiry and imports have their own reasons. */
export const staffStockReasons = ['restock', 'damage', 'count', 'adjust', 'return'] as const;
export const stockReasons = [...staffStockReasons, 'import', 'order', 'cancel', 'expired', 'declined', 'rto'] as const;

export const stockAdjustRequest = z.object({
  delta: wholeNumber(m.stockDelta, -1_000_000, 1_000_000).refine((value) => value !== 0, m.stockDelta),
  reason: z.enum(staffStockReasons, { error: m.stockReason }),
  note: text(m.stockNote).trim().max(200, m.stockNote).optional(),
});
export type StockAdjustRequest = z.infer<typeof stockAdjustRequest>;

export const stockMovement = z.object({
  id: z.number(),
  size_id: z.number().nullable(),
  size_label: z.string(),
  delta: z.number(),
  stock_after: z.number(),
  reason: z.enum(stockReasons),
  note: z.string(),
  staff_name: z.string().nullable(),
  order_id: z.number().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;
export const stockAdjustReply = z.object({ stock: z.number(), movement: stockMovement });
export const stockMovementsQuery = z.object(pageQuery);
export const stockMovementsReply = page(stockMovement);

export const lowStockQuery = z.object(pageQuery);
export const lowStockRow = z.object({
  size_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  product_status: z.enum(['draft', 'published', 'archived']),
  image: z.string(),
  label: z.string(),
  sku: z.string().nullable(),
  stock: z.number(),
});
export const lowStockReply = page(lowStockRow).extend({ threshold: z.number() });
export type LowStockReply = z.infer<typeof lowStockReply>;
export const lowStockThresholdRequest = z.object({ threshold: wholeNumber(m.threshold, 0, 100_000) });
