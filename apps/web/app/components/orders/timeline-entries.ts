import type { OrderTracking } from '@haat/shared/api';
import { deliverySteps, statusLabel } from '@haat/shared/rules';

/**
 * done: a delivery step reached; current: where the order is now; upcoming: a step still ahead;
 * ended: the order stopped there (cancelled, payment not received); event: a payment, refund or
 * one item's cancellation.
 */
export type EntryState = 'done' | 'current' | 'upcoming' | 'ended' | 'event';

export interface TimelineEntry {
  key: string;
  status: string;
  label: string;
  /** When it happened; null for a step still ahead (or one passed without its own event). */
  at: string | null;
  note: string;
  /** The order line an event is about (its cancellation or refund). */
  lineId: number | null;
  state: EntryState;
}

type TrackingEvent = OrderTracking['events'][number];

const stepIndex = (status: string) => (deliverySteps as readonly string[]).indexOf(status);
const timeOf = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
};
/** Order statuses after which nothing more is delivered. */
const endStatuses = new Set(['cancelled', 'payment_expired', 'declined', 'rto']);

/**
 * The order's timeline, oldest first: the delivery steps it has reached (with their times) and
 * every other event between them by time, then the steps still ahead; or, for an order that
 * stopped, the step where it ended.
 */
export function timelineEntries(tracking: Pick<OrderTracking, 'status' | 'events'>): TimelineEntry[] {
  const events = [...tracking.events].sort((a, b) => timeOf(a.at) - timeOf(b.at));
  const current = stepIndex(tracking.status);
  const ended = endStatuses.has(tracking.status);

  // A step is reached when it has an order-wide event, or when the order is past it already.
  const stepEvents = new Map<string, TrackingEvent>();
  for (const event of events) {
    if (event.order_line_id === null && stepIndex(event.status) !== -1 && !stepEvents.has(event.status)) stepEvents.set(event.status, event);
  }
  const lastReached = Math.max(current, ...[...stepEvents.keys()].map(stepIndex));
  const steps: TimelineEntry[] = deliverySteps.slice(0, lastReached + 1).map((step, index) => {
    const event = stepEvents.get(step);
    return {
      key: `step-${step}`, status: step, label: event?.label || statusLabel(step), at: event?.at ?? null, note: event?.note ?? '', lineId: null,
      state: index === current && !ended ? 'current' : 'done',
    };
  });

  const others: TimelineEntry[] = events
    // A repeated step event (a courier reporting twice) adds nothing to the step it repeats.
    .filter((event) => stepIndex(event.status) === -1)
    .map((event, index) => ({
      key: `event-${index}-${event.status}`, status: event.status, label: event.label || statusLabel(event.status), at: event.at,
      note: event.note, lineId: event.order_line_id, state: 'event',
    }));
  markWhereItStands(others, tracking.status, ended, current !== -1);

  const entries = mergeByTime(steps, others);
  if (!ended) {
    for (const step of deliverySteps.slice(lastReached + 1)) {
      entries.push({ key: `step-${step}`, status: step, label: statusLabel(step), at: null, note: '', lineId: null, state: 'upcoming' });
    }
  }
  return entries;
}

/** An order whose status is not a delivery step (awaiting payment, cancelled…) stands at its latest event of that status. */
function markWhereItStands(others: TimelineEntry[], status: string, ended: boolean, onDeliverySteps: boolean) {
  if (onDeliverySteps) return;
  const candidates = others.filter((entry) => entry.status === status);
  // Prefer the order-wide event (the last line's cancellation may also carry a line id).
  const standing = candidates.findLast((entry) => entry.lineId === null) ?? candidates.at(-1);
  if (standing) standing.state = ended ? 'ended' : 'current';
  else if (ended) others.push({ key: `end-${status}`, status, label: statusLabel(status), at: null, note: '', lineId: null, state: 'ended' });
}

/**
 * Steps keep their order; each other event goes before the first step at or after its time (a
 * payment recorded with the step it causes reads "Payment Received", then "Order Placed").
 */
function mergeByTime(steps: TimelineEntry[], others: TimelineEntry[]): TimelineEntry[] {
  const merged: TimelineEntry[] = [];
  let next = 0;
  for (const step of steps) {
    if (step.at !== null) {
      const stepTime = timeOf(step.at);
      while (next < others.length && others[next]!.at !== null && timeOf(others[next]!.at!) <= stepTime) merged.push(others[next++]!);
    }
    merged.push(step);
  }
  merged.push(...others.slice(next));
  return merged;
}
