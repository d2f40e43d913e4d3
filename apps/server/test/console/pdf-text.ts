import zlib from 'node:zlib';

/**
 * The text of a PDF that pdfkit wrote with its built-in fonts, for tests to read: each content
 * stream inflated, and the strings of its text operators (Tj, TJ) decoded from Windows-1252,
 * one operator per line. Enough for our own documents, not a general PDF reader.
 */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  const streamStart = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const length = Number(/\/Length (\d+)/.exec(match[1]!)?.[1] ?? -1);
    if (length < 0) continue;
    const start = match.index + match[0].length;
    const body = bytes.subarray(start, start + length);
    const content = /\/FlateDecode/.test(match[1]!) ? safeInflate(body) : body;
    for (const op of content.toString('latin1').matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      lines.push(hexes.map((hex) => decoder.decode(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}

/** The text on one line, whitespace collapsed: what a reader sees, wrapped lines joined. */
export function pdfWords(pdf: Buffer | Uint8Array): string {
  return pdfText(pdf).replace(/\s+/g, ' ');
}

/** How many pages a PDF has. */
export function pdfPageCount(pdf: Buffer | Uint8Array): number {
  return Buffer.from(pdf).toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

function safeInflate(body: Buffer): Buffer {
  try {
    return zlib.inflateSync(body);
  } catch {
    return Buffer.alloc(0);
  }
}
