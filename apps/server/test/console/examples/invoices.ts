// A valid request for each invoice, packing-slip and legal-details call, for the role matrix and the fuzz test.
import type { Db } from '../../../src/db/database.ts';
import { insertOrderRow } from '../../support/order-rows.ts';
import type { ConsoleExamples, ExampleContext } from '../console-support.ts';

/** The fixture shop's legal details, as a seller in Rajasthan would fill them in. */
export const rajasthanSeller = {
  legal_name: 'Rangrez Textiles Private Limited',
  gstin: '08AABCR1234F1ZS',
  legal_address: 'Plot 14, Industrial Area Phase 2, Sitapura, Jaipur 302022',
  legal_state: 'Rajasthan',
  grievance_name: 'Meera Sharma',
  grievance_email: 'grievance@rangrez.test',
};

async function invoiceableOrder({ db, fx }: ExampleContext) {
  await db.updateTable('stores').set(rajasthanSeller).where('id', '=', fx.storeId).execute();
  const order = await insertOrderRow(db, { storeId: fx.storeId, status: 'confirmed', productIds: [fx.products.anarkali, fx.products.saree] });
  await rateLines(db, order.lineIds);
  return order.orderId;
}

async function rateLines(db: Db, lineIds: number[]): Promise<void> {
  await db.updateTable('order_lines').set({ hsn_code: '6204', gst_rate_bp: 500 }).where('id', 'in', lineIds).execute();
}

const newOrder = async ({ db, fx }: ExampleContext) => (await insertOrderRow(db, { storeId: fx.storeId, productIds: [fx.products.tiffin] })).orderId;

export const invoiceExamples: ConsoleExamples = {
  invoicePdf: async (context) => ({ params: { id: await invoiceableOrder(context) } }),
  packingSlipPdf: async (context) => ({ params: { id: await newOrder(context) } }),
  packingSlipsPdf: async (context) => ({ body: { ids: [await newOrder(context), await newOrder(context)] } }),
  storeLegal: () => ({}),
  storeLegalUpdate: () => ({ body: rajasthanSeller }),
};
