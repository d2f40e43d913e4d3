import type { ConsoleOrderLine } from '@haat/shared/console-api';
import { paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';

/** The lines of some orders, in the order they were bought, by order id; money in rupees. */
export async function consoleOrderLines(db: Db, orderIds: readonly number[]): Promise<Map<number, ConsoleOrderLine[]>> {
  const byOrder = new Map<number, ConsoleOrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'asin', 'name', 'image', 'size', 'color', 'units', 'unit_price_paise', 'delivery_paise', 'line_total_paise', 'status', 'cancel_reason'])
    .where('order_id', 'in', orderIds).orderBy('order_id').orderBy('id').execute();
  for (const row of rows) {
    byOrder.get(row.order_id)?.push({
      id: row.id, product_id: row.product_id, asin: row.asin, name: row.name, image: row.image, size: row.size, color: row.color, units: row.units,
      unit_price: paiseToRupees(row.unit_price_paise), delivery: paiseToRupees(row.delivery_paise), line_total: paiseToRupees(row.line_total_paise),
      status: row.status, cancel_reason: row.cancel_reason,
    });
  }
  return byOrder;
}
