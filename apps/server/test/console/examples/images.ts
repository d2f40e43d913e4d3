// A valid request for each image call, for the role matrix (decision 021 §7): allowed roles must get past the guard.
import type { ConsoleCallName } from '@haat/shared/console-api';
import type { Db } from '../../../src/db/database.ts';
import type { Fixture } from '../../support/fixture.ts';
import { uploadForm } from '../../support/console-images.ts';

/** What a call needs besides its method and path: path parameters and a body (JSON, or a FormData for uploads). */
export interface ConsoleExample {
  params?: Record<string, string | number>;
  body?: unknown;
}

export type ConsoleExamples = Partial<Record<ConsoleCallName, (setup: { fx: Fixture; db: Db }) => Promise<ConsoleExample>>>;

// A 1 × 1 PNG: the smallest picture every accepting check lets through.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

async function imageIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db.selectFrom('product_images').select('id').where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => r.id);
}

export const imageExamples: ConsoleExamples = {
  imageUpload: async ({ fx }) => ({ params: { id: fx.products.saree }, body: uploadForm(tinyPng, 'tiny.png', 'image/png') }),
  imageOrder: async ({ fx, db }) => ({ params: { id: fx.products.straight }, body: { ids: (await imageIds(db, fx.products.straight)).toReversed() } }),
  imageMain: async ({ fx, db }) => ({ params: { id: fx.products.tiffin, imageId: (await imageIds(db, fx.products.tiffin)).at(-1)! } }),
  imageRemove: async ({ fx, db }) => ({ params: { id: fx.products.holi, imageId: (await imageIds(db, fx.products.holi)).at(-1)! } }),
  categoryImage: async ({ fx }) => ({ params: { id: fx.categories.kitchen }, body: uploadForm(tinyPng, 'tiny.png', 'image/png') }),
};
