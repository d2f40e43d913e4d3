import { z } from 'zod';
import { orderStatuses } from '../rules/order-status.ts';
import { paymentModes } from './orders.ts';
import { lowStockRow } from './sizes.ts';

/**
 * Wire schema of the console's dashboard (issue 16): GET /api/console/dashboard. Money in rupees;
 * days are Indian days (IST) as YYYY-MM-DD. What counts as a sale, and what is taken off its
 * revenue, is written beside the service (apps/server/src/services/console/dashboard-sales.ts).
 */

/** The periods the figures cover, each ending today (IST) and counting today. */
export const dashboardPeriods = ['today', 'last_7_days', 'last_30_days'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** How many days each period spans. */
export const dashboardPeriodDays: Record<DashboardPeriod, number> = { today: 1, last_7_days: 7, last_30_days: 30 };

export const dashboardFigures = z.object({
  /** The period's first day (IST). */
  from: z.string(),
  orders: z.number(),
  revenue: z.number(),
  /** Revenue over orders, to the paisa; 0 without orders. */
  average_order_value: z.number(),
  cod_orders: z.number(),
  /** Cash-on-delivery orders as a percentage of the orders, to one decimal; 0 without orders. */
  cod_share: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboardDay = z.object({ day: z.string(), orders: z.number(), revenue: z.number() });
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardOrder = z.object({
  id: z.number(),
  ship_name: z.string(),
  total: z.number(),
  status: z.enum(orderStatuses),
  payment_mode: z.enum(paymentModes),
  paid: z.boolean(),
  created_at: z.string(),
});
export type DashboardOrder = z.infer<typeof dashboardOrder>;

export const dashboardReply = z.object({
  /** When the figures were taken (ISO UTC) and that moment's Indian day. */
  as_of: z.string(),
  today: z.string(),
  /** Orders waiting for the shop: to accept (placed), to pack (accepted), to ship (packed), and returns to origin in the last 30 days. */
  to_act_on: z.object({ to_accept: z.number(), to_pack: z.number(), to_ship: z.number(), returns: z.number() }),
  periods: z.record(z.enum(dashboardPeriods), dashboardFigures),
  /** The last 30 Indian days, oldest first, today last; a day without sales is there with zeros. */
  daily: z.array(dashboardDay),
  /** The first few sizes of the low-stock list, and whether it has more. */
  low_stock: z.object({ threshold: z.number(), items: z.array(lowStockRow), more: z.boolean() }),
  /** The newest orders of any status, newest first. */
  last_orders: z.array(dashboardOrder),
});
export type DashboardReply = z.infer<typeof dashboardReply>;
