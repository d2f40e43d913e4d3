import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { ConsoleApiError, type OrderBulkAcceptReply, type OrderListReply, type OrderTab } from '@haat/shared/console-api';
import { isOrderMove } from '@haat/shared/rules';
import type { Route } from './+types/orders';
import { Button } from '../components/button.tsx';
import { XsrfField } from '../components/form-field.tsx';
import { Icon } from '../components/icons.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { OrderFilters, OrderTabs } from '../components/orders/order-filters.tsx';
import { OrderRows, type Selection } from '../components/orders/order-rows.tsx';
import { QuickMoveDone } from '../components/orders/quick-move.tsx';
import { countLabel, formNumber, formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { useLoadMore } from '../lib/load-more.ts';
import { moveDone, orderListQuery } from '../lib/orders.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Orders · Haat console' }];
}

const noCounts = { to_accept: 0, accepted: 0, packed: 0, shipped: 0, delivered: 0, rto: 0, cancelled: 0 } satisfies Record<OrderTab, number>;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'orderList');
  const query = orderListQuery(new URL(request.url).searchParams);
  try {
    return { tab: query.state, list: await consoleApi(context).orderList({ ...query, limit: 50 }), refused: null };
  } catch (error) {
    // A mistyped date or an old page link: say so above an empty list rather than fail the page.
    if (!(error instanceof ConsoleApiError) || error.status !== 400) throw error;
    const list: OrderListReply = { items: [], next: null, total: 0, total_capped: false, counts: noCounts };
    return { tab: query.state, list, refused: Object.values(error.fields)[0] ?? error.message };
  }
}

/** A row's one-tap step, or several new orders accepted at once. */
export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(context);
  const form = await request.formData();
  if (formText(form, 'intent') === 'accept-many') {
    const ids = formText(form, 'ids').split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
    let reply: OrderBulkAcceptReply | null = null;
    const result = await formResult('bulk', async () => {
      reply = await api.orderBulkAccept(ids);
      return undefined;
    });
    return { ...result, bulk: reply };
  }
  const status = formText(form, 'status');
  const orderId = formNumber(form.get('order_id')) ?? 0;
  const result = await formResult('move', async () => {
    if (!isOrderMove(status)) return undefined;
    await api.orderMove(orderId, { status });
    return moveDone[status];
  });
  return { ...result, orderId };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <OrdersPage key={location.search} {...loaderData} />;
}

function OrdersPage({ tab, list, refused }: Route.ComponentProps['loaderData']) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const { rows, next, load, loading } = useLoadMore(list, (data: { list?: OrderListReply }) => data.list);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const selection: Selection = {
    selected,
    toggle: (id) => setSelected((now) => {
      const changed = new Set(now);
      if (!changed.delete(id)) changed.add(id);
      return changed;
    }),
    toggleAll: (ids, on) => setSelected(on ? new Set(ids) : new Set()),
  };
  // Only orders still on this page count: an accepted one leaves the "To accept" tab.
  const chosen = rows.filter((row) => selected.has(row.id));
  const filtered = ['q', 'payment', 'from', 'to'].some((name) => params.get(name));
  const waiting = list.counts.to_accept + list.counts.accepted + list.counts.packed;
  return (
    <>
      <PageHeader title="Orders" description={waiting > 0 ? `${waiting.toLocaleString('en-IN')} to accept, pack or ship` : 'Nothing waiting for you right now'} />
      <OrderTabs current={tab} counts={list.counts} values={params} />
      <OrderFilters values={params} />
      {refused && <div className="mb-4"><Notice tone="error">{refused}</Notice></div>}
      <BulkAccepted />
      <QuickMoveDone />
      {chosen.length > 0 && <BulkBar ids={chosen.map((row) => row.id)} canAccept={chosen.some((row) => row.moves.includes('accepted'))} />}
      <OrderRows rows={rows} selection={selection} filtered={filtered} />
      {rows.length > 0 && (
        <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-500">
          <p>Showing {rows.length.toLocaleString('en-IN')} of {countLabel(list.total, list.total_capped)}</p>
          {next && <Button look="secondary" onClick={() => load('/orders', location.search)} disabled={loading}>{loading ? 'Loading…' : 'Load more'}</Button>}
        </div>
      )}
    </>
  );
}

type BulkResult = { ok: boolean; message?: string; bulk: OrderBulkAcceptReply | null };
// One fetcher for the bar and the page: accepted orders leave the tab (and the bar with them), the page still says so.
const bulkAcceptKey = 'orders-accept-many';

/** After a bulk accept: how many went through, and why any did not. */
function BulkAccepted() {
  const fetcher = useFetcher<BulkResult>({ key: bulkAcceptKey });
  const bulk = fetcher.state === 'idle' ? fetcher.data?.bulk : null;
  if (!bulk) return null;
  return (
    <div className="mb-3">
      {bulk.refused.length === 0
        ? <Notice tone="success">{bulk.accepted.length === 1 ? 'Order' : `${bulk.accepted.length} orders`} accepted: {bulk.accepted.map((id) => `#${id}`).join(', ')}.</Notice>
        : (
          <Notice tone="error">
            {bulk.accepted.length > 0 && `${bulk.accepted.length} accepted. `}These were not:
            <ul className="mt-1 list-disc pl-5">{bulk.refused.map((r) => <li key={r.id}>{r.message}</li>)}</ul>
          </Notice>
        )}
    </div>
  );
}

/** What to do with the chosen orders: accept them all, or print their packing slips in one PDF. */
function BulkBar({ ids, canAccept }: { ids: number[]; canAccept: boolean }) {
  const fetcher = useFetcher<BulkResult>({ key: bulkAcceptKey });
  return (
    <section className="sticky top-2 z-10 mb-3 space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-sm" aria-label="Chosen orders">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-medium text-brand-900">{ids.length} {ids.length === 1 ? 'order' : 'orders'} chosen</p>
        {canAccept && (
          <fetcher.Form method="post">
            <XsrfField />
            <input type="hidden" name="intent" value="accept-many" />
            <input type="hidden" name="ids" value={ids.join(',')} />
            <Button type="submit" disabled={fetcher.state !== 'idle'}><Icon name="check" className="size-4" />{fetcher.state !== 'idle' ? 'Accepting…' : `Accept ${ids.length}`}</Button>
          </fetcher.Form>
        )}
        <form method="post" action="/console/orders/packing-slips.pdf" target="_blank">
          <XsrfField />
          <input type="hidden" name="ids" value={ids.join(',')} />
          <Button type="submit" look="secondary"><Icon name="printer" className="size-4" />Print packing slips</Button>
        </form>
      </div>
    </section>
  );
}
