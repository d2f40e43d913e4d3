import { describe, expect, it } from 'vitest';
import { deliverySteps, isCancellable, isOrderStatus, statusLabel } from './order-status.ts';

describe('order statuses', () => {
  it('run placed → confirmed → packed → shipped → out for delivery → delivered', () => {
    expect(deliverySteps).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered']);
    expect(deliverySteps.map(statusLabel)).toEqual(['Order Placed', 'Confirmed', 'Packed', 'Shipped', 'Out for Delivery', 'Delivered']);
    expect(statusLabel('refunded')).toBe('Refunded');
    expect(statusLabel('something_new')).toBe('something_new');
  });

  it('allow cancelling until the order ships', () => {
    expect(['pending_payment', 'placed', 'confirmed', 'packed'].every(isCancellable)).toBe(true);
    expect(['shipped', 'out_for_delivery', 'delivered', 'cancelled', 'payment_expired', 'declined', 'rto'].some(isCancellable)).toBe(false);
    expect(isOrderStatus('packed')).toBe(true);
    expect(isOrderStatus('paid')).toBe(false);
  });
});
