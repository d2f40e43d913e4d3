import { shareImageMaxBytes, shareImageSize, type ImageSize } from '@haat/shared/api';
import sharp, { type Sharp } from 'sharp';

/** The original could not be decoded as a picture (corrupt, truncated, not an image). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export type VariantFormat = 'webp' | 'jpeg';

// This machine has two cores: one resize at a time leaves libvips both threads for that job
// and keeps the event loop responsive, instead of several jobs thrashing each other.
const maxJobs = 1;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= maxJobs) await new Promise<void>((wake) => waiting.push(wake));
  else running += 1;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    // Hand the slot straight to the next job so the count never dips and lets a newcomer jump the queue.
    if (next) next();
    else running -= 1;
  }
}

// The JPEG quality of every variant, and the lower ones tried in turn for a picture that must fit
// a byte limit (a busy 800 x 800 photo can pass 300 kB at 82).
const jpegQualities = [82, 72, 62, 52, 42] as const;

/** Byte limits of a size: the link preview's picture, which WhatsApp drops from 300 kB on. */
function byteLimitOf(size: ImageSize | undefined): number | undefined {
  return size === shareImageSize ? shareImageMaxBytes - 1 : undefined;
}

function pipeline(originalPath: string, size: ImageSize | undefined, format: VariantFormat, jpegQuality: number = jpegQualities[0]): Sharp {
  // Phone photos carry their orientation in EXIF, which is stripped on output: apply it first.
  let image = sharp(originalPath, { failOn: 'error' }).rotate();
  if (size) {
    const [width, height] = size.split('x').map(Number);
    // Crop centred: product photos frame the product in the middle. ('attention' looked for the
    // busiest area, which on the demo tiles was the caption, and cut off the top of the product.)
    image = image.resize({ width, height, fit: 'cover', position: 'centre' });
  }
  if (format === 'webp') return image.webp({ quality: 80 });
  // JPEG has no transparency: a logo on a clear background should land on white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: jpegQuality, mozjpeg: true, progressive: true });
}

/** Renders the original as a size variant (or full size) in WebP or JPEG; bad input throws UnreadableImageError. */
export async function renderVariant(
  originalPath: string,
  size: ImageSize | undefined,
  format: VariantFormat,
): Promise<Buffer> {
  return withSlot(async () => {
    try {
      const limit = byteLimitOf(size);
      let bytes = await pipeline(originalPath, size, format).toBuffer();
      if (limit === undefined || format !== 'jpeg') return bytes;
      for (const quality of jpegQualities.slice(1)) {
        if (bytes.length <= limit) break;
        bytes = await pipeline(originalPath, size, format, quality).toBuffer();
      }
      return bytes;
    } catch (error) {
      // Rendering to memory means every failure here is about the input, not about our disk.
      throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
    }
  });
}
