import { redirect } from 'react-router';
import { can } from '@haat/shared/console-api';
import type { Route } from './+types/home';
import { ActOnCards } from '../components/dashboard/act-on-cards.tsx';
import { LastOrders } from '../components/dashboard/last-orders.tsx';
import { LowStockList } from '../components/dashboard/low-stock-list.tsx';
import { PeriodFigures } from '../components/dashboard/period-figures.tsx';
import { SalesChart } from '../components/dashboard/sales-chart.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { longDayLabel } from '../lib/dashboard.ts';
import { requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Home · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  // A packer's whole console is Orders.
  if (!can(me.role, 'dashboard')) throw redirect('/orders');
  return { name: me.staff.name, shop: me.store.name, board: await consoleApi(context).dashboard() };
}

/** The console's home: what waits for the shop, how it sells, the last 30 days, low stock and the newest orders. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { name, shop, board } = loaderData;
  return (
    <>
      <PageHeader title={`Hello, ${name}`} description={`${shop} on ${longDayLabel(board.today)}.`} />
      <div className="flex flex-col gap-4 sm:gap-6">
        <ActOnCards counts={board.to_act_on} />
        <PeriodFigures periods={board.periods} today={board.today} />
        <SalesChart daily={board.daily} />
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-3"><LastOrders orders={board.last_orders} /></div>
          <div className="min-w-0 lg:col-span-2"><LowStockList low={board.low_stock} /></div>
        </div>
      </div>
    </>
  );
}
