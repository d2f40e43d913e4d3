import type { OrderLineWire } from '@haat/shared/api';
import { data, useRevalidator } from 'react-router';
import type { Route } from './+types/track';
import { BackToOrdersLink } from '../components/orders/back-to-orders-link.tsx';
import { loadTracking, type TrackData } from '../components/orders/load-orders.server.ts';
import { LineImage } from '../components/orders/order-line-item.tsx';
import { idParam, lineNames, sizeLabel } from '../components/orders/order-lines.ts';
import { OrderMissing, OrdersLoadFailed } from '../components/orders/order-states.tsx';
import { OrderStatusBadge } from '../components/orders/order-status-badge.tsx';
import { OrderTimeline } from '../components/orders/order-timeline.tsx';
import { TrackingSummary } from '../components/orders/tracking-summary.tsx';
import { requireSignIn } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import * as e from '../i18n/m/errors.ts';
import * as m from '../i18n/m/orders.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** `?order=` names the order; the orders list's Track dialog loads this same data. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  requireSignIn(request);
  const result = await loadTracking(storeApi(context), request, idParam(url.searchParams.get('order')));
  return data<TrackData>(result, { status: result.problem === 'missing' ? 404 : result.problem === 'failed' ? 503 : 200 });
}

/** /track?order=…: where one order stands, as a page: its facts, items and status timeline. */
export default function TrackPage({ loaderData }: Route.ComponentProps) {
  const { tracking, lines, problem } = loaderData;
  const revalidator = useRevalidator();
  const locale = useLocale();
  return (
    <section aria-labelledby="track-title" className="flex flex-col gap-5">
      <div>
        <BackToOrdersLink />
        <h1 id="track-title" className="mt-2 text-2xl font-extrabold text-gray-900">{m.orders_track_title({}, { locale })}</h1>
      </div>
      {tracking ? (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:p-6">
            <TrackingSummary tracking={tracking} />
            <div>
              <h2 className="mb-4 text-sm font-bold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{m.orders_progress({}, { locale })}</h2>
              <OrderTimeline tracking={tracking} lineNames={lineNames(lines)} />
            </div>
          </div>
          {lines.length > 0 && <OrderItems lines={lines} />}
        </div>
      ) : problem === 'failed' ? (
        <OrdersLoadFailed message={m.orders_progress_failed({}, { locale })} onRetry={() => void revalidator.revalidate()} busy={revalidator.state !== 'idle'} />
      ) : (
        <OrderMissing message={e.errors_order_data_missing({}, { locale })} />
      )}
    </section>
  );
}

/** The order's items beside (desktop) or under (phone) the timeline, each with its own status. */
function OrderItems({ lines }: { lines: OrderLineWire[] }) {
  const locale = useLocale();
  return (
    <aside aria-labelledby="track-items-title" className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id="track-items-title" className="text-sm font-bold tracking-wide text-gray-500 uppercase [:lang(hi)_&]:tracking-normal">{m.orders_items_in_order({}, { locale })}</h2>
      <ul className="mt-3 flex flex-col divide-y divide-gray-100">
        {lines.map((line) => (
          <li key={line.CoOrderLineID} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <LineImage line={line} sizeClass="size-16" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-semibold text-gray-900">{line.CoProduct}</p>
              <p className="mt-0.5 text-xs text-gray-500">{m.orders_size({}, { locale })}: {sizeLabel(line.CoSize, locale)} · {m.orders_qty({}, { locale })}: {line.CoQuantity}</p>
              <OrderStatusBadge code={line.CoStatusCode} label={line.CoOrderStatus} className="mt-1.5" />
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
