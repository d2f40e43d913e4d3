import * as api from '@haat/shared/api';
import { paymentWebhookBody, paymentWebhookReply } from '../payments.ts';
import type { Operation } from './operation.ts';

/** Paying for an online order: the payment window's success call, and the provider's webhook. */
export const paymentOperations: Operation[] = [
  {
    method: 'post', path: api.apiPaths.confirmPayment, auth: true,
    summary: 'Confirm an online payment with what the payment window\'s handler received. The signature HMAC-SHA256(order_id|payment_id) is checked against the order id the server stored '
      + '(400 when it does not match, nothing recorded), and the amount with the provider; the customer\'s own order only (404 otherwise). A replay answers 200 "This payment has already been recorded." '
      + 'and changes nothing; a payment for an order whose time to pay has passed and whose items are gone is refunded (409)',
    request: api.paymentConfirmRequest, reply: api.paymentConfirmReply,
  },
  {
    method: 'post', path: api.apiPaths.paymentWebhook,
    summary: 'Razorpay\'s webhook (no session): the raw body must carry X-Razorpay-Signature, HMAC-SHA256 under the webhook secret (400 otherwise). Events are handled once per X-Razorpay-Event-Id '
      + '(a repeat answers "duplicate"). payment.captured and order.paid record the payment as order_final does; payment.failed goes on the order\'s timeline; other events are acknowledged and ignored',
    request: paymentWebhookBody, reply: paymentWebhookReply,
  },
  {
    method: 'get', path: api.apiPaths.orderPayment, auth: true,
    query: api.orderPaymentRequest,
    summary: 'One of the customer\'s own orders as the payment and confirmation pages show it: amount in paise, the provider order id, key and checkout script while it awaits '
      + 'payment, totals in rupees, items and the delivery address as ordered (404 for anyone else\'s order)',
    reply: api.orderPaymentReply,
  },
];
