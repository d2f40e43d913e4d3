import { z } from 'zod';
import { rowId, text } from '../api/fields.ts';
import { orderMoves, type OrderMove } from '../rules/order-moves.ts';
import { orderStatuses, type OrderStatusName } from '../rules/order-status.ts';
import { pageQuery, page } from './lists.ts';
import { rupees } from './products.ts';

/** Wire schemas of the console's orders (issue 16): the list with its tabs, an order, its moves. */

/** The order list's tabs, in the order a reseller works through them. */
export const orderTabs = ['to_accept', 'accepted', 'packed', 'shipped', 'delivered', 'rto', 'cancelled'] as const;
export type OrderTab = (typeof orderTabs)[number];

/** The statuses each tab holds. Orders still waiting for their online payment are on none. */
export const orderTabStatuses: Record<OrderTab, readonly OrderStatusName[]> = {
  to_accept: ['placed'],
  accepted: ['confirmed'],
  packed: ['packed'],
  shipped: ['shipped', 'out_for_delivery'],
  delivered: ['delivered'],
  rto: ['rto'],
  cancelled: ['cancelled', 'declined', 'payment_expired'],
};

export const orderTabLabels: Record<OrderTab, string> = {
  to_accept: 'To accept', accepted: 'Accepted', packed: 'Packed', shipped: 'Shipped', delivered: 'Delivered', rto: 'Returned', cancelled: 'Cancelled',
};

export const paymentModes = ['COD', 'ONLINE'] as const;

const day = (message: string) => text(message).regex(/^\d{4}-\d{2}-\d{2}$/, message)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

/** GET /api/console/orders: a tab, a search (order number, phone, name or PIN code), payment mode and dates (IST days). */
export const orderListQuery = z.object({
  state: z.enum(orderTabs, { error: `state must be one of ${orderTabs.join(', ')}` }).optional(),
  q: text().trim().max(100, 'Search for at most 100 characters.').optional(),
  payment: z.enum(paymentModes, { error: 'payment must be COD or ONLINE' }).optional(),
  from: day('from must be a date, YYYY-MM-DD').optional(),
  to: day('to must be a date, YYYY-MM-DD').optional(),
  ...pageQuery,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderLineStatuses = ['active', 'cancelled', 'refunded'] as const;

export const consoleOrderLine = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  asin: z.string(),
  name: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string().nullable(),
  units: z.number(),
  unit_price: z.number(),
  delivery: z.number(),
  line_total: z.number(),
  status: z.enum(orderLineStatuses),
  cancel_reason: z.string().nullable(),
});
export type ConsoleOrderLine = z.infer<typeof consoleOrderLine>;

const moveList = z.array(z.enum(orderMoves));

export const orderListRow = z.object({
  id: z.number(),
  status: z.enum(orderStatuses),
  payment_mode: z.enum(paymentModes),
  paid: z.boolean(),
  total: z.number(),
  created_at: z.string(),
  ship_name: z.string(),
  ship_mobile: z.string(),
  ship_city: z.string(),
  ship_pincode: z.string(),
  lines: z.array(consoleOrderLine),
  /** What the reseller can do with it now. */
  moves: moveList,
});
export type OrderListRow = z.infer<typeof orderListRow>;

/** A page of orders, the capped total of this view, and the count on every tab (with the same search and filters). */
export const orderListReply = page(orderListRow).extend({
  total: z.number(),
  total_capped: z.boolean(),
  counts: z.record(z.enum(orderTabs), z.number()),
});
export type OrderListReply = z.infer<typeof orderListReply>;

export const orderRefundWire = z.object({
  id: z.number(),
  order_line_id: z.number(),
  amount: z.number(),
  status: z.enum(['pending', 'issuing', 'processed', 'failed']),
  created_at: z.string(),
});

export const orderEventWire = z.object({ status: z.string(), label: z.string(), note: z.string(), at: z.string(), order_line_id: z.number().nullable() });

/** Everything the order page shows. */
export const consoleOrder = orderListRow.extend({
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  cod_fee: z.number(),
  ship_email: z.string(),
  ship_address1: z.string(),
  ship_address2: z.string(),
  ship_state: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string(), mobile: z.string() }),
  payment: z.object({ provider: z.string().nullable(), payment_id: z.string().nullable(), amount: z.number(), paid_at: z.string().nullable() }).nullable(),
  refunds: z.array(orderRefundWire),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  tracking_url: z.string().nullable(),
  cod_collected_at: z.string().nullable(),
  events: z.array(orderEventWire),
});
export type ConsoleOrder = z.infer<typeof consoleOrder>;

export const orderMessages = {
  notFound: (id: number) => `There is no order ${id} in this shop.`,
  courier: 'Enter the courier’s name (up to 60 characters).',
  awb: 'Enter the AWB number: 4 to 40 letters, digits or dashes.',
  trackingUrl: 'Enter the tracking link as a full web address starting with https://, or leave it empty.',
  reason: 'Tell the shopper why, in 3 to 300 characters.',
  refund: 'Enter the refund in rupees, more than 0.',
} as const;

const courierField = text(orderMessages.courier).trim().min(2, orderMessages.courier).max(60, orderMessages.courier);
const awbField = text(orderMessages.awb).trim().regex(/^[A-Za-z0-9-]{4,40}$/, orderMessages.awb);
const trackingUrlField = text(orderMessages.trackingUrl).trim().max(500, orderMessages.trackingUrl)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), orderMessages.trackingUrl);
const reasonField = text(orderMessages.reason).trim().min(3, orderMessages.reason).max(300, orderMessages.reason);

/** POST /api/console/orders/{id}/status: one move; shipping needs the courier and AWB, declining a reason. */
export const orderMoveRequest = z.object({
  status: z.enum(orderMoves, { error: `status must be one of ${orderMoves.join(', ')}` }),
  courier: courierField.optional(),
  awb: awbField.optional(),
  tracking_url: trackingUrlField.optional(),
  reason: reasonField.optional(),
}).superRefine((move, context) => {
  if (move.status === 'shipped') {
    if (!move.courier) context.addIssue({ code: 'custom', path: ['courier'], message: orderMessages.courier });
    if (!move.awb) context.addIssue({ code: 'custom', path: ['awb'], message: orderMessages.awb });
  }
  if (move.status === 'declined' && !move.reason) context.addIssue({ code: 'custom', path: ['reason'], message: orderMessages.reason });
});
export type OrderMoveRequest = z.input<typeof orderMoveRequest>;
export type OrderMoveInput = z.output<typeof orderMoveRequest> & { status: OrderMove };

/** POST /api/console/orders/accept: several new orders at once. */
export const orderBulkAcceptRequest = z.object({
  ids: z.array(rowId('ids must be order numbers')).min(1, 'Choose at least one order.').max(100, 'Accept at most 100 orders at a time.'),
});
export const orderBulkAcceptReply = z.object({
  accepted: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), message: z.string() })),
});
export type OrderBulkAcceptReply = z.infer<typeof orderBulkAcceptReply>;

/** POST /api/console/orders/{id}/lines/{lineId}/cancel: the reseller cancels an item; `refund` (rupees) for less than the full refund. */
export const orderLineCancelRequest = z.object({
  reason: reasonField,
  refund: rupees(orderMessages.refund, 0.01).optional(),
});
export type OrderLineCancelRequest = z.input<typeof orderLineCancelRequest>;
