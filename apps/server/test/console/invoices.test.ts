import { beforeAll, expect, it } from 'vitest';
import { shopperInvoiceMessages } from '@haat/shared/api';
import { invoiceMessages, legalMessages } from '@haat/shared/console-api';
import { financialYearOf, messages } from '@haat/shared/rules';
import { loadInvoiceDocument } from '../../src/services/invoices/invoice-document.ts';
import { ensureInvoiceNumber } from '../../src/services/invoices/invoice-issue.ts';
import { apiSuite } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';
import { insertOrderRow } from '../support/order-rows.ts';
import { orderHelpers } from '../support/orders.ts';
import { pdfPageCount, pdfWords } from './pdf-text.ts';

/** A seller registered in Telangana, where the test shopper's address is: her orders are CGST + SGST. */
const telanganaSeller = {
  legal_name: 'Rangrez Textiles Private Limited',
  gstin: '36AABCR1234F1ZT',
  legal_address: '8-2-293 Road No. 12, Banjara Hills, Hyderabad 500034',
  legal_state: 'Telangana',
  grievance_name: 'Meera Sharma',
  grievance_email: 'grievance@rangrez.test',
};


describeEachEngine('GST invoices, packing slips and the seller’s legal details', (engine) => {
  const suite = apiSuite(engine);
  const h = orderHelpers(suite);
  const db = () => suite.test.db;
  const p = () => suite.fx.products;
  let owner: SignedInStaff;
  let packer: SignedInStaff;

  beforeAll(async () => {
    owner = await signedInStaff(suite.api, db(), suite.fx.storeId, 'owner');
    packer = await signedInStaff(suite.api, db(), suite.fx.storeId, 'packer');
    await owner.client.storeLegalUpdate(telanganaSeller);
    const rate = (id: number, hsn: string | null, bp: number | null) => db().updateTable('products').set({ hsn_code: hsn, gst_rate_bp: bp }).where('id', '=', id).execute();
    await rate(p().anarkali, '6204', 500);
    await rate(p().straight, '6204', 500);
    await rate(p().saree, '50072010', 500);
    await rate(p().tiffin, '7323', 1200);
  });

  /** An accepted order written straight to the database (ship state Tamil Nadu), its lines without rates of their own. */
  const acceptedRow = (productIds = [p().anarkali], unitPaise = 54_900) =>
    insertOrderRow(db(), { storeId: suite.fx.storeId, status: 'confirmed', productIds, unitPaise });

  const lastSerial = async (at = suite.api.clock.now()) => (await db().selectFrom('invoice_series').select('last_serial')
    .where('store_id', '=', suite.fx.storeId).where('financial_year', '=', financialYearOf(at)).executeTakeFirst())?.last_serial ?? 0;

  const numberOf = async (orderId: number) => (await db().selectFrom('orders').select('invoice_number').where('id', '=', orderId).executeTakeFirstOrThrow()).invoice_number;

  async function pdfOf(reply: Response): Promise<Buffer> {
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await reply.arrayBuffer());
  }

  it('issues 50 distinct numbers, gapless from the series’ next, to 50 orders invoiced at once', async () => {
    const before = await lastSerial();
    const orders = await Promise.all(Array.from({ length: 50 }, () => acceptedRow()));
    const replies = await Promise.all(orders.map(({ orderId }) => packer.client.invoicePdf(orderId)));
    for (const reply of replies) await pdfOf(reply);
    const numbers = await Promise.all(orders.map(({ orderId }) => numberOf(orderId)));
    const fy = financialYearOf(suite.api.clock.now());
    const serials = numbers.map((n) => {
      expect(n).toMatch(new RegExp(`^${fy}/\\d{6}$`));
      expect(n!.length).toBeLessThanOrEqual(16);
      return Number(n!.slice(8));
    }).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
    expect(await lastSerial()).toBe(before + 50);
    expect(replies[0]!.headers.get('content-disposition')).toMatch(/^inline; filename="invoice-\d{4}-\d{2}-\d{6}\.pdf"$/);
  });

  it('gives one number to one order however many ask at once, and the same one ever after', async () => {
    const before = await lastSerial();
    const { orderId } = await acceptedRow();
    const pdfs = await Promise.all(Array.from({ length: 10 }, async () => pdfOf(await owner.client.invoicePdf(orderId))));
    const number = await numberOf(orderId);
    expect(await lastSerial()).toBe(before + 1);
    for (const pdf of pdfs) expect(pdfWords(pdf)).toContain(`Invoice number ${number}`);
    expect(pdfWords(await pdfOf(await packer.client.invoicePdf(orderId)))).toContain(number);
    const audit = await db().selectFrom('audit_log').select(['action', 'staff_id', 'after']).where('entity_type', '=', 'order').where('entity_id', '=', orderId).execute();
    expect(audit.map((a) => a.action)).toEqual(['order.invoice']);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ invoice_number: number });
  });

  it('starts each financial year’s series at 1, on 1 April Indian time', async () => {
    const asker = { actor: { storeId: suite.fx.storeId, staffId: null } };
    const [a, b, c] = [await acceptedRow(), await acceptedRow(), await acceptedRow()];
    expect(await ensureInvoiceNumber(db(), asker, a.orderId, new Date('2031-03-31T23:59:00+05:30'))).toBe('2030-31/000001');
    expect(await ensureInvoiceNumber(db(), asker, b.orderId, new Date('2031-03-31T18:31:00Z'))).toBe('2031-32/000001');
    expect(await ensureInvoiceNumber(db(), asker, c.orderId, new Date('2031-06-01T10:00:00+05:30'))).toBe('2031-32/000002');
    expect(await ensureInvoiceNumber(db(), asker, b.orderId, new Date('2032-06-01T10:00:00+05:30'))).toBe('2031-32/000001');
  });

  it('splits CGST and SGST for a delivery in the seller’s state, to the paisa, adding up to the order total, in figures and in words', async () => {
    const me = await h.shopper();
    await h.setStock(p().anarkali, 'S', 5);
    await h.setStock(p().saree, 'Free Size', 5);
    const placed = await me.client.placeOrder({
      addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().anarkali, quantity: 2, size: 'S' }, { asinid: p().saree, quantity: 1 }],
    }, 'invoice-intra-01');
    // The rates as bought are on the lines.
    expect((await h.linesOf(placed.order_id)).map((l) => [l.hsn_code, l.gst_rate_bp])).toEqual([['6204', 500], ['50072010', 500]]);
    await h.moveTo(placed.order_id, 'confirmed');

    const text = pdfWords(await pdfOf(await packer.client.invoicePdf(placed.order_id)));
    const number = await numberOf(placed.order_id);
    for (const expected of [
      'Tax Invoice', `Invoice number ${number}`, `Order number #${placed.order_id}`, 'Rangrez Textiles Private Limited', 'GSTIN: 36AABCR1234F1ZT',
      'State: Telangana (code 36)', 'Place of supply Telangana (code 36)', 'Asha Devi Verma', 'Mobile: 9876543210',
      // Kurta: 2 × ₹899 = ₹1,798 at 5 %: CGST and SGST ₹42.81 each, taxable ₹1,712.38.
      'Cotton Anarkali Kurta Size: S', '6204 2 899.00 0.00 1,712.38 5% 42.81 @ 2.5% 42.81 @ 2.5% 1,798.00',
      // Saree: ₹5,999 at 5 %: ₹142.83 each, taxable ₹5,713.34.
      '50072010 1 5,999.00 0.00 5,713.34 5% 142.83 @ 2.5% 142.83 @ 2.5% 5,999.00',
      // Delivery ₹80 taxed with the kurtas at 5 %.
      'Delivery charges Taxed with the goods they carry 76.20 5% 1.90 @ 2.5% 1.90 @ 2.5% 80.00',
      'Total 3 0.00 7,501.92 187.54 187.54 7,877.00',
      'Taxable value Rs. 7,501.92 CGST Rs. 187.54 SGST Rs. 187.54 Invoice total Rs. 7,877.00',
      'Rupees Seven Thousand Eight Hundred Seventy-Seven Only',
      'Grievance officer: Meera Sharma, grievance@rangrez.test',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
    const order = await db().selectFrom('orders').select('total_paise').where('id', '=', placed.order_id).executeTakeFirstOrThrow();
    expect(order.total_paise).toBe(787_700);
  });

  it('charges IGST for a delivery to another state, taking rates the lines lack from their products at issue', async () => {
    const { orderId, lineIds } = await acceptedRow([p().tiffin, p().anarkali]);
    const text = pdfWords(await pdfOf(await owner.client.invoicePdf(orderId)));
    for (const expected of [
      'Place of supply Tamil Nadu (code 33)',
      // ₹549 at 12 %: IGST ₹58.82; at 5 %: ₹26.14.
      '7323 1 549.00 0.00 490.18 12% 58.82 @ 12% 549.00',
      '6204 1 549.00 0.00 522.86 5% 26.14 @ 5% 549.00',
      'Total 2 0.00 1,013.04 84.96 1,098.00',
      'Taxable value Rs. 1,013.04 IGST Rs. 84.96 Invoice total Rs. 1,098.00',
      'Rupees One Thousand Ninety-Eight Only',
    ]) expect(text).toContain(expected);
    expect(text).not.toMatch(/CGST|SGST/);
    // Frozen on the lines, so a later change of the product's rate cannot change this invoice.
    const lines = await db().selectFrom('order_lines').select(['id', 'hsn_code', 'gst_rate_bp']).where('id', 'in', lineIds).orderBy('id').execute();
    expect(lines.map((l) => [l.hsn_code, l.gst_rate_bp])).toEqual([['7323', 1200], ['6204', 500]]);
  });

  it('shares an online discount over the lines so the invoice adds up to exactly what was paid', async () => {
    const me = await h.shopper();
    const paid = await h.paidOnlineOrder(me, 'invoice-online-01');
    await h.moveTo(paid.order_id, 'confirmed');
    await ensureInvoiceNumber(db(), { actor: { storeId: suite.fx.storeId, staffId: null } }, paid.order_id, suite.api.clock.now());
    const invoice = await loadInvoiceDocument(db(), suite.fx.storeId, paid.order_id);
    const { lines, delivery, totals } = invoice.figures;
    expect(totals.amountPaise).toBe(paid.amount);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(paid.amount);
    expect([...lines, ...delivery].reduce((sum, row) => sum + row.tax.amountPaise, 0)).toBe(paid.amount);
    // 10 % off the items (₹309), shared in proportion to their prices.
    expect(lines.map((l) => l.discountPaise)).toEqual([17_939, 12_961]);
    expect(invoice.totalInWords).toBe('Rupees Two Thousand Eight Hundred Sixty-Eight Only');
  });

  it('refuses an invoice before acceptance, for an order cancelled without one, without legal details or a GST rate, and for another shop', async () => {
    const before = await lastSerial();
    const placed = await insertOrderRow(db(), { storeId: suite.fx.storeId, status: 'placed', productIds: [p().anarkali] });
    const early = await consoleRefusal(packer.client.invoicePdf(placed.orderId));
    expect([early.status, early.message]).toEqual([409, invoiceMessages.tooEarly(placed.orderId, 'Order Placed')]);
    const cancelled = await insertOrderRow(db(), { storeId: suite.fx.storeId, status: 'cancelled', productIds: [p().anarkali] });
    expect((await consoleRefusal(packer.client.invoicePdf(cancelled.orderId))).message).toBe(invoiceMessages.noInvoice(cancelled.orderId, 'Cancelled'));

    const unrated = await acceptedRow([p().holi, p().anarkali]);
    expect((await consoleRefusal(packer.client.invoicePdf(unrated.orderId))).message).toBe(invoiceMessages.rateMissing('“HOLI T-SHIRT”'));

    const { orderId } = await acceptedRow();
    await db().updateTable('stores').set({ gstin: '' }).where('id', '=', suite.fx.storeId).execute();
    try {
      const noLegal = await consoleRefusal(packer.client.invoicePdf(orderId));
      expect([noLegal.status, noLegal.message]).toEqual([409, invoiceMessages.legalMissing]);
      expect((await owner.client.storeLegal()).invoice_ready).toBe(false);
    } finally {
      await db().updateTable('stores').set({ gstin: telanganaSeller.gstin }).where('id', '=', suite.fx.storeId).execute();
    }
    const stranger = await signedInStaff(suite.api, db(), suite.fx.otherStoreId, 'owner', 'other.example');
    expect((await consoleRefusal(stranger.client.invoicePdf(orderId))).status).toBe(404);
    expect((await consoleRefusal(packer.client.invoicePdf(987_654))).status).toBe(404);
    // Nothing was numbered by any refusal.
    expect(await lastSerial()).toBe(before);
    expect(await numberOf(orderId)).toBeNull();
    await pdfOf(await packer.client.invoicePdf(orderId));
    expect(await lastSerial()).toBe(before + 1);
  });

  it('keeps the seller’s legal details checked and audited: GSTIN check digit and state, e-mail, field by field', async () => {
    const badCheck = await consoleRefusal(owner.client.storeLegalUpdate({ ...telanganaSeller, gstin: '36AABCR1234F1ZX' }));
    expect([badCheck.status, badCheck.fields]).toEqual([400, { gstin: legalMessages.gstinCheck }]);
    const badShape = await consoleRefusal(owner.client.storeLegalUpdate({ ...telanganaSeller, gstin: '36-AABCR' }));
    expect(badShape.fields).toEqual({ gstin: legalMessages.gstin });
    const elsewhere = await consoleRefusal(owner.client.storeLegalUpdate({ ...telanganaSeller, gstin: '08AABCR1234F1ZS' }));
    expect(elsewhere.fields).toEqual({ legal_state: legalMessages.gstinStateMismatch('Rajasthan', '08') });
    const badMail = await consoleRefusal(owner.client.storeLegalUpdate({ ...telanganaSeller, grievance_email: 'not an address', legal_state: 'Narnia' }));
    expect(badMail.fields).toMatchObject({ grievance_email: legalMessages.grievanceEmail, legal_state: legalMessages.legalState });
    expect((await consoleRefusal(packer.client.storeLegal())).status).toBe(403);

    const saved = await owner.client.storeLegalUpdate({ ...telanganaSeller, gstin: ' 36aabcr1234f1zt ', legal_name: 'Rangrez Textiles Pvt Ltd' });
    expect(saved).toEqual({ ...telanganaSeller, legal_name: 'Rangrez Textiles Pvt Ltd', invoice_ready: true });
    const audit = await db().selectFrom('audit_log').select(['before', 'after', 'staff_id']).where('action', '=', 'store.legal_update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before!), JSON.parse(audit.after!), audit.staff_id])
      .toEqual([{ legal_name: telanganaSeller.legal_name }, { legal_name: 'Rangrez Textiles Pvt Ltd' }, owner.id]);
    await owner.client.storeLegalUpdate(telanganaSeller);
  });

  it('prints an invoice with the seller’s details as they were when it was issued', async () => {
    const { orderId } = await acceptedRow();
    await packer.client.invoicePdf(orderId);
    await owner.client.storeLegalUpdate({ ...telanganaSeller, legal_address: 'A new office, Secunderabad 500003' });
    try {
      const text = pdfWords(await pdfOf(await packer.client.invoicePdf(orderId)));
      expect(text).toContain(telanganaSeller.legal_address);
      expect(text).not.toContain('A new office');
    } finally {
      await owner.client.storeLegalUpdate(telanganaSeller);
    }
  });

  it('lets the shopper download the invoice of her own order once it has shipped, and no sooner', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 5);
    const placed = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 1 }] }, 'invoice-shopper-01');
    const download = (orderId: number | string, token = me.token) => h.get(`/api/Get_OrderInvoice?order_id=${orderId}`, token);
    const early = await download(placed.order_id);
    expect([early.status, (await early.json()).message]).toEqual([409, shopperInvoiceMessages.notShipped]);
    const refused = await me.client.getOrderInvoice(placed.order_id).then(() => null, (e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, message: shopperInvoiceMessages.notShipped });
    await h.moveTo(placed.order_id, 'packed');
    expect((await download(placed.order_id)).status).toBe(409);
    await h.moveTo(placed.order_id, 'shipped');

    const reply = await download(placed.order_id);
    const text = pdfWords(await pdfOf(reply));
    const number = await numberOf(placed.order_id);
    expect(number).not.toBeNull();
    expect(text).toContain(`Invoice number ${number}`);
    expect(text).toContain('Rupees Five Thousand Nine Hundred Ninety-Nine Only');
    expect(reply.headers.get('content-disposition')).toBe(`inline; filename="invoice-${number!.replace('/', '-')}.pdf"`);
    // The typed client hands the storefront the same PDF to stream on.
    expect(pdfWords(await pdfOf(await me.client.getOrderInvoice(placed.order_id)))).toContain(`Invoice number ${number}`);
    // Issued by the shopper's download: the audit row names no staff member.
    const audit = await db().selectFrom('audit_log').select('staff_id').where('action', '=', 'order.invoice').where('entity_id', '=', placed.order_id).execute();
    expect(audit).toEqual([{ staff_id: null }]);
    // The seller's copy carries the same number.
    expect(pdfWords(await pdfOf(await packer.client.invoicePdf(placed.order_id)))).toContain(number);

    const other = await h.shopper();
    const foreign = await download(placed.order_id, other.token);
    expect([foreign.status, (await foreign.json()).message]).toEqual([404, messages.orderNotFound]);
    expect((await download('abc')).status).toBe(400);
    expect((await suite.api.raw(`/api/Get_OrderInvoice?order_id=${placed.order_id}`)).status).toBe(401);

    await owner.client.orderMove(placed.order_id, { status: 'rto' });
    const returned = await download(placed.order_id);
    expect([returned.status, (await returned.json()).message]).toEqual([409, shopperInvoiceMessages.notDelivered]);
  });

  it('prints a packing slip with the address, mobile, items and the cash to collect, and many in one PDF', async () => {
    const me = await h.shopper();
    await h.setStock(p().saree, 'Free Size', 5);
    const cod = await me.client.placeOrder({ addressid: me.addressId, paymentmode: 'COD', orders: [{ asinid: p().saree, quantity: 2 }] }, 'invoice-slip-01');
    const slip = pdfWords(await pdfOf(await packer.client.packingSlipPdf(cod.order_id)));
    for (const expected of [
      `Order #${cod.order_id}`, 'CASH ON DELIVERY', 'Collect Rs. 11,998.00', 'Ship to Asha Devi Verma', '14 Lake View Road, Banjara Hills',
      'Hyderabad - 500034', 'Telangana', 'Mobile: 9876543210', '1 Banarasi Silk Saree Free Size - - 2', '1 item 2',
    ]) expect(slip).toContain(expected);

    const paid = await h.paidOnlineOrder(me, 'invoice-slip-02');
    const rows = await Promise.all([acceptedRow(), acceptedRow()]);
    const ids = [paid.order_id, cod.order_id, ...rows.map((r) => r.orderId)];
    const reply = await packer.client.packingSlipsPdf(ids);
    expect(reply.headers.get('content-disposition')).toBe('inline; filename="packing-slips-4-orders.pdf"');
    const pdf = await pdfOf(reply);
    expect(pdfPageCount(pdf)).toBe(4);
    const text = pdfWords(pdf);
    // One page per order, in the order asked.
    const places = ids.map((id) => text.indexOf(`Order #${id} `));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual(places.toSorted((a, b) => a - b));
    expect(text).toContain('PREPAID Collect nothing on delivery');
    expect(text).toContain('1 Cotton Anarkali Kurta S - - 2 2 Rayon Straight Kurta S - - 1 2 items 3');

    const cancelled = await insertOrderRow(db(), { storeId: suite.fx.storeId, status: 'cancelled', productIds: [p().tiffin] });
    const refusedAll = await consoleRefusal(packer.client.packingSlipsPdf([cod.order_id, cancelled.orderId]));
    expect([refusedAll.status, refusedAll.message]).toEqual([409, invoiceMessages.noSlip(cancelled.orderId, 'Cancelled')]);
    const foreign = await consoleRefusal(packer.client.packingSlipsPdf([cod.order_id, 987_654]));
    expect([foreign.status, foreign.message]).toEqual([404, invoiceMessages.slipsNotFound([987_654])]);
    expect((await consoleRefusal(packer.client.packingSlipsPdf([]))).status).toBe(400);
    expect((await consoleRefusal(packer.client.packingSlipsPdf(Array.from({ length: 101 }, (_, i) => i + 1)))).status).toBe(400);
  });
});
