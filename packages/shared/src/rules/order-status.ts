/**
 * An order's life (our design; the spec only displays a status). The delivery steps run in
 * this order; `npm run order:status` moves an order along them until a reseller console exists.
 */
export const deliverySteps = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type DeliveryStep = (typeof deliverySteps)[number];

/** Every status an order can have: the delivery steps, plus the two ends that are not deliveries. */
export const orderStatuses = ['pending_payment', ...deliverySteps, 'cancelled', 'payment_expired'] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

/** The timeline's entries: order statuses plus the payment and refund steps of single events. */
export type TimelineStatus = OrderStatusName | 'paid' | 'payment_failed' | 'refund_pending' | 'refunded';

export const statusLabels: Record<TimelineStatus, string> = {
  pending_payment: 'Awaiting Payment',
  placed: 'Order Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_expired: 'Payment Not Received',
  paid: 'Payment Received',
  payment_failed: 'Payment Failed',
  refund_pending: 'Refund Initiated',
  refunded: 'Refunded',
};

export function statusLabel(status: string): string {
  return (statusLabels as Record<string, string>)[status] ?? status;
}

export function isOrderStatus(value: string): value is OrderStatusName {
  return (orderStatuses as readonly string[]).includes(value);
}

/** A line may be cancelled until the order ships (spec of the issue: "only before it ships"). */
export function isCancellable(orderStatus: string): boolean {
  return orderStatus === 'pending_payment' || orderStatus === 'placed' || orderStatus === 'confirmed' || orderStatus === 'packed';
}

/**
 * Whether `npm run order:status` may move an order from `from` to `to`: only forward along the
 * delivery steps (skipping is allowed, a courier may report late), never out of an end state.
 */
export function canMoveTo(from: string, to: string): boolean {
  const fromIndex = (deliverySteps as readonly string[]).indexOf(from);
  const toIndex = (deliverySteps as readonly string[]).indexOf(to);
  return fromIndex !== -1 && toIndex > fromIndex;
}
