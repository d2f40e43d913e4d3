import { z } from 'zod';
import type { OrderStatusName } from '../rules/order-status.ts';
import { rowId } from './fields.ts';

/** Ours: the shopper's GST invoice (GET Get_OrderInvoice?order_id=), a PDF once the order has shipped. */
export const orderInvoiceRequest = z.object({ order_id: rowId('order_id must be an order number.') });

/** The statuses in which the shopper may download the invoice: shipped, on its way, or delivered. */
export const shopperInvoiceStatuses = ['shipped', 'out_for_delivery', 'delivered'] as const satisfies readonly OrderStatusName[];

export const shopperInvoiceMessages = {
  notShipped: 'The invoice can be downloaded once your order has shipped.',
  notDelivered: 'This order was not delivered, so it has no invoice.',
  notReady: 'The invoice for this order is not ready yet. Please try again later, or contact the shop.',
} as const;
