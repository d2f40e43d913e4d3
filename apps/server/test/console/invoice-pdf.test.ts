import { expect, it } from 'vitest';
import { amountInWords } from '@haat/shared/rules';
import { invoiceFigures, type InvoiceLineInput } from '../../src/services/invoices/invoice-figures.ts';
import { renderInvoicePdf } from '../../src/services/invoices/invoice-pdf.ts';
import { pdfSafe } from '../../src/services/invoices/pdf-document.ts';
import { pdfPageCount, pdfWords } from './pdf-text.ts';

const kurta: InvoiceLineInput = {
  name: 'Cotton Anarkali Kurta', size: 'M', color: 'Maroon', hsnCode: '6204', gstRateBp: 500, units: 1,
  unitPricePaise: 89_900, lineTotalPaise: 89_900, deliveryPaise: 4_000, invoiced: true,
};

function invoiceOf(lines: InvoiceLineInput[], buyerName = 'Asha Devi Verma') {
  const shippingPaise = lines.reduce((sum, l) => sum + l.deliveryPaise, 0);
  const figures = invoiceFigures({ totalPaise: lines.reduce((sum, l) => sum + l.lineTotalPaise, 0) + shippingPaise, shippingPaise, codFeePaise: 0 }, lines, false);
  return {
    number: '2026-27/000042', invoicedAt: '2026-11-26T05:00:00Z', orderId: 42, orderedAt: '2026-11-24T10:00:00Z', paymentMode: 'COD' as const, paid: false,
    seller: { shop_name: 'Rangrez', legal_name: 'Rangrez Textiles', legal_address: 'Jaipur 302022', legal_state: 'Rajasthan', gstin: '08AABCR1234F1ZS', grievance_name: '', grievance_email: '' },
    buyer: { name: buyerName, address1: '2 Temple Street', address2: '', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004', mobile: '9812345678', email: '' },
    figures, totalInWords: amountInWords(figures.totals.amountPaise),
  };
}

it('carries a long invoice over pages, headed "continued" and numbered, with the totals at the end', async () => {
  const lines = Array.from({ length: 45 }, (_, i) => ({ ...kurta, name: `Kurta number ${i + 1}` }));
  const pdf = await renderInvoicePdf(invoiceOf(lines));
  const pages = pdfPageCount(pdf);
  expect(pages).toBeGreaterThanOrEqual(2);
  const text = pdfWords(pdf);
  expect(text).toContain('Tax Invoice 2026-27/000042 (continued)');
  expect(text).toContain(`Page ${pages} of ${pages}`);
  expect(text).toContain('Kurta number 45');
  expect(text.indexOf('Invoice total')).toBeGreaterThan(text.indexOf('Kurta number 45'));
  expect(text).toContain(`Invoice total Rs. ${(45 * 939).toLocaleString('en-IN')}.00`);
});

it('draws what the built-in fonts cannot as "?", and drops accents they lack', async () => {
  expect(pdfSafe('Āsha Dévi “Verma” ₹ – आशा')).toBe('Asha Dévi “Verma” ? – ???');
  const text = pdfWords(await renderInvoicePdf(invoiceOf([kurta], 'Ṛtu आशा')));
  expect(text).toContain('Rtu ???');
});
