// Pictures and calls for the console image tests: real encodings made with sharp, and the bad files uploads must refuse.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { openStaffSession } from '../../src/auth/staff-sessions.ts';
import type { Db } from '../../src/db/database.ts';
import type { TestApi } from './api-app.ts';
import { insertStaff } from '../console/console-support.ts';

/** A bearer token of a new manager of the store. */
export async function managerToken(db: Db, storeId: number): Promise<string> {
  const staff = await insertStaff(db, storeId, 'manager');
  return (await openStaffSession(db, staff.id, storeId, new Date())).token;
}

/** A solid picture in the given format, of the given size. */
export function picture(format: 'jpeg' | 'png' | 'webp' | 'avif', width: number, height: number, colour = '#b4235a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).toFormat(format).toBuffer();
}

/** A phone photo lying on its side (EXIF orientation 6) with a camera name and copyright in its metadata. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#305090' } })
    .jpeg().withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'Secret Street 12' } }).withMetadata({ orientation: 6 }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A whole, valid 20,000 × 20,000 grey PNG (400 million pixels) of a few hundred kilobytes: a
 * decompression bomb. Its rows are deflated as a stream, so making it never holds 400 MB.
 */
export async function pixelBomb(side = 20_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const row = Buffer.alloc(side + 1); // filter byte 0, then black pixels
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The first bytes of an iPhone HEIC file: an ISO-BMFF `ftyp` box with the `heic` brand. */
export function heicHeader(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'latin1');
  box.write('mif1heic', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(200, 1)]);
}

/** A form with one file under `file`, as the console's dropzone sends it. */
export function uploadForm(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type }));
  return form;
}

/** A console call with a bearer token on the test app; `body` a FormData (sent as multipart) or JSON. */
export function staffCall(api: TestApi, token: string, method: string, path: string, body?: FormData | unknown): Promise<Response> {
  const headers: Record<string, string> = { host: 'localhost', authorization: `Bearer ${token}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return Promise.resolve(api.app.fetch(new Request(new URL(path, 'http://localhost'), { method, headers, ...(payload ? { body: payload } : {}) })));
}
