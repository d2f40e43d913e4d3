import type { DashboardDay, DashboardPeriod, DashboardReply, OrderTab } from '@haat/shared/console-api';
import { formatRupees } from '@haat/shared/rules';

/** The period switch's labels, short enough for a phone. */
export const periodLabels: Record<DashboardPeriod, string> = { today: 'Today', last_7_days: '7 days', last_30_days: '30 days' };

// Dashboard days are Indian days carried as YYYY-MM-DD: read at UTC midnight, they print the same everywhere.
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const compactNumber = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** "15 Mar". */
export function dayLabel(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "Sun, 15 Mar". */
export function weekdayLabel(day: string): string {
  return weekdayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "Sunday, 15 March". */
export function longDayLabel(day: string): string {
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** What a period covers, in words: "Today", "9 Mar – 15 Mar". */
export function periodSpan(period: DashboardPeriod, from: string, today: string): string {
  return period === 'today' ? `Today, ${dayLabel(today)}` : `${dayLabel(from)} – ${dayLabel(today)}`;
}

/** Rupees for a chart's axis, in Indian units: ₹950, ₹1.2K, ₹3.4L, ₹1.2Cr. */
export function compactRupees(amount: number): string {
  return `₹${compactNumber.format(Math.round(amount))}`;
}

/** Rupees on the dashboard: whole rupees with Indian grouping (₹1,23,456); the exact paise are on each order's page. */
export function dashboardRupees(amount: number): string {
  return formatRupees(amount);
}

/** "40%", "42.9%". */
export function percent(share: number): string {
  return `${share.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}

export interface ActOnCard {
  key: keyof DashboardReply['to_act_on'];
  tab: OrderTab;
  label: string;
  /** What the figure means, and what is there to do. */
  hint: (count: number) => string;
}

/** The orders waiting for the shop, each opening its tab of the order list. */
export const actOnCards: readonly ActOnCard[] = [
  { key: 'to_accept', tab: 'to_accept', label: 'To accept', hint: (n) => (n === 0 ? 'No new orders waiting' : `New order${n === 1 ? '' : 's'} to accept or decline`) },
  { key: 'to_pack', tab: 'accepted', label: 'To pack', hint: (n) => (n === 0 ? 'Nothing to pack' : 'Accepted, waiting to be packed') },
  { key: 'to_ship', tab: 'packed', label: 'To ship', hint: (n) => (n === 0 ? 'Nothing to hand over' : 'Packed, waiting for the courier') },
  { key: 'returns', tab: 'rto', label: 'Returns', hint: () => 'Returned to you in the last 30 days' },
];

/** The day with the most revenue in the series, or null when none sold. */
export function bestDay(daily: readonly DashboardDay[]): DashboardDay | null {
  return daily.reduce<DashboardDay | null>((best, day) => (day.revenue > (best?.revenue ?? 0) ? day : best), null);
}
