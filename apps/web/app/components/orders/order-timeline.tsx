import type { OrderTracking } from '@haat/shared/api';
import { BadgeCheck, Ban, Bike, CircleX, ClipboardCheck, Clock, CreditCard, House, type Icon, Package, RotateCcw, TimerOff, Truck, Wallet } from '../icons.tsx';
import { formatOrderDateTime } from './order-dates.ts';
import { dotClasses, statusTone } from './status-tone.ts';
import { timelineEntries, type TimelineEntry } from './timeline-entries.ts';
import { noteText } from './note-texts.ts';
import { statusText } from './order-texts.ts';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

const icons: Record<string, Icon> = {
  placed: ClipboardCheck,
  confirmed: BadgeCheck,
  packed: Package,
  shipped: Truck,
  out_for_delivery: Bike,
  delivered: House,
  pending_payment: Clock,
  awaiting_confirmation: Clock,
  cod_unconfirmed: TimerOff,
  paid: CreditCard,
  payment_failed: CircleX,
  payment_expired: TimerOff,
  cancelled: Ban,
  refund_pending: RotateCcw,
  refunded: Wallet,
};

const stateText: Record<TimelineEntry['state'], typeof m.orders_timeline_done> = {
  done: m.orders_timeline_done,
  current: m.orders_timeline_current,
  upcoming: m.orders_timeline_upcoming,
  ended: m.orders_timeline_ended,
  event: m.orders_timeline_event,
};

interface OrderTimelineProps {
  tracking: Pick<OrderTracking, 'status' | 'events'>;
  /** Names of the order's lines, for events about one item ("Cancelled: Cotton Kurta"). */
  lineNames?: ReadonlyMap<number, string>;
}

/**
 * The order's real status history as a vertical stepper: the delivery steps reached, with their
 * times, payment, cancellation and refund events between them, then the steps still ahead.
 */
export function OrderTimeline({ tracking, lineNames }: OrderTimelineProps) {
  const entries = timelineEntries(tracking);
  const locale = useLocale();
  return (
    <ol className="flex flex-col" aria-label={m.orders_timeline_label({}, { locale })}>
      {entries.map((entry, index) => {
        const next = entries[index + 1];
        return (
          <TimelineItem
            key={entry.key}
            entry={entry}
            itemName={entry.lineId !== null ? lineNames?.get(entry.lineId) : undefined}
            connector={next ? (next.state === 'upcoming' ? 'ahead' : 'passed') : null}
          />
        );
      })}
    </ol>
  );
}

/** A step's dot: done in green, now in the shop's colour, ahead dashed; events smaller, in their own colour. */
function dotOf(entry: TimelineEntry): string {
  if (entry.state === 'upcoming') return 'size-9 border-2 border-dashed border-gray-300 bg-white text-gray-400';
  if (entry.state === 'current') return 'size-9 bg-primary text-white ring-4 ring-primary/15';
  if (entry.state === 'ended') return 'size-9 bg-red-600 text-white ring-4 ring-red-600/15';
  if (entry.state === 'done') return 'size-9 bg-emerald-600 text-white';
  return `size-7 ${dotClasses[statusTone(entry.status)]}`;
}

function TimelineItem({ entry, itemName, connector }: { entry: TimelineEntry; itemName: string | undefined; connector: 'ahead' | 'passed' | null }) {
  const Icon = icons[entry.status] ?? Clock;
  const upcoming = entry.state === 'upcoming';
  const isEvent = entry.state === 'event';
  const locale = useLocale();
  return (
    <li className="relative flex gap-3.5 pb-6 last:pb-0" aria-current={entry.state === 'current' || entry.state === 'ended' ? 'step' : undefined}>
      {connector && (
        <span aria-hidden className={`absolute top-9 bottom-1 left-[17px] w-0.5 rounded-full ${connector === 'passed' ? 'bg-emerald-500/60' : 'bg-gray-200'}`} />
      )}
      <span aria-hidden className="relative z-10 flex w-9 shrink-0 justify-center">
        <span className={`flex items-center justify-center rounded-full ${dotOf(entry)} ${isEvent ? 'mt-1' : ''}`}>
          <Icon className={isEvent ? 'size-3.5' : 'size-[18px]'} strokeWidth={2} />
        </span>
      </span>
      <div className={`min-w-0 flex-1 ${isEvent ? 'pt-1' : 'pt-1.5'}`}>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`leading-tight font-bold ${upcoming ? 'text-[15px] text-gray-400' : isEvent ? 'text-sm text-gray-800' : 'text-[15px] text-gray-900'}`}>{statusText(entry.status, entry.label, locale)}</span>
          {entry.state === 'current' && <span className="rounded-full bg-primary px-2 py-px text-[10px] font-bold tracking-wide text-white uppercase [:lang(hi)_&]:tracking-normal">{m.orders_timeline_now({}, { locale })}</span>}
          <span className="sr-only">({stateText[entry.state]({}, { locale })})</span>
        </p>
        {itemName && <p className="mt-0.5 truncate text-[13px] font-medium text-gray-700">{itemName}</p>}
        {entry.at ? (
          <p className="mt-0.5 text-[13px] text-gray-500"><time dateTime={entry.at}>{formatOrderDateTime(entry.at, locale)}</time></p>
        ) : (
          upcoming && <p className="mt-0.5 text-[13px] text-gray-400">{m.orders_timeline_pending({}, { locale })}</p>
        )}
        {entry.note && <p className="mt-1 text-[13px] leading-snug break-words text-gray-600">{noteText(entry.note, locale)}</p>}
      </div>
    </li>
  );
}
