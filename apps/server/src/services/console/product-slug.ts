import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** A product's address in the storefront, from its name: lower-case words joined by dashes. */
function slugOf(name: string): string {
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug === '' ? 'product' : slug;
}

/** A slug (the `asin` column) for a new product, unique in the store: the name's, or with a short random tail when taken. */
export async function uniqueProductSlug(trx: Db, storeId: number, name: string): Promise<string> {
  const base = slugOf(name);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${crypto.randomBytes(3).toString('hex')}`;
    const taken = await trx.selectFrom('products').select('id').where('store_id', '=', storeId).where('asin', '=', slug).executeTakeFirst();
    if (!taken) return slug;
  }
  return `${base}-${crypto.randomBytes(8).toString('hex')}`;
}
