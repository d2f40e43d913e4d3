import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

/** A ZIP of the given files (compressed), as an upload would carry it. */
export async function zipOf(files: Record<string, Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(Buffer.from(bytes), name);
  zip.end();
  return new Uint8Array(await buffer(zip.outputStream));
}

/**
 * A ZIP whose one file names a folder above the ZIP (`../<name>`). yazl refuses to write such a
 * name, so the file is written as `zz/<name>` and the name's bytes are changed afterwards, in
 * the local header and the central directory alike.
 */
export async function zipEscaping(name: string, bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const zip = Buffer.from(await zipOf({ [`zz/${name}`]: bytes }));
  const from = Buffer.from(`zz/${name}`);
  for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1)) zip.write('..', at, 'latin1');
  return new Uint8Array(zip);
}

/** A ZIP bomb: a small file that unpacks to `bytes` of zeros. */
export async function zipBomb(bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunk = Buffer.alloc(1024 * 1024);
  let left = bytes;
  const zeros = new Readable({
    read() {
      if (left <= 0) { this.push(null); return; }
      const part = Math.min(left, chunk.length);
      left -= part;
      this.push(chunk.subarray(0, part));
    },
  });
  const zip = new ZipFile();
  zip.addReadStream(zeros, 'zeros.jpg', { size: bytes });
  zip.end();
  return new Uint8Array(await buffer(zip.outputStream));
}

/**
 * A ZIP bomb that lies: its one file unpacks to `bytes` of zeros but its headers (local and
 * central) declare 1 KB, so a check of the declared sizes alone lets it through.
 */
export async function zipLying(bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const zip = Buffer.from(await zipOf({ 'zeros.png': new Uint8Array(bytes) }));
  const local = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (zip.readUInt32LE(local + 22) === bytes) zip.writeUInt32LE(1024, local + 22);
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(1024, central + 24);
  return new Uint8Array(zip);
}
