import { shopperInvoiceStatuses, type OrderLineWire } from '@haat/shared/api';
import { isRowId, onlineDiscount } from '@haat/shared/rules';
import type { Locale } from '../../i18n/locale.ts';
import * as m from '../../i18n/m/orders.ts';
import { paymentStatusText } from './order-texts.ts';

/** One order of the orders list: its lines together, under its number, date and payment mode. */
export interface OrderGroup {
  orderId: number;
  placedAt: string;
  paymentMode: string;
  lines: OrderLineWire[];
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

/** Lines of one order together, newest order first; an order's lines in the order they were bought. */
export function groupOrderLines(lines: readonly OrderLineWire[]): OrderGroup[] {
  const groups = new Map<number, OrderGroup>();
  for (const line of lines) {
    const group = groups.get(line.CoOrderID);
    if (group) group.lines.push(line);
    else groups.set(line.CoOrderID, { orderId: line.CoOrderID, placedAt: line.CoOrderDate, paymentMode: line.CoPaymentMode, lines: [line] });
  }
  const ordered = [...groups.values()].sort((a, b) => timeOf(b.placedAt) - timeOf(a.placedAt) || b.orderId - a.orderId);
  for (const group of ordered) group.lines.sort((a, b) => a.CoOrderLineID - b.CoOrderLineID);
  return ordered;
}

/** The line a page's `?line=` names, if the customer has it. */
export function findOrderLine(lines: readonly OrderLineWire[], lineId: number | null): OrderLineWire | undefined {
  return lineId === null ? undefined : lines.find((line) => line.CoOrderLineID === lineId);
}

/** A positive whole number from a query parameter (`?line=12`, `?order=7`), else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return isRowId(id) ? id : null;
}

/** Whether the order still waits for its online payment (the payment page can take it). */
export function awaitsPayment(order: Pick<OrderGroup, 'lines'>): boolean {
  return order.lines.some((line) => line.CoStatusCode === 'pending_payment');
}

/** Whether the COD order still waits for the code sent to the shopper's mobile (decision 044). */
export function awaitsCode(order: Pick<OrderGroup, 'lines'>): boolean {
  return order.lines.some((line) => line.CoStatusCode === 'awaiting_confirmation');
}

/** Whether the shopper can download the order's GST invoice: once it has shipped (any live line says so). */
export function hasInvoice(order: Pick<OrderGroup, 'lines'>): boolean {
  return order.lines.some((line) => (shopperInvoiceStatuses as readonly string[]).includes(line.CoStatusCode));
}

/** Status keys of a line that is no longer being delivered. */
const cancelledCodes = new Set(['cancelled', 'refund_pending', 'refunded']);

/** Whether the line has been cancelled (and perhaps refunded since). */
export function isCancelledLine(line: Pick<OrderLineWire, 'CoStatusCode'>): boolean {
  return cancelledCodes.has(line.CoStatusCode);
}

/** "Size M" and so on: the spec shows N/A for a line without a size. */
export function sizeLabel(size: string, locale: Locale = 'en'): string {
  return size.trim() || m.orders_no_size({}, { locale });
}

// The mode only: whether an online order is paid yet is the line's payment status.
const paymentModes: Record<string, typeof m.orders_mode_cod> = { COD: m.orders_mode_cod, ONLINE: m.orders_mode_online };

/** How the order is paid, in the shopper's words. */
export function paymentModeLabel(mode: string, locale: Locale = 'en'): string {
  return paymentModes[mode.toUpperCase()]?.({}, { locale }) ?? mode;
}

/** A line's payment as the list shows it: the mode, and for online orders whether it is paid yet. */
export function linePaymentLabel(line: Pick<OrderLineWire, 'CoPaymentMode' | 'CoPaymentStatus'>, locale: Locale = 'en'): string {
  const mode = paymentModeLabel(line.CoPaymentMode, locale);
  return line.CoPaymentMode.toUpperCase() === 'ONLINE' && line.CoPaymentStatus ? `${mode} · ${paymentStatusText(line.CoPaymentStatus, locale)}` : mode;
}

export interface RefundDetails {
  /** Rupees that go back to the shopper. */
  amount: number;
  /** cod: nothing was paid (pay on delivery); unpaid: an online order not paid (yet); paid: money goes back. */
  kind: 'cod' | 'unpaid' | 'paid';
  /** The server works out the exact figure on cancelling; `amount` is then its best estimate. */
  estimate: boolean;
}

/** CoPaymentStatus values of a line whose money reached the shop (server: services/orders/order-lines.ts). */
const paidStates = new Set(['paid', 'refund initiated', 'refunded']);

/**
 * What cancelling the line gives back: nothing for cash on delivery or an online order not paid;
 * for a paid online order, what was paid for it. The server refunds the line's total and delivery
 * less its share of the online discount, or everything left for an order's last item: a one-item
 * order gets its whole total back (exact); an item of a larger order its total less its share of
 * the discount (an estimate: its delivery charge is not on the wire).
 */
export function refundFor(line: OrderLineWire, orderLines: readonly OrderLineWire[] = [line], orderTotal?: number): RefundDetails {
  if (line.CoPaymentMode.toUpperCase() !== 'ONLINE') return { amount: 0, kind: 'cod', estimate: false };
  if (!paidStates.has(line.CoPaymentStatus.toLowerCase())) return { amount: 0, kind: 'unpaid', estimate: false };
  const lines = orderLines.some((l) => l.CoOrderLineID === line.CoOrderLineID) ? orderLines : [...orderLines, line];
  if (lines.length === 1 && orderTotal !== undefined) return { amount: orderTotal, kind: 'paid', estimate: false };
  const items = lines.reduce((sum, l) => sum + l.CoTotalPrice, 0);
  const share = items > 0 ? (onlineDiscount(items) * line.CoTotalPrice) / items : 0;
  return { amount: Math.max(0, Math.floor(line.CoTotalPrice - share)), kind: 'paid', estimate: true };
}

/** Each line's name for events about one item: "Cotton Kurta (M)". */
export function lineNames(lines: readonly OrderLineWire[]): Map<number, string> {
  return new Map(lines.map((line) => [line.CoOrderLineID, line.CoSize.trim() ? `${line.CoProduct} (${line.CoSize.trim()})` : line.CoProduct]));
}
