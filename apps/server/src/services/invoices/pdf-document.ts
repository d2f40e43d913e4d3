// The default export: @types/pdfkit declares no named one.
import PdfKit from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** A4 in points, with the margin every document here keeps. */
export const page = { width: 595.28, height: 841.89, margin: 36 } as const;
export const contentWidth = page.width - 2 * page.margin;

/**
 * The fonts are PDF's built-in Helvetica pair: nothing is read from the system at run time and
 * nothing is embedded, so a slip stays a few kilobytes. They cover Windows-1252 only, so money
 * is written "Rs." rather than with the ₹ sign (which would need a bundled font), and any other
 * character goes through pdfSafe.
 */
export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export const colours = { ink: '#111827', muted: '#4b5563', rule: '#9ca3af', band: '#f3f4f6' } as const;

/** Windows-1252's characters above Latin-1's range, which the built-in fonts can draw too. */
const cp1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in fonts can draw: accents the fonts lack are dropped ("ā" → "a"), and what
 * still cannot be drawn (Devanagari, emoji) becomes "?" rather than a wrong glyph.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    out += drawable(char) ? char : ([...char.normalize('NFKD')].filter(drawable).join('') || '?');
  }
  return out;
}

function drawable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || cp1252Extras.has(char);
}

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as an invoice's figure: Indian grouping, always two decimals (1,23,456.50). */
export function figure(paise: number): string {
  return grouping.format(paise / 100);
}

/** Paise with the currency: "Rs. 1,23,456.50". */
export function rupeesText(paise: number): string {
  return `Rs. ${figure(paise)}`;
}

/** A date as Indian paperwork writes it, in Indian time: 26-11-2026. */
export function indianDate(iso: string): string {
  const ist = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)}`;
}

/** A new A4 document. `compress: false` leaves the page text readable in the file (tests read it). */
export function newPdf(title: string, author: string, compress = true): Pdf {
  return new PdfKit({
    size: 'A4', margin: page.margin, compress, bufferPages: true,
    info: { Title: pdfSafe(title), Author: pdfSafe(author), Creator: 'Haat' },
  });
}

/** Draws the document with `draw`, ends it, and answers its bytes. */
export function renderPdf(doc: Pdf, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** "Page 1 of 2" at the top right of every page of a document longer than one (pages are buffered until the end). */
export function numberPages(doc: Pdf): void {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(start + i);
    write(doc, `Page ${i + 1} of ${count}`, page.width - page.margin - 120, page.margin - 20, { width: 120, size: 7.5, colour: colours.muted, align: 'right' });
  }
}

/** Text at a place in a font and size; answers the y below it. */
export function write(doc: Pdf, text: string, x: number, y: number, options: { width: number; size?: number; bold?: boolean; align?: 'left' | 'right' | 'center'; colour?: string }): number {
  doc.font(options.bold ? fonts.bold : fonts.regular).fontSize(options.size ?? 9).fillColor(options.colour ?? colours.ink);
  const safe = pdfSafe(text);
  doc.text(safe, x, y, { width: options.width, align: options.align ?? 'left', lineGap: 1 });
  return y + doc.heightOfString(safe, { width: options.width, lineGap: 1 });
}

/** A thin horizontal rule across the content width. */
export function rule(doc: Pdf, y: number, from: number = page.margin, to: number = page.width - page.margin): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(colours.rule).stroke();
}
