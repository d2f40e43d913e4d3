import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { importMessages as m } from '@haat/shared/rules';

/** The images ZIP: its files by name, or why it is refused (a message for the uploader). */
export class ZipRefused extends Error {
  override name = 'ZipRefused';
}

export const zipLimits = { entries: 500, unpackedBytes: 200 * 1024 * 1024 };

function unsafe(name: string): boolean {
  return name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name) || name.split(/[/\\]/).includes('..') || name.includes('\0');
}

function open(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    // Names are checked here rather than by yauzl, to say which one was refused and why.
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, decodeStrings: false }, (error, zip) => (error ? reject(new ZipRefused(m.zipUnreadable)) : resolve(zip)));
  });
}

/**
 * Reads the ZIP's files (folders and macOS's `__MACOSX` copies skipped), refusing it whole when
 * a name points outside it, when it holds more than 500 entries or unpacks beyond 200 MB (its
 * declared sizes are summed first and yauzl holds each entry to its declared size, so a bomb is
 * refused before or while it inflates, never after). With `unpack` false only the directory is checked.
 */
export async function readZip(bytes: Uint8Array, unpack = true): Promise<Map<string, Uint8Array>> {
  const zip = await open(bytes);
  if (zip.entryCount > zipLimits.entries) { zip.close(); throw new ZipRefused(m.zipTooLarge); }
  const files = new Map<string, Uint8Array>();
  let declared = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new ZipRefused(m.zipUnreadable)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const name = Buffer.from(entry.fileName as unknown as Uint8Array).toString('utf8');
          if (unsafe(name)) throw new ZipRefused(m.zipUnsafeName(name));
          declared += entry.uncompressedSize;
          if (declared > zipLimits.unpackedBytes) throw new ZipRefused(m.zipTooLarge);
          if (!name.endsWith('/') && !name.startsWith('__MACOSX/') && unpack) {
            const content = await buffer(await zip.openReadStreamPromise(entry));
            files.set(name, content);
            const base = name.slice(name.lastIndexOf('/') + 1);
            if (!files.has(base)) files.set(base, content);
          }
          zip.readEntry();
        })().catch((error: unknown) => reject(error instanceof ZipRefused ? error : new ZipRefused(m.zipUnreadable)));
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
