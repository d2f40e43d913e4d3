import { describe, expect, it } from 'vitest';
import { canMoveTo, deliverySteps, isCancellable, isOrderStatus, statusLabel } from './order-status.ts';

describe('order statuses', () => {
  it('run placed → confirmed → packed → shipped → out for delivery → delivered', () => {
    expect(deliverySteps).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered']);
    expect(deliverySteps.map(statusLabel)).toEqual(['Order Placed', 'Confirmed', 'Packed', 'Shipped', 'Out for Delivery', 'Delivered']);
    expect(statusLabel('refunded')).toBe('Refunded');
    expect(statusLabel('something_new')).toBe('something_new');
  });

  it('move only forward along the delivery steps, never out of an end state', () => {
    expect(canMoveTo('placed', 'confirmed')).toBe(true);
    expect(canMoveTo('placed', 'shipped')).toBe(true);
    expect(canMoveTo('shipped', 'packed')).toBe(false);
    expect(canMoveTo('shipped', 'shipped')).toBe(false);
    expect(canMoveTo('cancelled', 'shipped')).toBe(false);
    expect(canMoveTo('pending_payment', 'placed')).toBe(false);
    expect(canMoveTo('delivered', 'cancelled')).toBe(false);
  });

  it('allow cancelling until the order ships', () => {
    expect(['pending_payment', 'placed', 'confirmed', 'packed'].every(isCancellable)).toBe(true);
    expect(['shipped', 'out_for_delivery', 'delivered', 'cancelled', 'payment_expired'].some(isCancellable)).toBe(false);
    expect(isOrderStatus('packed')).toBe(true);
    expect(isOrderStatus('paid')).toBe(false);
  });
});
