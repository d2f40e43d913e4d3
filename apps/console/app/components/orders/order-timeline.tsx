import type { ConsoleOrder } from '@haat/shared/console-api';
import { shortDateTime } from '../../lib/dates.ts';
import { orderStatusLabels } from '../../lib/orders.ts';

/** Everything that happened to the order, newest first, in the reseller's words; an item's events name it. */
export function OrderTimeline({ order }: { order: ConsoleOrder }) {
  const names = new Map(order.lines.map((line) => [line.id, line.name]));
  const events = order.events.toReversed();
  return (
    <section aria-labelledby="timeline" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="timeline" className="text-sm font-semibold text-slate-900">History</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-100 pl-4">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative">
            <span className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ring-2 ring-white ${index === 0 ? 'bg-brand-600' : 'bg-slate-300'}`} />
            <p className="text-sm font-medium text-slate-900">
              {event.status === 'placed' ? 'Placed' : event.status === 'pending_payment' ? 'Placed, waiting for payment' : orderStatusLabels[event.status] ?? event.label}
              {event.order_line_id !== null && names.get(event.order_line_id) && <span className="font-normal text-slate-600">: {names.get(event.order_line_id)}</span>}
            </p>
            {event.note && <p className="text-sm text-slate-600">{event.note}</p>}
            <p className="text-xs text-slate-500"><time dateTime={event.at}>{shortDateTime(event.at)}</time></p>
          </li>
        ))}
      </ol>
    </section>
  );
}
