import { messages } from '@haat/shared/rules';
import { shopperInvoiceMessages, shopperInvoiceStatuses } from '@haat/shared/api';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../../db/schema.ts';
import type { CustomerOwner } from '../accounts/customers.ts';
import { ConsoleRefusal } from '../console/refusal.ts';
import { OrderRefusal } from '../orders/order-refusal.ts';
import { loadInvoiceDocument } from './invoice-document.ts';
import { ensureInvoiceNumber } from './invoice-issue.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const downloadable: readonly OrderStatus[] = shopperInvoiceStatuses;
/** Orders that will never reach the shopper: no invoice for them, even if one was issued to the seller. */
const undelivered: readonly OrderStatus[] = ['cancelled', 'declined', 'payment_expired', 'rto'];

/**
 * The shopper's own invoice, once the order has shipped: its number is issued now if the seller
 * has not printed it yet (no staff member: the audit row names none). Someone else's order is not
 * found; an order not shipped yet, or one that never will be, is refused with a message.
 */
export async function shopperInvoicePdf(db: Db, owner: CustomerOwner, orderId: number, now: Date): Promise<{ pdf: Buffer; filename: string }> {
  const order = await db.selectFrom('orders').select('status')
    .where('id', '=', orderId).where('store_id', '=', owner.storeId).where('customer_id', '=', owner.customerId).executeTakeFirst();
  if (!order) throw new OrderRefusal('not-found', messages.orderNotFound);
  if (!downloadable.includes(order.status)) {
    throw new OrderRefusal('conflict', undelivered.includes(order.status) ? shopperInvoiceMessages.notDelivered : shopperInvoiceMessages.notShipped);
  }
  let number: string;
  try {
    number = await ensureInvoiceNumber(db, { actor: { storeId: owner.storeId, staffId: null }, customerId: owner.customerId }, orderId, now);
  } catch (error) {
    if (!(error instanceof ConsoleRefusal)) throw error;
    // The seller's legal details or an item's GST rate are missing: the seller's to fix, not the shopper's.
    throw error.kind === 'not-found' ? new OrderRefusal('not-found', messages.orderNotFound) : new OrderRefusal('conflict', shopperInvoiceMessages.notReady);
  }
  const pdf = await renderInvoicePdf(await loadInvoiceDocument(db, owner.storeId, orderId));
  return { pdf, filename: `invoice-${number.replace('/', '-')}.pdf` };
}
