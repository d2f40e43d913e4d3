import type { OrderStatusName } from './order-status.ts';

/**
 * The reseller's moves of an order (issue 16), each one step from the statuses it starts at to
 * the status it leaves. The console's buttons, the console API, `npm run order:status` and the
 * server's conditional update all read this one table, so a move the console offers is one the
 * server takes, and an illegal one is refused everywhere with the same message.
 */
export const orderMoves = ['accepted', 'declined', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'rto'] as const;
export type OrderMove = (typeof orderMoves)[number];

export interface OrderMoveRule {
  from: readonly OrderStatusName[];
  to: OrderStatusName;
  /** The button that makes the move. */
  action: string;
}

export const orderMoveRules: Record<OrderMove, OrderMoveRule> = {
  accepted: { from: ['placed'], to: 'confirmed', action: 'Accept' },
  // Declining is refusing the order before it leaves: its stock goes back, a paid order is refunded.
  declined: { from: ['placed', 'confirmed', 'packed'], to: 'declined', action: 'Decline' },
  packed: { from: ['confirmed'], to: 'packed', action: 'Mark packed' },
  shipped: { from: ['packed'], to: 'shipped', action: 'Ship' },
  out_for_delivery: { from: ['shipped'], to: 'out_for_delivery', action: 'Out for delivery' },
  // A courier may report the delivery without reporting "out for delivery" first.
  delivered: { from: ['shipped', 'out_for_delivery'], to: 'delivered', action: 'Mark delivered' },
  rto: { from: ['shipped', 'out_for_delivery'], to: 'rto', action: 'Returned to origin' },
};

export function isOrderMove(value: string): value is OrderMove {
  return (orderMoves as readonly string[]).includes(value);
}

/** The moves an order at this status can make now, in the order the console shows them. */
export function movesFrom(status: string): OrderMove[] {
  return orderMoves.filter((move) => (orderMoveRules[move].from as readonly string[]).includes(status));
}

/** Whether the move needs a reason from the reseller (the shopper reads it). */
export function moveNeedsReason(move: OrderMove): boolean {
  return move === 'declined';
}

/** The moves that give the order's stock back. */
export function moveReturnsStock(move: OrderMove): boolean {
  return move === 'declined' || move === 'rto';
}

/** Which new orders a store accepts without a reseller's tap (its settings' auto-accept rule). */
export const autoAcceptRules = ['none', 'cod', 'prepaid', 'all'] as const;
export type AutoAcceptRule = (typeof autoAcceptRules)[number];

/** Whether a newly placed order (COD when placed, online when paid) is accepted at once under the rule. */
export function acceptsAutomatically(rule: string, paymentMode: 'COD' | 'ONLINE'): boolean {
  return rule === 'all' || (rule === 'cod' && paymentMode === 'COD') || (rule === 'prepaid' && paymentMode === 'ONLINE');
}
