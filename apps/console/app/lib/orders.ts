import { orderTabs, type OrderListQuery, type OrderTab } from '@haat/shared/console-api';
import { orderMoveRules, type OrderMove } from '@haat/shared/rules';

/** An order's status in the reseller's words (the shopper's /track uses its own). */
export const orderStatusLabels: Record<string, string> = {
  pending_payment: 'Awaiting payment', placed: 'To accept', confirmed: 'Accepted', packed: 'Packed', shipped: 'Shipped',
  out_for_delivery: 'Out for delivery', delivered: 'Delivered', cancelled: 'Cancelled', declined: 'Declined', rto: 'Returned',
  payment_expired: 'Payment not received',
  // A COD order waiting for the shopper's code (decision 044): on no tab until confirmed.
  awaiting_confirmation: 'Shopper to confirm', cod_unconfirmed: 'Not confirmed by shopper',
};

/** Status colours: what needs the reseller (amber), on its way (sky), done (green), stopped (slate/red). */
export const orderStatusTones: Record<string, string> = {
  pending_payment: 'bg-slate-100 text-slate-700 ring-slate-200',
  placed: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  packed: 'bg-violet-50 text-violet-800 ring-violet-200',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-200',
  out_for_delivery: 'bg-sky-50 text-sky-800 ring-sky-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
  declined: 'bg-red-50 text-red-700 ring-red-200',
  rto: 'bg-red-50 text-red-700 ring-red-200',
  payment_expired: 'bg-slate-100 text-slate-600 ring-slate-200',
  awaiting_confirmation: 'bg-slate-100 text-slate-700 ring-slate-200',
  cod_unconfirmed: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** The moves a list row can make with one tap; the others (ship, decline, return) need details on the order's page. */
export const quickMoves: readonly OrderMove[] = ['accepted', 'packed', 'out_for_delivery', 'delivered'];

export function moveLabel(move: OrderMove): string {
  return orderMoveRules[move].action;
}

/** What a move's success says. */
export const moveDone: Record<OrderMove, string> = {
  accepted: 'Accepted.', declined: 'Declined: the stock is back and the shopper has been told.', packed: 'Marked packed.',
  shipped: 'Shipped: the shopper has the courier and AWB by mail and on their order page.', out_for_delivery: 'Marked out for delivery.',
  delivered: 'Delivered.', rto: 'Marked returned to origin: the stock is back.',
};

/** The list's query from the page's URL: the tab (to accept when none), search and filters. */
export function orderListQuery(params: URLSearchParams): OrderListQuery & { state: OrderTab } {
  const state = params.get('state');
  const query: Record<string, string> = {};
  for (const key of ['q', 'payment', 'from', 'to', 'after'] as const) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return { ...query, state: (orderTabs as readonly string[]).includes(state ?? '') ? state as OrderTab : 'to_accept' } as OrderListQuery & { state: OrderTab };
}

/**
 * The order page's one fetcher for its steps: a step's form often leaves the page once the step is
 * made (Accept becomes Mark packed), and the page's notice still has to say how it went. Each
 * form reads only answers with its own `form` name.
 */
export const orderStepKey = 'order-step';
