import { colours, fonts, page, pdfSafe, rule, type Pdf } from './pdf-document.ts';

export interface TableColumn {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** One cell: its text, and a smaller grey line under it (a size, an HSN code). */
export interface TableCell {
  text: string;
  sub?: string;
  /** An empty square to tick by hand (a packing slip's Packed column), centred in the cell. */
  box?: boolean;
}

export interface TableRow {
  cells: Array<string | TableCell>;
  bold?: boolean;
  /** A grey band behind the row (the totals). */
  shaded?: boolean;
}

const padX = 3;
const padY = 4;

function cellOf(cell: string | TableCell): TableCell {
  return typeof cell === 'string' ? { text: cell } : cell;
}

function rowHeight(doc: Pdf, columns: readonly TableColumn[], cells: readonly TableCell[], size: number, bold: boolean): number {
  let tallest = 0;
  cells.forEach((cell, i) => {
    const width = (columns[i]?.width ?? 0) - 2 * padX;
    doc.font(bold ? fonts.bold : fonts.regular).fontSize(size);
    let height = doc.heightOfString(pdfSafe(cell.text) || ' ', { width });
    if (cell.sub) height += doc.font(fonts.regular).fontSize(size - 1.5).heightOfString(pdfSafe(cell.sub), { width }) + 1;
    tallest = Math.max(tallest, height);
  });
  return tallest + 2 * padY;
}

function drawRow(doc: Pdf, columns: readonly TableColumn[], cells: readonly TableCell[], y: number, size: number, bold: boolean): void {
  let x = page.margin;
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    const width = column.width - 2 * padX;
    const options = { width, align: column.align ?? 'left' } as const;
    doc.font(bold ? fonts.bold : fonts.regular).fontSize(size).fillColor(colours.ink);
    const text = pdfSafe(cell.text);
    if (cell.box) doc.rect(x + column.width / 2 - 5, y + padY, 10, 10).lineWidth(0.8).strokeColor(colours.ink).stroke();
    doc.text(text, x + padX, y + padY, options);
    if (cell.sub) {
      const below = y + padY + doc.heightOfString(text || ' ', { width }) + 1;
      doc.font(fonts.regular).fontSize(size - 1.5).fillColor(colours.muted).text(pdfSafe(cell.sub), x + padX, below, options);
    }
    x += column.width;
  });
}

function drawHeader(doc: Pdf, columns: readonly TableColumn[], y: number, size: number): number {
  const cells = columns.map((c) => ({ text: c.title }));
  const height = rowHeight(doc, columns, cells, size, true);
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.rect(page.margin, y, width, height).fill(colours.band);
  drawRow(doc, columns, cells, y, size, true);
  rule(doc, y + height, page.margin, page.margin + width);
  return y + height;
}

/**
 * Draws a table from `y` down, breaking onto a new page when a row would not fit above the
 * bottom margin: `continued` heads the new page (answering the y below its heading) and the
 * table's header is repeated. Answers the y below the last row.
 */
export function drawTable(
  doc: Pdf, columns: readonly TableColumn[], rows: readonly TableRow[], startY: number, size = 8, continued: (doc: Pdf) => number = () => page.margin,
): number {
  const bottom = page.height - page.margin;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  let y = drawHeader(doc, columns, startY, size);
  for (const row of rows) {
    const cells = row.cells.map(cellOf);
    const height = rowHeight(doc, columns, cells, size, row.bold ?? false);
    if (y + height > bottom) {
      doc.addPage();
      y = drawHeader(doc, columns, continued(doc), size);
    }
    if (row.shaded) doc.rect(page.margin, y, width, height).fill(colours.band);
    drawRow(doc, columns, cells, y, size, row.bold ?? false);
    y += height;
    rule(doc, y, page.margin, page.margin + width);
  }
  return y;
}
