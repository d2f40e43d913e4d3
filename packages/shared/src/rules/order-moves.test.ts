import { describe, expect, it } from 'vitest';
import { acceptsAutomatically, isOrderMove, movesFrom, orderMoveRules, orderMoves } from './order-moves.ts';
import { orderStatuses } from './order-status.ts';
import { illegalMoveMessage } from './order-move-messages.ts';

describe('the reseller’s order moves', () => {
  it('take a new order one step at a time to delivery', () => {
    expect(movesFrom('placed')).toEqual(['accepted', 'declined']);
    expect(movesFrom('confirmed')).toEqual(['declined', 'packed']);
    expect(movesFrom('packed')).toEqual(['declined', 'shipped']);
    expect(movesFrom('shipped')).toEqual(['out_for_delivery', 'delivered', 'rto']);
    expect(movesFrom('out_for_delivery')).toEqual(['delivered', 'rto']);
  });

  it('offer nothing from an end, an unpaid order or an unknown status', () => {
    for (const status of ['delivered', 'cancelled', 'declined', 'rto', 'payment_expired', 'pending_payment', 'nonsense']) {
      expect(movesFrom(status)).toEqual([]);
    }
  });

  it('start and end only at real statuses', () => {
    for (const move of orderMoves) {
      expect(orderStatuses).toContain(orderMoveRules[move].to);
      for (const from of orderMoveRules[move].from) expect(orderStatuses).toContain(from);
    }
    expect(isOrderMove('shipped')).toBe(true);
    expect(isOrderMove('confirmed')).toBe(false);
  });
});

describe('a refused move', () => {
  it('says where the order is and what it can do instead', () => {
    expect(illegalMoveMessage(12, 'shipped', 'packed')).toBe('Order 12 is Shipped, so it cannot be marked packed. From here: out for delivery, mark delivered, returned to origin.');
    expect(illegalMoveMessage(7, 'delivered', 'rto')).toBe('Order 7 is Delivered, so it cannot be marked returned to origin. Nothing more can be done with it.');
    expect(illegalMoveMessage(3, 'pending_payment', 'accepted')).toBe('Order 3 is waiting for its online payment; it can be accepted once it is paid.');
  });
});

describe('auto-accept', () => {
  it('accepts what the store’s rule names, and nothing under none', () => {
    const table = (['none', 'cod', 'prepaid', 'all'] as const).map((rule) => [rule, acceptsAutomatically(rule, 'COD'), acceptsAutomatically(rule, 'ONLINE')]);
    expect(table).toEqual([['none', false, false], ['cod', true, false], ['prepaid', false, true], ['all', true, true]]);
  });
});
