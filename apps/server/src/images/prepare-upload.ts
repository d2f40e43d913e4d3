import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { imageMessages } from '@haat/shared/console-api';

/** An upload made fit to keep: upright, without metadata, at most `maxLongSide` px on its long side. */
export interface PreparedImage {
  bytes: Buffer;
  ext: 'jpg' | 'png' | 'webp';
  contentType: string;
  width: number;
  height: number;
  /** 20 hex digits of the SHA-256 of `bytes`: the stored name, so equal pictures are stored once. */
  hash: string;
}

/** Why an upload was refused: 415 not a picture we read, 413 too many pixels. Nothing was stored. */
export class ImageRefusal extends Error {
  override name = 'ImageRefusal';
  readonly status: 413 | 415;
  constructor(status: 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/** Decoding stops beyond this many pixels: a 20,000 × 20,000 "bomb" compresses to a few kilobytes. */
export const maxInputPixels = 40_000_000;
export const maxLongSide = 2000;

// HEIF files whose brands say HEVC; sharp's prebuilt libvips decodes AV1 (AVIF) only.
const hevcBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** The ISO-BMFF `ftyp` brands at the start of the file (major and compatible), if it has any. */
function ftypBrands(bytes: Uint8Array): Set<string> {
  const text = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length < 16 || text(4, 8) !== 'ftyp') return new Set();
  const size = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 256);
  const brands = new Set([text(8, 12)]);
  for (let at = 16; at + 4 <= size; at += 4) brands.add(text(at, at + 4));
  return brands;
}

function isHeic(bytes: Uint8Array): boolean {
  const brands = ftypBrands(bytes);
  return !brands.has('avif') && [...brands].some((brand) => hevcBrands.has(brand));
}

function encoder(format: string): { ext: PreparedImage['ext']; contentType: string; encode: (image: Sharp) => Sharp } {
  switch (format) {
    case 'jpeg': return { ext: 'jpg', contentType: 'image/jpeg', encode: (i) => i.jpeg({ quality: 90, mozjpeg: true }) };
    case 'png': return { ext: 'png', contentType: 'image/png', encode: (i) => i.png() };
    // WebP keeps WebP; AVIF, which the uploads route does not serve as an original, is kept as WebP.
    default: return { ext: 'webp', contentType: 'image/webp', encode: (i) => i.webp({ quality: 90 }) };
  }
}

async function readHeader(bytes: Uint8Array): Promise<Metadata> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal(415, imageMessages.notAnImage);
  }
}

/**
 * Checks an upload by its content (never its name or declared type) and makes the copy to keep:
 * JPEG, PNG, WebP or AVIF; HEIC refused with how to export JPEG; too many pixels refused before decoding.
 * `longSide` caps the kept copy (a shop's logo needs far fewer pixels than a product picture).
 */
export async function prepareUpload(bytes: Uint8Array, longSide = maxLongSide): Promise<PreparedImage> {
  if (isHeic(bytes)) throw new ImageRefusal(415, imageMessages.heic);
  const header = await readHeader(bytes);
  if (header.format === 'heif' && header.compression !== 'av1') throw new ImageRefusal(415, imageMessages.heic);
  if (!['jpeg', 'png', 'webp', 'heif'].includes(header.format)) throw new ImageRefusal(415, imageMessages.notAnImage);
  if (header.width * (header.pageHeight ?? header.height) > maxInputPixels) throw new ImageRefusal(413, imageMessages.tooManyPixels);
  const { ext, contentType, encode } = encoder(header.format);
  try {
    // rotate() applies the EXIF orientation; output carries no metadata (GPS included) unless asked.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels }).rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(image).toBuffer({ resolveWithObject: true });
    return { bytes: data, ext, contentType, width: info.width, height: info.height, hash: createHash('sha256').update(data).digest('hex').slice(0, 20) };
  } catch (error) {
    // A truncated or corrupt file fails here, while decoding (failOn 'error').
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRefusal(413, imageMessages.tooManyPixels);
    throw new ImageRefusal(415, imageMessages.notAnImage);
  }
}
