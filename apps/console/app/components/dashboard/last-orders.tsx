import { Link } from 'react-router';
import type { DashboardOrder } from '@haat/shared/console-api';
import { dashboardRupees } from '../../lib/dashboard.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { OrderStatus, PaymentTag } from '../orders/order-status.tsx';

/** The newest orders, each a row that opens the order. */
export function LastOrders({ orders }: { orders: readonly DashboardOrder[] }) {
  return (
    <section className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby="last-orders-title">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 id="last-orders-title" className="text-base font-semibold text-slate-900">Latest orders</h2>
        <Link to="/orders" className="text-sm font-medium text-brand-700 hover:text-brand-600">All orders</Link>
      </div>
      {orders.length === 0 ? <p className="px-5 py-8 text-center text-sm text-slate-500">No orders yet. They appear here as soon as a shopper orders.</p> : (
        <ul className="divide-y divide-slate-100">
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={`/orders/${order.id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5" data-testid={`last-order-${order.id}`}>
                <div className="min-w-0 flex-1">
                  <p className="flex min-w-0 items-center gap-2"><span className="font-semibold text-slate-900">#{order.id}</span><span className="truncate text-sm text-slate-700">{order.ship_name}</span></p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">{shortDateTime(order.created_at)}<span className="sm:hidden"><OrderStatus status={order.status} /></span></p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="font-semibold text-slate-900 tabular-nums">{dashboardRupees(order.total)}</span>
                  <PaymentTag mode={order.payment_mode} paid={order.paid} />
                </div>
                {/* On a phone the status sits under the name, so the money keeps its width. */}
                <div className="hidden w-32 justify-end sm:flex"><OrderStatus status={order.status} /></div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
