import { gstStateCodeOf, gstinState } from '@haat/shared/rules';
import type { InvoiceDocument } from './invoice-document.ts';
import type { InvoiceFigures } from './invoice-figures.ts';
import { colours, contentWidth, figure, indianDate, newPdf, numberPages, page, renderPdf, rule, rupeesText, write, type Pdf } from './pdf-document.ts';
import { drawTable, type TableColumn, type TableRow } from './pdf-table.ts';

const left = page.margin;
const right = page.width - page.margin;
const metaWidth = 200;

/** A GST rate in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
function percent(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

function stateWithCode(state: string, gstin?: string): string {
  const code = (gstin && gstinState(gstin) === state ? gstin.slice(0, 2) : null) ?? gstStateCodeOf(state);
  return code ? `${state} (code ${code})` : state;
}

/** Seller on the left, the invoice's own facts on the right; answers the y below both. */
function drawParties(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const { seller, buyer } = invoice;
  const sellerWidth = contentWidth - metaWidth - 20;
  let y = write(doc, 'Sold by', left, top, { width: sellerWidth, size: 7.5, colour: colours.muted });
  y = write(doc, seller.legal_name, left, y + 1, { width: sellerWidth, size: 11, bold: true });
  if (seller.shop_name && seller.shop_name !== seller.legal_name) y = write(doc, `Trading as ${seller.shop_name}`, left, y, { width: sellerWidth });
  y = write(doc, seller.legal_address, left, y + 2, { width: sellerWidth });
  y = write(doc, `State: ${stateWithCode(seller.legal_state, seller.gstin)}`, left, y + 2, { width: sellerWidth });
  y = write(doc, `GSTIN: ${seller.gstin}`, left, y + 1, { width: sellerWidth, bold: true });

  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Invoice date', indianDate(invoice.invoicedAt)],
    ['Order number', `#${invoice.orderId}`],
    ['Order date', indianDate(invoice.orderedAt)],
    ['Payment', invoice.paymentMode === 'COD' ? 'Cash on delivery' : invoice.paid ? 'Paid online' : 'Online'],
    ['Place of supply', stateWithCode(buyer.state)],
  ];
  let metaY = top;
  const x = right - metaWidth;
  for (const [label, value] of facts) {
    write(doc, label, x, metaY, { width: 82, size: 8, colour: colours.muted });
    metaY = write(doc, value, x + 84, metaY, { width: metaWidth - 84, size: 8.5, bold: label === 'Invoice number' });
    metaY += 2;
  }

  y = Math.max(y, metaY) + 10;
  rule(doc, y);
  y += 8;
  y = write(doc, 'Billed and shipped to', left, y, { width: contentWidth, size: 7.5, colour: colours.muted });
  y = write(doc, buyer.name, left, y + 1, { width: contentWidth, size: 10, bold: true });
  const address = [buyer.address1, buyer.address2, `${buyer.city} ${buyer.pincode}`.trim(), stateWithCode(buyer.state)].filter((part) => part.trim() !== '');
  y = write(doc, address.join(', '), left, y + 1, { width: contentWidth });
  y = write(doc, `Mobile: ${buyer.mobile}${buyer.email ? `   E-mail: ${buyer.email}` : ''}`, left, y + 1, { width: contentWidth });
  return y + 10;
}

function taxColumns(intraState: boolean): TableColumn[] {
  const itemWidth = intraState ? 133 : 179;
  return [
    { title: 'Item', width: itemWidth },
    { title: 'HSN', width: 48 },
    { title: 'Qty', width: 24, align: 'right' },
    { title: 'Unit price', width: 48, align: 'right' },
    { title: 'Discount', width: 44, align: 'right' },
    { title: 'Taxable value', width: 52, align: 'right' },
    { title: 'GST', width: 28, align: 'right' },
    ...(intraState
      ? [{ title: 'CGST', width: 46, align: 'right' as const }, { title: 'SGST', width: 46, align: 'right' as const }]
      : [{ title: 'IGST', width: 46, align: 'right' as const }]),
    { title: 'Amount', width: 54, align: 'right' },
  ];
}

/** The tax cells of a row: CGST and SGST each with its half rate under it, or IGST. */
function taxCells(figures: InvoiceFigures, tax: { cgstPaise: number; sgstPaise: number; igstPaise: number }, rateBp: number | null) {
  if (!figures.intraState) return [{ text: figure(tax.igstPaise), ...(rateBp === null ? {} : { sub: `@ ${percent(rateBp)}` }) }];
  const sub = rateBp === null ? {} : { sub: `@ ${percent(rateBp / 2)}` };
  return [{ text: figure(tax.cgstPaise), ...sub }, { text: figure(tax.sgstPaise), ...sub }];
}

