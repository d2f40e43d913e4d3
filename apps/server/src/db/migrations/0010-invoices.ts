import type { Kysely } from 'kysely';
import { withStore } from './helpers.ts';

const legalColumns = ['legal_name', 'gstin', 'legal_address', 'legal_state', 'grievance_name', 'grievance_email'];

/**
 * GST tax invoices (issue 16): the seller's legal details an invoice and the storefront's footer
 * print; each order line's HSN code and GST rate as bought; an order's invoice number, when it
 * was issued and the seller's details as printed on it; and one counter per store and financial
 * year, from which numbers are taken with one atomic upsert in the transaction that stamps the
 * order, so they are never skipped nor reused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of legalColumns) {
    await db.schema.alterTable('stores').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }

  await db.schema.alterTable('order_lines').addColumn('hsn_code', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('gst_rate_bp', 'integer').execute();

  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('invoiced_at', 'text').execute();
  // JSON: the seller's legal name, address, state and GSTIN when the number was issued; a later
  // change of address or GSTIN must not rewrite an invoice already given.
  await db.schema.alterTable('orders').addColumn('invoice_seller', 'text').execute();
  // Orders without an invoice (NULL) stand side by side on both engines.
  await db.schema.createIndex('orders_store_invoice_number').on('orders').columns(['store_id', 'invoice_number']).unique().execute();

  await withStore(db.schema.createTable('invoice_series'))
    // '2026-27': April to March, Indian time.
    .addColumn('financial_year', 'text', (c) => c.notNull())
    // The last serial issued in that year; the next invoice takes this + 1.
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_series_pk', ['store_id', 'financial_year'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_series').execute();
  await db.schema.dropIndex('orders_store_invoice_number').execute();
  for (const column of ['invoice_seller', 'invoiced_at', 'invoice_number']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  for (const column of ['gst_rate_bp', 'hsn_code']) {
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  }
  for (const column of legalColumns.toReversed()) {
    await db.schema.alterTable('stores').dropColumn(column).execute();
  }
}
