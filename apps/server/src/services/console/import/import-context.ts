import type { Db } from '../../../db/database.ts';
import type { Actor } from '../audit.ts';
import type { ImportImages } from './import-images.ts';

/** What every row of one import needs: the shop's categories by name, the images, who is writing. */
export interface ImportContext {
  actor: Actor & { jobId: number };
  categories: Map<string, { id: number; name: string; subcategories: Map<string, number> }>;
  images: ImportImages;
  now: () => Date;
}

/** The store's categories and subcategories, found by name whatever the case. */
export async function loadCategories(db: Db, storeId: number): Promise<ImportContext['categories']> {
  const categories = await db.selectFrom('categories').select(['id', 'name']).where('store_id', '=', storeId).execute();
  const subcategories = await db.selectFrom('subcategories').select(['id', 'name', 'category_id']).where('store_id', '=', storeId).execute();
  const byName: ImportContext['categories'] = new Map();
  for (const c of categories) byName.set(c.name.trim().toLowerCase(), { id: c.id, name: c.name, subcategories: new Map() });
  const byId = new Map([...byName.values()].map((c) => [c.id, c]));
  for (const s of subcategories) byId.get(s.category_id)?.subcategories.set(s.name.trim().toLowerCase(), s.id);
  return byName;
}
