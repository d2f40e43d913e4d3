import type { OrderLineWire, OrderTracking } from '@haat/shared/api';
import { LineImage } from './order-line-item.tsx';
import { lineNames, sizeLabel } from './order-lines.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { TrackingSummary } from './tracking-summary.tsx';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** /track's order: its facts and status timeline, and its items beside (desktop) or under (phone). */
export function TrackedOrder({ tracking, lines }: { tracking: OrderTracking; lines: OrderLineWire[] }) {
  const locale = useLocale();
  return (
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
  );
}

/** The order's items, each with its own status. */
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
