/**
 * An order's life (our design; the spec only displays a status). The delivery steps run in
 * this order; the reseller moves an order along them one step at a time (order-moves.ts).
 */
export const deliverySteps = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type DeliveryStep = (typeof deliverySteps)[number];

/**
 * Every status an order can have: the delivery steps, plus the ends that are not deliveries.
 * A COD order of a store that confirms them by code (decision 044) starts 'awaiting_confirmation'
 * and becomes 'placed' with the code, or 'cod_unconfirmed' (stock back) when it never comes.
 */
export const orderStatuses = ['pending_payment', 'awaiting_confirmation', ...deliverySteps, 'cancelled', 'payment_expired', 'declined', 'rto', 'cod_unconfirmed'] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

/** The timeline's entries: order statuses plus the payment and refund steps of single events. */
export type TimelineStatus = OrderStatusName | 'paid' | 'payment_failed' | 'refund_pending' | 'refunded';

export const statusLabels: Record<TimelineStatus, string> = {
  pending_payment: 'Awaiting Payment',
  awaiting_confirmation: 'To Confirm',
  placed: 'Order Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_expired: 'Payment Not Received',
  declined: 'Declined by the Seller',
  rto: 'Returned to the Seller',
  cod_unconfirmed: 'Not Confirmed',
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
