import { z } from 'zod';
import { rowId } from './fields.ts';

/** Ours: the shopper's GST invoice (GET Get_OrderInvoice?order_id=), a PDF once the order has shipped. */
export const orderInvoiceRequest = z.object({ order_id: rowId('order_id must be an order number.') });
