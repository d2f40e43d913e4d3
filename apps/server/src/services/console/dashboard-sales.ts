import type { DashboardDay, DashboardFigures, DashboardPeriod } from '@haat/shared/console-api';
import { dashboardPeriodDays, dashboardPeriods } from '@haat/shared/console-api';
import { paiseToRupees } from '@haat/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { istDayOfParts, istDayParts, istDayStart } from './dashboard-days.ts';

/**
 * What the dashboard counts as a sale: an order the shop has taken and not given up. Placed (an
 * online order is placed once paid), accepted, packed, shipped, out for delivery, delivered.
 * Left out: awaiting payment (may never be paid), payment not received, cancelled (by the
 * shopper, or all its items), declined, and returned to origin (its items cancelled and a paid
 * one refunded: no money stays with the shop).
 */
export const saleStatuses: readonly OrderStatus[] = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];

/** One Indian day's sales in paise, as SQL sums them. */
interface DaySales {
  orders: number;
  codOrders: number;
  revenuePaise: number;
}

/**
 * Each Indian day's sales from `days[0]` to the end of the last day: two grouped queries over
 * the (store_id, created_at) index, never the orders themselves (at most 62 groups come back).
 *
 * Revenue is what the shop keeps of its sales, GST included: each order's total as placed
 * (items and delivery, less the online discount), less what was taken off it since. On an
 * online order, its refunds (pending, being issued or processed; a failed one is money the shop
 * still holds); on a cash-on-delivery order, its cancelled items with their delivery, which the
 * shopper will not pay. Taken off on the day the order was placed, so a day's revenue is always
 * that of the orders placed that day, and its average order value stays a true average.
 */
async function salesByDay(db: Db, storeId: number, days: readonly string[]): Promise<Map<string, DaySales>> {
  const from = istDayStart(days[0]!);
  const until = istDayStart(days.at(-1)!, 1);
  const placed = db.selectFrom('orders as o')
    .where('o.store_id', '=', storeId).where('o.created_at', '>=', from).where('o.created_at', '<', until).where('o.status', 'in', saleStatuses);
  const { utcDate, late } = istDayParts(sql.ref<string>('o.created_at'));
  const [sales, takenOff] = await Promise.all([
    placed.select((eb) => [
      utcDate.as('utc_date'), late.as('late'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>(eb.case().when('o.payment_mode', '=', 'COD').then(1).else(0).end()).as('cod_orders'),
      eb.fn.sum<number>('o.total_paise').as('gross'),
    ]).groupBy([utcDate, late]).execute(),
    placed.innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .leftJoin('refunds as r', (join) => join.onRef('r.order_line_id', '=', 'l.id').on('r.status', '!=', 'failed'))
      .where('l.status', '!=', 'active')
      .select((eb) => [
        utcDate.as('utc_date'), late.as('late'),
        eb.fn.sum<number>(eb.case().when('o.payment_mode', '=', 'COD').then(eb('l.line_total_paise', '+', eb.ref('l.delivery_paise')))
          .else(eb.fn.coalesce('r.amount_paise', eb.lit(0))).end()).as('off'),
      ]).groupBy([utcDate, late]).execute(),
  ]);
  // At most two groups make one Indian day (its UTC date's evening, the next UTC date's day).
  const byDay = new Map<string, DaySales>();
  const dayOf = (row: { utc_date: string; late: number }) => {
    const day = istDayOfParts(row.utc_date, row.late);
    const known = byDay.get(day) ?? { orders: 0, codOrders: 0, revenuePaise: 0 };
    byDay.set(day, known);
    return known;
  };
  for (const row of sales) {
    const day = dayOf(row);
    day.orders += Number(row.orders);
    day.codOrders += Number(row.cod_orders);
    day.revenuePaise += Number(row.gross);
  }
  for (const row of takenOff) dayOf(row).revenuePaise -= Number(row.off);
  return byDay;
}

function figures(from: string, sales: DaySales[]): DashboardFigures {
  const orders = sales.reduce((sum, d) => sum + d.orders, 0);
  const codOrders = sales.reduce((sum, d) => sum + d.codOrders, 0);
  const revenuePaise = sales.reduce((sum, d) => sum + d.revenuePaise, 0);
  return {
    from, orders, revenue: paiseToRupees(revenuePaise), cod_orders: codOrders,
    average_order_value: orders === 0 ? 0 : paiseToRupees(Math.round(revenuePaise / orders)),
    cod_share: orders === 0 ? 0 : Math.round((codOrders * 1000) / orders) / 10,
  };
}

/**
 * The daily series over `days` (oldest first, zero-filled) and each period's figures. A period
 * is its last days of the series: its figures add up SQL's daily sums, at most 30 rows.
 */
export async function dashboardSales(db: Db, storeId: number, days: readonly string[]): Promise<{ daily: DashboardDay[]; periods: Record<DashboardPeriod, DashboardFigures> }> {
  const byDay = await salesByDay(db, storeId, days);
  const series = days.map((day) => ({ day, ...(byDay.get(day) ?? { orders: 0, codOrders: 0, revenuePaise: 0 }) }));
  const periods = Object.fromEntries(dashboardPeriods.map((period) => {
    const span = series.slice(-dashboardPeriodDays[period]);
    return [period, figures(span[0]!.day, span)];
  })) as Record<DashboardPeriod, DashboardFigures>;
  return { daily: series.map((d) => ({ day: d.day, orders: d.orders, revenue: paiseToRupees(d.revenuePaise) })), periods };
}
