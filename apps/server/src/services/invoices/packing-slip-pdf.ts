import { colours, contentWidth, indianDate, newPdf, page, pdfSafe, renderPdf, rule, rupeesText, write, type Pdf } from './pdf-document.ts';
import { drawTable, type TableColumn, type TableRow } from './pdf-table.ts';
import type { PackingSlip } from './packing-slip.ts';

const left = page.margin;
const right = page.width - page.margin;
const payWidth = 190;

const itemColumns: TableColumn[] = [
  { title: '#', width: 22, align: 'right' },
  { title: 'Item', width: 205 },
  { title: 'Size', width: 70 },
  { title: 'Colour', width: 62 },
  { title: 'SKU', width: 80 },
  { title: 'Qty', width: 32, align: 'right' },
  { title: 'Packed', width: contentWidth - 22 - 205 - 70 - 62 - 80 - 32, align: 'center' },
];

/** The payment box: what the courier collects, in a dark box a packer cannot miss, or "prepaid". */
function drawPayment(doc: Pdf, slip: PackingSlip, top: number): void {
  const x = right - payWidth;
  const cod = slip.collectPaise !== null;
  if (cod) doc.rect(x, top, payWidth, 48).fill(colours.ink);
  else doc.rect(x, top, payWidth, 48).lineWidth(1.2).strokeColor(colours.ink).stroke();
  const ink = cod ? '#ffffff' : colours.ink;
  write(doc, cod ? 'CASH ON DELIVERY' : 'PREPAID', x + 10, top + 8, { width: payWidth - 20, size: 10, bold: true, colour: ink });
  write(doc, cod ? `Collect ${rupeesText(slip.collectPaise!)}` : 'Collect nothing on delivery', x + 10, top + 24, { width: payWidth - 20, size: cod ? 13 : 10, bold: cod, colour: ink });
}

function drawAddresses(doc: Pdf, slip: PackingSlip, top: number): number {
  const { shipTo, from } = slip;
  const shipWidth = 320;
  let y = write(doc, 'Ship to', left + 10, top + 8, { width: shipWidth - 20, size: 8, colour: colours.muted });
  y = write(doc, shipTo.name, left + 10, y + 1, { width: shipWidth - 20, size: 14, bold: true });
  y = write(doc, [shipTo.address1, shipTo.address2].filter((part) => part.trim() !== '').join(', '), left + 10, y + 2, { width: shipWidth - 20, size: 11 });
  y = write(doc, `${shipTo.city} - ${shipTo.pincode}`, left + 10, y + 1, { width: shipWidth - 20, size: 12, bold: true });
  y = write(doc, shipTo.state, left + 10, y + 1, { width: shipWidth - 20, size: 11 });
  y = write(doc, `Mobile: ${shipTo.mobile}`, left + 10, y + 4, { width: shipWidth - 20, size: 12, bold: true }) + 8;
  doc.rect(left, top, shipWidth, y - top).lineWidth(1.2).strokeColor(colours.ink).stroke();

  const fromX = left + shipWidth + 20;
  const fromWidth = right - fromX;
  let fromY = write(doc, 'From (return address)', fromX, top + 8, { width: fromWidth, size: 8, colour: colours.muted });
  fromY = write(doc, from.name, fromX, fromY + 1, { width: fromWidth, size: 9.5, bold: true });
  fromY = write(doc, from.address, fromX, fromY + 1, { width: fromWidth, size: 9 });
  if (from.mobile) fromY = write(doc, `Mobile: ${from.mobile}`, fromX, fromY + 1, { width: fromWidth, size: 9 });
  return Math.max(y, fromY) + 14;
}

function drawSlip(doc: Pdf, slip: PackingSlip, shopName: string): void {
  write(doc, shopName, left, page.margin, { width: 330, size: 13, bold: true });
  write(doc, 'PACKING SLIP', right - 150, page.margin + 2, { width: 150, size: 11, bold: true, colour: colours.muted, align: 'right' });
  rule(doc, page.margin + 24);

  const top = page.margin + 36;
  let y = write(doc, `Order #${slip.orderId}`, left, top, { width: 300, size: 24, bold: true });
  y = write(doc, `Ordered on ${indianDate(slip.orderedAt)}`, left, y + 2, { width: 300, size: 10, colour: colours.muted });
  if (slip.awb) y = write(doc, `${slip.courier ?? 'Courier'} AWB ${slip.awb}`, left, y + 2, { width: 300, size: 10, bold: true });
  drawPayment(doc, slip, top + 2);
  y = Math.max(y, top + 50) + 14;

  y = drawAddresses(doc, slip, y);
  const rows: TableRow[] = slip.lines.map((line, i) => ({
    cells: [String(i + 1), line.name, line.size.trim() || '-', line.color ?? '-', line.sku ?? '-', String(line.units), { text: '', box: true }],
  }));
  const units = slip.lines.reduce((sum, line) => sum + line.units, 0);
  rows.push({ cells: ['', `${slip.lines.length} item${slip.lines.length === 1 ? '' : 's'}`, '', '', '', String(units), ''], bold: true, shaded: true });
  const continued = () => write(doc, `Order #${slip.orderId} (continued)`, left, page.margin, { width: contentWidth, size: 12, bold: true }) + 8;
  y = drawTable(doc, itemColumns, rows, y, 10, continued);
  write(doc, 'Tick each item as it goes into the parcel, and check the count before sealing it.', left, y + 10, { width: contentWidth, size: 8.5, colour: colours.muted });
}

/** Packing slips, one A4 page per order, in the order given. `compress: false` leaves the text readable. */
export function renderPackingSlipsPdf(slips: readonly PackingSlip[], shopName: string, compress = true): Promise<Buffer> {
  const title = slips.length === 1 ? `Packing slip, order ${slips[0]!.orderId}` : `Packing slips, ${slips.length} orders`;
  const doc = newPdf(title, shopName, compress);
  return renderPdf(doc, () => {
    slips.forEach((slip, i) => {
      if (i > 0) doc.addPage();
      drawSlip(doc, slip, pdfSafe(shopName));
    });
  });
}