function tableRows(figures: InvoiceFigures): TableRow[] {
  const rows: TableRow[] = figures.lines.map((line) => {
    const about = [line.size.trim() ? `Size: ${line.size}` : '', line.color ? `Colour: ${line.color}` : ''].filter(Boolean).join(' · ');
    return {
      cells: [
        { text: line.name, ...(about ? { sub: about } : {}) }, line.hsnCode ?? '-', String(line.units), figure(line.unitPricePaise),
        figure(line.discountPaise), figure(line.tax.taxablePaise), percent(line.gstRateBp), ...taxCells(figures, line.tax, line.gstRateBp), figure(line.tax.amountPaise),
      ],
    };
  });
  for (const delivery of figures.delivery) {
    rows.push({
      cells: [
        { text: 'Delivery charges', sub: 'Taxed with the goods they carry' }, '', '', '', '', figure(delivery.tax.taxablePaise), percent(delivery.gstRateBp),
        ...taxCells(figures, delivery.tax, delivery.gstRateBp), figure(delivery.tax.amountPaise),
      ],
    });
  }
  if (figures.codFee) {
    rows.push({
      cells: [
        { text: 'Cash on delivery fee', sub: 'Charged by the seller for payment on delivery' }, '', '', '', '', figure(figures.codFee.tax.taxablePaise), percent(figures.codFee.gstRateBp),
        ...taxCells(figures, figures.codFee.tax, figures.codFee.gstRateBp), figure(figures.codFee.tax.amountPaise),
      ],
    });
  }
  const { totals } = figures;
  const units = figures.lines.reduce((sum, line) => sum + line.units, 0);
  const discount = figures.lines.reduce((sum, line) => sum + line.discountPaise, 0);
  rows.push({
    bold: true, shaded: true,
    cells: ['Total', '', String(units), '', figure(discount), figure(totals.taxablePaise), '', ...taxCells(figures, totals, null), figure(totals.amountPaise)],
  });
  return rows;
}

/** The totals in figures and in words, the notes and the signature block. */
function drawSummary(doc: Pdf, invoice: InvoiceDocument, top: number): void {
  const { totals, intraState } = invoice.figures;
  const width = 220;
  const x = right - width;
  const lines: Array<[string, number]> = [
    ['Taxable value', totals.taxablePaise],
    ...(intraState ? [['CGST', totals.cgstPaise], ['SGST', totals.sgstPaise]] as Array<[string, number]> : [['IGST', totals.igstPaise]] as Array<[string, number]>),
  ];
  let y = top;
  for (const [label, paise] of lines) {
    write(doc, label, x, y, { width: 110, size: 9 });
    y = write(doc, rupeesText(paise), x + 110, y, { width: width - 110, size: 9, align: 'right' }) + 2;
  }
  rule(doc, y + 1, x, right);
  y += 5;
  write(doc, 'Invoice total', x, y, { width: 110, size: 11, bold: true });
  y = write(doc, rupeesText(totals.amountPaise), x + 100, y, { width: width - 100, size: 11, bold: true, align: 'right' }) + 10;

  y = write(doc, 'Amount in words', left, y, { width: contentWidth, size: 7.5, colour: colours.muted });
  y = write(doc, invoice.totalInWords, left, y + 1, { width: contentWidth, size: 9.5, bold: true }) + 8;
  y = write(doc, 'Prices include GST. Tax payable on reverse charge: No.', left, y, { width: contentWidth, size: 8, colour: colours.muted });
  y = write(doc, 'A computer-made invoice for goods sold to a consumer.', left, y + 1, { width: contentWidth, size: 8, colour: colours.muted }) + 24;

  write(doc, `For ${invoice.seller.legal_name}`, right - 220, y, { width: 220, size: 9, bold: true, align: 'right' });
  write(doc, 'Authorised signatory', right - 220, y + 34, { width: 220, size: 8, colour: colours.muted, align: 'right' });

  const { grievance_name: name, grievance_email: email } = invoice.seller;
  if (name || email) {
    const footer = `Grievance officer: ${[name, email].filter(Boolean).join(', ')}`;
    write(doc, footer, left, page.height - page.margin - 12, { width: contentWidth, size: 7.5, colour: colours.muted, align: 'center' });
  }
}

/** The order's GST tax invoice as a PDF (A4). `compress: false` leaves its text readable in the file. */
export function renderInvoicePdf(invoice: InvoiceDocument, compress = true): Promise<Buffer> {
  const doc = newPdf(`Tax Invoice ${invoice.number}`, invoice.seller.legal_name, compress);
  return renderPdf(doc, () => {
    write(doc, 'Tax Invoice', left, page.margin, { width: 300, size: 18, bold: true });
    write(doc, 'Original for recipient', right - 200, page.margin + 5, { width: 200, size: 8, colour: colours.muted, align: 'right' });
    rule(doc, page.margin + 28);
    const y = drawParties(doc, invoice, page.margin + 38);
    const continued = () => write(doc, `Tax Invoice ${invoice.number} (continued)`, left, page.margin, { width: contentWidth, size: 10, bold: true }) + 8;
    const tableEnd = drawTable(doc, taxColumns(invoice.figures.intraState), tableRows(invoice.figures), y, 8, continued);
    // The summary is about 190 points tall: it moves to a page of its own rather than split.
    let summaryTop = tableEnd + 14;
    if (summaryTop + 190 > page.height - page.margin) {
      doc.addPage();
      summaryTop = continued();
    }
    drawSummary(doc, invoice, summaryTop);
    numberPages(doc);
  });
}
