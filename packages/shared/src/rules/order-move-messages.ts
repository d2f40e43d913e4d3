import { movesFrom, orderMoveRules, type OrderMove } from './order-moves.ts';
import { statusLabel } from './order-status.ts';

/** How a move reads once made: "Order 12 cannot be <done> …". */
const moveDone: Record<OrderMove, string> = {
  accepted: 'accepted', declined: 'declined', packed: 'marked packed', shipped: 'shipped',
  out_for_delivery: 'marked out for delivery', delivered: 'marked delivered', rto: 'marked returned to origin',
};

/** Why an order cannot make a move, and what it can do instead, in the reseller's words. */
export function illegalMoveMessage(orderId: number, status: string, move: OrderMove): string {
  if (status === 'pending_payment') return `Order ${orderId} is waiting for its online payment; it can be ${moveDone[move]} once it is paid.`;
  if (status === 'awaiting_confirmation') return `Order ${orderId} is waiting for the shopper to confirm it with the code sent to their mobile; it can be ${moveDone[move]} once confirmed.`;
  const next = movesFrom(status).map((m) => orderMoveRules[m].action.toLowerCase());
  const instead = next.length > 0 ? ` From here: ${next.join(', ')}.` : ' Nothing more can be done with it.';
  return `Order ${orderId} is ${statusLabel(status)}, so it cannot be ${moveDone[move]}.${instead}`;
}
