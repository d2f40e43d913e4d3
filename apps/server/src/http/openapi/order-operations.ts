import * as api from '@haat/shared/api';
import type { Operation } from './operation.ts';

const idempotencyKey = {
  name: api.idempotencyHeader,
  in: 'header',
  required: false,
  description: 'Makes the submit idempotent: the same key from the same customer answers the order the first submit made, '
    + 'and nothing is taken or charged again. 8 to 100 letters, digits, _ or -. Without it every submit is a new order.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
};

const orderId = {
  name: 'order_id', in: 'query', required: true, description: 'The order number (CoOrderID).',
  schema: { type: 'integer', minimum: 1 },
};

/** Placing, listing, cancelling and tracking the signed-in customer's orders; another customer's order is a 404. */
export const orderOperations: Operation[] = [
  {
    method: 'post', path: api.apiPaths.placeOrder, auth: true,
    summary: 'Place an order: prices, totals and stock from the database, all or nothing (404 address or product, 409 stock, 400 coupon). '
      + 'COD is placed at once; ONLINE holds the stock for 30 minutes and answers the payment provider\'s order (amount in paise, 10% off the items).',
    request: api.placeOrderRequest, reply: api.orderPlacedReply, parameters: [idempotencyKey],
  },
  { method: 'get', path: api.apiPaths.orderDetails, auth: true, summary: 'The customer\'s order lines, newest order first', reply: api.orderDetailsReply },
  {
    method: 'post', path: api.apiPaths.cancelOrderLine, auth: true,
    summary: 'Cancel one order line before it ships (409 when shipped or already cancelled); stock goes back, a paid line is refunded',
    request: api.cancelLineRequest, reply: api.cancelLineReply,
  },
  { method: 'get', path: api.apiPaths.orderTracking, auth: true, summary: 'One order\'s status and timeline, oldest event first', reply: api.trackingReply, parameters: [orderId] },
];
