import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { importMessages as m } from '@haat/shared/rules';
import type { Db } from '../../../db/database.ts';
import type { KeptFiles } from '../jobs/kept-files.ts';
import { RowError } from './row-error.ts';

/**
 * The images of an import: names of files in the uploaded ZIP, stored the first time a row
 * needs them, or paths of images the shop already has.
 *
 * The checks and storage here stand in for the console's image service (decision 021 §5,
 * services/console/product-images.ts) until it is committed: switch `storeImage` over to it.
 */
export interface ImportImages {
  /** The stored path of each image of a row, main image first; RowError when one is refused. */
  resolve(db: Db, storeId: number, names: string[], write: boolean): Promise<string[]>;
}

const formats = new Map([['jpeg', 'jpg'], ['png', 'png'], ['webp', 'webp']]);

/** Checks and keeps one image as the console's upload would: content-addressed, EXIF-rotated, metadata stripped, ≤ 2,000 px. */
async function storeImage(storage: KeptFiles, storeId: number, name: string, bytes: Uint8Array, write: boolean): Promise<string> {
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).metadata();
    format = meta.format;
  } catch (error) {
    throw new RowError(m.imageRefused(name, (error as Error).message.includes('pixel') ? 'it has too many pixels.' : 'it is not an image that can be read.'));
  }
  const ext = format ? formats.get(format) : undefined;
  if (!ext) throw new RowError(m.imageRefused(name, 'only JPEG, PNG and WebP images are accepted.'));
  const key = `s/${storeId}/p/${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${ext}`;
  if (!write) return key;
  const original = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate().resize(2000, 2000, { fit: 'inside', withoutEnlargement: true }).toFormat(format as 'jpeg' | 'png' | 'webp').toBuffer();
  await storage.put(key, original, `image/${format}`);
  return key;
}

/** Images from the ZIP's files (by name, any folder ignored) or the shop's existing images. */
export function importImages(zip: Map<string, Uint8Array>, storage: KeptFiles): ImportImages {
  const stored = new Map<string, string>();
  return {
    async resolve(db, storeId, names, write) {
      const paths: string[] = [];
      for (const name of names) {
        const bytes = zip.get(name) ?? zip.get(name.toLowerCase());
        if (bytes) {
          const known = stored.get(name);
          const key = known ?? await storeImage(storage, storeId, name, bytes, write);
          if (write) stored.set(name, key);
          paths.push(key);
          continue;
        }
        const existing = await db.selectFrom('product_images').select('file')
          .where('store_id', '=', storeId).where('file', '=', name).limit(1).executeTakeFirst();
        if (!existing) throw new RowError(m.imageNotFound(name));
        paths.push(existing.file);
      }
      return paths;
    },
  };
}
