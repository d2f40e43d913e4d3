import type { OrderStatusName } from '../rules/order-status.ts';

// Apart from the request schema (invoices.ts), so that the orders page's bundle takes these without zod.

/** The statuses in which the shopper may download the invoice: shipped, on its way, or delivered. */
export const shopperInvoiceStatuses = ['shipped', 'out_for_delivery', 'delivered'] as const satisfies readonly OrderStatusName[];

export const shopperInvoiceMessages = {
  notShipped: 'The invoice can be downloaded once your order has shipped.',
  notDelivered: 'This order was not delivered, so it has no invoice.',
  notReady: 'The invoice for this order is not ready yet. Please try again later, or contact the shop.',
} as const;
