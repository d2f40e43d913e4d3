import { invoiceMessages, invoiceStatuses, orderMessages } from '@haat/shared/console-api';
import { financialYearOf, invoiceNumber, isRowId, statusLabel } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { writeAudit, type Actor } from '../console/audit.ts';
import { ConsoleRefusal } from '../console/refusal.ts';
import { takeInvoiceSerial } from './invoice-series.ts';
import { isInvoiceReady } from './store-legal.ts';

/** The seller as an invoice prints it, kept on the order when its number is issued (orders.invoice_seller). */
export interface InvoiceSeller {
  shop_name: string;
  legal_name: string;
  legal_address: string;
  legal_state: string;
  gstin: string;
  grievance_name: string;
  grievance_email: string;
}

/** Who asks for an invoice: staff of the store, or the shopper whose order it is (customerId). */
export interface InvoiceAsker {
  actor: Actor;
  customerId?: number;
}

const issuable: readonly OrderStatus[] = invoiceStatuses;
/** Statuses before acceptance: the invoice comes later. The rest of the non-issuable ones ended the order. */
const beforeAcceptance: readonly OrderStatus[] = ['pending_payment', 'placed'];

/** A line without a GST rate of its own (bought before rates were kept) takes its product's, frozen at issue. */
interface RateFill {
  lineId: number;
  hsnCode: string | null;
  gstRateBp: number;
}

/**
 * Makes sure the order has its invoice number, issuing it on the first request from acceptance
 * on: one transaction claims the order (a conditional update, so of several requests at once
 * one issues and the others find its number), takes the next serial of the store's series for
 * this financial year (invoice-series.ts), stamps the number, the date and the seller's details
 * as printed, freezes any missing line rates, and writes the audit row. Refused when the order is
 * not this store's (or shopper's), not accepted yet, ended without an invoice, when the seller's
 * legal details are missing or an item has no GST rate. Answers the invoice number.
 */
export async function ensureInvoiceNumber(db: Db, asker: InvoiceAsker, orderId: number, now: Date): Promise<string> {
  const { storeId } = asker.actor;
  const order = await findOrder(db, asker, orderId);
  if (order.invoice_number) return order.invoice_number;
  if (!issuable.includes(order.status)) throw statusRefusal(orderId, order.status);

  const seller = await sellerOf(db, storeId);
  if (!isInvoiceReady(seller)) throw new ConsoleRefusal('conflict', invoiceMessages.legalMissing);
  const fills = await missingRates(db, orderId);

  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    // The claim: it waits for (PostgreSQL) or follows (SQLite) any other issue of this order, and
    // then finds the number set, so it changes nothing and takes no serial.
    const claimed = await trx.updateTable('orders').set({ invoiced_at: at })
      .where('id', '=', orderId).where('store_id', '=', storeId).where('invoice_number', 'is', null).where('status', 'in', issuable)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const financialYear = financialYearOf(now);
    const number = invoiceNumber(financialYear, await takeInvoiceSerial(trx, storeId, financialYear));
    await trx.updateTable('orders').set({ invoice_number: number, invoice_seller: JSON.stringify(seller) }).where('id', '=', orderId).execute();
    for (const fill of fills) {
      await trx.updateTable('order_lines').set({ hsn_code: fill.hsnCode, gst_rate_bp: fill.gstRateBp })
        .where('id', '=', fill.lineId).where('gst_rate_bp', 'is', null).execute();
    }
    await writeAudit(trx, asker.actor, { action: 'order.invoice', entityType: 'order', entityId: orderId, after: { invoice_number: number, financial_year: financialYear } }, now);
  });

  const after = await findOrder(db, asker, orderId);
  if (after.invoice_number) return after.invoice_number;
  // The order moved out of the invoiceable statuses between the check and the claim.
  throw statusRefusal(orderId, after.status);
}

async function findOrder(db: Db, asker: InvoiceAsker, orderId: number) {
  if (!isRowId(orderId)) throw new ConsoleRefusal('not-found', orderMessages.notFound(orderId));
  let query = db.selectFrom('orders').select(['id', 'status', 'invoice_number'])
    .where('id', '=', orderId).where('store_id', '=', asker.actor.storeId);
  if (asker.customerId !== undefined) query = query.where('customer_id', '=', asker.customerId);
  const order = await query.executeTakeFirst();
  if (!order) throw new ConsoleRefusal('not-found', orderMessages.notFound(orderId));
  return order;
}

function statusRefusal(orderId: number, status: OrderStatus): ConsoleRefusal {
  const label = statusLabel(status);
  return new ConsoleRefusal('conflict', beforeAcceptance.includes(status) ? invoiceMessages.tooEarly(orderId, label) : invoiceMessages.noInvoice(orderId, label));
}

async function sellerOf(db: Db, storeId: number): Promise<InvoiceSeller> {
  const store = await db.selectFrom('stores')
    .select(['name', 'legal_name', 'legal_address', 'legal_state', 'gstin', 'grievance_name', 'grievance_email'])
    .where('id', '=', storeId).executeTakeFirstOrThrow();
  const { name, ...legal } = store;
  return { shop_name: name, ...legal };
}

/**
 * The rates the order's active lines (those the invoice will show) lack, from their products as
 * they are now (orders placed before lines kept their rate). A line whose product has none
 * either, or is gone, stops the invoice: a tax invoice with a guessed rate would be wrong in
 * law, so the refusal names the items for a manager to fix.
 */
async function missingRates(db: Db, orderId: number): Promise<RateFill[]> {
  const lines = await db.selectFrom('order_lines')
    .leftJoin('products', 'products.id', 'order_lines.product_id')
    .select(['order_lines.id', 'order_lines.name', 'products.hsn_code', 'products.gst_rate_bp'])
    .where('order_lines.order_id', '=', orderId).where('order_lines.status', '=', 'active').where('order_lines.gst_rate_bp', 'is', null)
    .orderBy('order_lines.id').execute();
  const unrated = lines.filter((line) => line.gst_rate_bp === null);
  if (unrated.length > 0) {
    const names = [...new Set(unrated.map((line) => `“${line.name}”`))];
    throw new ConsoleRefusal('conflict', invoiceMessages.rateMissing(names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`));
  }
  return lines.map((line) => ({ lineId: line.id, hsnCode: line.hsn_code, gstRateBp: line.gst_rate_bp! }));
}
