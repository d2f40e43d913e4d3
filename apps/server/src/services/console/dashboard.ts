import type { DashboardOrder, DashboardReply } from '@haat/shared/console-api';
import { istDate, paiseToRupees } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { istDayStart, istDaysUpTo } from './dashboard-days.ts';
import { dashboardSales } from './dashboard-sales.ts';
import { listLowStock } from './low-stock.ts';

/** How many sizes of the low-stock list, and how many of the newest orders, the dashboard shows. */
const lowStockShown = 5;
const lastOrdersShown = 8;

/**
 * Orders waiting for the shop, one grouped count on the (store_id, status, id) index: to accept
 * (placed), to pack (accepted), to ship (packed). Returns are the orders that came back to the
 * shop (returned to origin) since `since`: they wait for nothing, but a rising number is worth
 * a look, and counting every one since the shop opened would only grow.
 */
async function toActOn(db: Db, storeId: number, since: string): Promise<DashboardReply['to_act_on']> {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId).where('status', 'in', ['placed', 'confirmed', 'packed', 'rto'])
    .where((eb) => eb.or([eb('status', '!=', 'rto'), eb('updated_at', '>=', since)]))
    .groupBy('status').execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { to_accept: count('placed'), to_pack: count('confirmed'), to_ship: count('packed'), returns: count('rto') };
}

/** The newest orders of any status, on the (store_id, id) index. */
async function lastOrders(db: Db, storeId: number): Promise<DashboardOrder[]> {
  const rows = await db.selectFrom('orders').select(['id', 'ship_name', 'total_paise', 'status', 'payment_mode', 'paid_at', 'created_at'])
    .where('store_id', '=', storeId).orderBy('id', 'desc').limit(lastOrdersShown).execute();
  return rows.map((row) => ({
    id: row.id, ship_name: row.ship_name, total: paiseToRupees(row.total_paise), status: row.status,
    payment_mode: row.payment_mode, paid: row.paid_at !== null, created_at: row.created_at,
  }));
}

/**
 * The console home's figures at `now`: orders to act on; orders, revenue, average order value
 * and COD share for today, 7 and 30 Indian days; the daily series over 30 days; the emptiest
 * low-stock sizes; the newest orders. Every figure is summed by SQL (dashboard-sales.ts).
 */
export async function readDashboard(db: Db, storeId: number, now: Date): Promise<DashboardReply> {
  const days = istDaysUpTo(now, 30);
  const [acts, sales, low, last] = await Promise.all([
    toActOn(db, storeId, istDayStart(days[0]!)),
    dashboardSales(db, storeId, days),
    listLowStock(db, storeId, undefined, lowStockShown),
    lastOrders(db, storeId),
  ]);
  return {
    as_of: now.toISOString(), today: istDate(now), to_act_on: acts, periods: sales.periods, daily: sales.daily,
    low_stock: { threshold: low.threshold, items: low.items, more: low.next !== null }, last_orders: last,
  };
}
