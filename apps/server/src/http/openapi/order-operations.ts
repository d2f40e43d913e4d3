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

/** Placing, listing, cancelling and tracking the signed-in customer's orders; another customer's order is a 404. */
export const orderOperations: Operation[] = [
  {
    method: 'post', path: api.apiPaths.placeOrder, auth: true,
    summary: 'Place an order: prices, totals and stock from the database, all or nothing (404 address or product, 409 stock, 400 coupon). '
      + 'COD is placed at once; ONLINE holds the stock for 30 minutes and answers the payment provider\'s order (amount in paise, 10% off the items). '
      + 'COD needs captcha_id and captcha_code from New_CodCaptcha (ours): issued to this session, 10 minutes, one order; '
      + 'a wrong, spent, expired or other session\'s captcha is a 400 "Invalid Captcha. Please try again." and a wrong one is spent too.',
    request: api.placeOrderRequest, reply: api.orderPlacedReply, parameters: [idempotencyKey],
  },
  {
    method: 'post', path: api.apiPaths.newCodCaptcha, auth: true,
    summary: 'Ours: a captcha for a cash-on-delivery order. Its 4 digits come only as a picture (an SVG data: URL, drawn strokes, no text); '
      + 'captcha_id is signed for the signed-in session and answers one insert_Customer_Order within expires_in seconds (600).',
    reply: api.codCaptchaReply,
  },
  {
    method: 'get', path: api.apiPaths.codOptions, auth: true,
    summary: 'Ours: the shop\'s cash-on-delivery rules (on or off, smallest and largest order, fee, in rupees) and whether it stopped COD for this customer; '
      + 'insert_Customer_Order refuses a COD order they rule out, with the same message the checkout shows.',
    reply: api.codOptionsReply,
  },
  {
    method: 'get', path: api.apiPaths.codConfirmation, auth: true, query: api.codConfirmationRequest, reply: api.codConfirmationReply,
    summary: 'Ours (decision 044): where a COD order of a store that confirms them by code stands: its status (awaiting_confirmation, '
      + 'placed or later once confirmed, cod_unconfirmed once released), the masked mobile the code went to, and when it is released.',
  },
  {
    method: 'post', path: api.apiPaths.confirmCodOrder, auth: true, request: api.confirmCodOrderRequest, reply: api.confirmCodOrderReply,
    summary: 'Ours: confirms a COD order with the 6-digit code from the SMS. A code works once, for 10 minutes, and 5 wrong tries lock it '
      + '(400 with a message for wrong, expired or locked; 409 once the order was released). The order becomes placed, once however many '
      + 'confirmations race; 30 checks an hour per client address.',
  },
  {
    method: 'post', path: api.apiPaths.resendCodCode, auth: true, request: api.codConfirmationRequest, reply: api.resendCodCodeReply,
    summary: 'Ours: a new code for a COD order still waiting, replacing the old one. One every 30 seconds per order, 5 an hour per order '
      + 'and 20 an hour per client address (429 with Retry-After).',
  },
  { method: 'get', path: api.apiPaths.orderDetails, auth: true, summary: 'The customer\'s order lines, newest order first', reply: api.orderDetailsReply },
  {
    method: 'post', path: api.apiPaths.cancelOrderLine, auth: true,
    summary: 'Cancel one order line before it ships (409 when shipped or already cancelled); stock goes back, a paid line is refunded',
    request: api.cancelLineRequest, reply: api.cancelLineReply,
  },
  { method: 'get', path: api.apiPaths.orderTracking, auth: true, summary: 'One order\'s status and timeline, oldest event first', reply: api.trackingReply, query: api.trackingRequest },
  {
    method: 'get', path: api.apiPaths.orderInvoice, auth: true, file: 'application/pdf', query: api.orderInvoiceRequest,
    summary: 'Ours: the order\'s GST tax invoice as a PDF, once it has shipped (shipped, out for delivery or delivered); its number is issued '
      + 'on the first request if the seller has not printed it yet. 404 for another customer\'s order; 409 with a message before it ships, '
      + 'for an order that was not delivered, or while the seller\'s invoice details are incomplete.',
  },
];
