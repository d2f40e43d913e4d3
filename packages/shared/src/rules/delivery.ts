import { istDate } from './financial-year.ts';
import { isIndianPincode } from './pin-codes.ts';
import { isIndianState } from './validation.ts';

/**
 * A store's delivery rules (issue 18), set in the console's delivery settings: where it delivers,
 * how many days each zone takes, and where cash on delivery is offered. Zones are counted from
 * the store's own PIN (where parcels leave from): the same city (the directory's city, which is
 * the district, decision 042), the same state, or the rest of India.
 */
export type DeliveryZone = 'city' | 'state' | 'india';
export const deliveryZones: readonly DeliveryZone[] = ['city', 'state', 'india'];

export interface PinRange {
  from: string;
  to: string;
}

export interface DeliveryRules {
  /** The store's dispatch PIN; null until set, when every PIN is "rest of India". */
  dispatchPin: string | null;
  /** States delivered to; empty (with no ranges) for all of India. */
  states: string[];
  /** PIN ranges delivered to, both ends included; a PIN is served when its state or a range takes it. */
  ranges: PinRange[];
  /** Working days (Sundays not counted) from the day of ordering to delivery, per zone. */
  days: Record<DeliveryZone, number>;
  /** Whether cash on delivery is offered in each zone (the payment settings still decide for the order). */
  cod: Record<DeliveryZone, boolean>;
}

export const defaultDeliveryRules: DeliveryRules = {
  dispatchPin: null,
  states: [],
  ranges: [],
  days: { city: 2, state: 4, india: 7 },
  cod: { city: true, state: true, india: true },
};

export const maxDeliveryDays = 30;

/** A PIN as the directory places it. */
export interface PinPlaceLike {
  pin: string;
  city: string;
  state: string;
}

export const deliveryMessages = {
  notServed: (pin: string) => `Sorry, we do not deliver to PIN code ${pin} yet.`,
  dispatchPin: 'Enter the 6-digit PIN code your parcels leave from, or leave it empty.',
  dispatchPinUnknown: (pin: string) => `${pin} is not a PIN code in India Post's directory.`,
  state: (state: string) => `"${state}" is not one of the 36 states and union territories.`,
  range: 'Write each PIN range as two 6-digit PIN codes, the smaller first, like 560001-560099.',
  days: `Days to deliver must be whole numbers from 0 to ${maxDeliveryDays}.`,
  daysOrder: 'A nearer zone cannot take longer than a farther one.',
  addressNotServed: (pin: string) => `We do not deliver to PIN code ${pin} yet. Choose another address.`,
  codNotInZone: 'Cash on delivery is not available at this address. Please pay online.',
} as const;

/** Whether a PIN lies in a range, both ends included (six-digit strings compare as numbers do). */
export function pinInRange(pin: string, range: PinRange): boolean {
  return pin >= range.from && pin <= range.to;
}

/** Whether the store delivers to this place: everywhere when it names no states and no ranges. */
export function isServed(rules: DeliveryRules, place: PinPlaceLike): boolean {
  if (rules.states.length === 0 && rules.ranges.length === 0) return true;
  return rules.states.includes(place.state) || rules.ranges.some((range) => pinInRange(place.pin, range));
}

/** The zone of a place, seen from the store's dispatch place (null: none set, so the rest of India). */
export function deliveryZone(place: PinPlaceLike, dispatch: PinPlaceLike | null): DeliveryZone {
  if (!dispatch || place.state !== dispatch.state) return 'india';
  return place.city === dispatch.city ? 'city' : 'state';
}


/**
 * The day a parcel ordered on `at` arrives, `days` working days later: Sundays are skipped
 * because most Indian couriers do not deliver on them, so a promise counted in calendar days
 * would be broken every week. 0 days is the same day (a shop delivering in its own city).
 */
export function deliveryDate(at: Date, days: number): string {
  const date = new Date(`${istDate(at)}T00:00:00Z`);
  let left = days;
  // Ordered on a Sunday, nothing moves until Monday.
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

export type DeliveryEstimate =
  | { served: false }
  | { served: true; zone: DeliveryZone; days: number; deliveryBy: string; cod: boolean };

/** What the product page says for a PIN: not served, or the delivery day and whether COD is offered there. */
export function deliveryEstimate(rules: DeliveryRules, place: PinPlaceLike, dispatch: PinPlaceLike | null, at: Date): DeliveryEstimate {
  if (!isServed(rules, place)) return { served: false };
  const zone = deliveryZone(place, dispatch);
  const days = rules.days[zone];
  return { served: true, zone, days, deliveryBy: deliveryDate(at, days), cod: rules.cod[zone] };
}

/** "Mon, 30 Nov" for a YYYY-MM-DD delivery day, as a shopper in India reads it. */
export function formatDeliveryDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** "560001-560099" (or one PIN) as a range; null when it is not one. */
export function parsePinRange(text: string): PinRange | null {
  const match = /^\s*([0-9]{6})\s*(?:[-–]\s*([0-9]{6}))?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const from = match[1];
  const to = match[2] ?? from;
  return isIndianPincode(from) && isIndianPincode(to) && from <= to ? { from, to } : null;
}

/** The first problem of a set of rules (before its dispatch PIN is looked up), or null. */
export function deliveryRulesProblem(rules: DeliveryRules): string | null {
  if (rules.dispatchPin !== null && !isIndianPincode(rules.dispatchPin)) return deliveryMessages.dispatchPin;
  const badState = rules.states.find((state) => !isIndianState(state));
  if (badState !== undefined) return deliveryMessages.state(badState);
  if (rules.ranges.some((r) => !isIndianPincode(r.from) || !isIndianPincode(r.to) || r.from > r.to)) return deliveryMessages.range;
  if (deliveryZones.some((zone) => !Number.isInteger(rules.days[zone]) || rules.days[zone] < 0 || rules.days[zone] > maxDeliveryDays)) return deliveryMessages.days;
  if (rules.days.city > rules.days.state || rules.days.state > rules.days.india) return deliveryMessages.daysOrder;
  return null;
}
