import { importMessages as m } from '@haat/shared/rules';
import type { Db } from '../../../db/database.ts';
import { ImageRefusal, prepareUpload, type PreparedImage } from '../../../images/prepare-upload.ts';
import type { KeptFiles } from '../jobs/kept-files.ts';
import { uploadKey } from '../product-images.ts';
import { RowError } from './row-error.ts';

/**
 * The images of an import: names of files in the uploaded ZIP, stored the first time a row
 * needs them, or paths of images the shop already has.
 * A ZIP's image goes through the console upload's own checks and naming.
 */
export interface ImportImages {
  /** The stored path of each image of a row, main image first; RowError when one is refused. */
  resolve(db: Db, storeId: number, names: string[], write: boolean): Promise<string[]>;
}

/** Checks and keeps one image exactly as a console upload is kept (upright, without metadata, content-named). */
async function storeImage(storage: KeptFiles, storeId: number, name: string, bytes: Uint8Array, write: boolean): Promise<string> {
  let image: PreparedImage;
  try {
    image = await prepareUpload(bytes);
  } catch (error) {
    if (error instanceof ImageRefusal) throw new RowError(m.imageRefused(name, error.message));
    throw error;
  }
  const key = uploadKey(storeId, 'p', image);
  if (write) await storage.put(key, image.bytes, image.contentType);
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
