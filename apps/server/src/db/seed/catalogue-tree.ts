import type { Db } from '../database.ts';
import { categoryImageFile } from './artwork-pool.ts';
import { catalogue } from './catalogue-data.ts';
import type { CatalogueSlot } from './product-factory.ts';
import { overrideLink } from './store-data.ts';

/** Inserts the demo groups, categories (with tiles) and subcategories; returns the product slots. */
export async function insertCatalogueTree(db: Db, storeId: number): Promise<CatalogueSlot[]> {
  const slots: CatalogueSlot[] = [];
  for (const [groupSort, group] of catalogue.entries()) {
    const { id: groupId } = await db.insertInto('category_groups')
      .values({ store_id: storeId, name: group.name, sort: groupSort })
      .returning('id').executeTakeFirstOrThrow();
    for (const [categorySort, category] of group.categories.entries()) {
      const { id: categoryId } = await db.insertInto('categories')
        .values({ store_id: storeId, group_id: groupId, name: category.name, image: categoryImageFile(category), url: null, sort: categorySort })
        .returning('id').executeTakeFirstOrThrow();
      const ids = await db.insertInto('subcategories')
        .values(category.subcategories.map((s, sort) => ({ store_id: storeId, category_id: categoryId, name: s.name, sort })))
        .returning(['id', 'name']).execute();
      for (const subcategory of category.subcategories) {
        const subcategoryId = ids.find((r) => r.name === subcategory.name)!.id;
        slots.push({ group, groupId, category, categoryId, subcategory, subcategoryId });
        if (category.name === overrideLink.categoryName && subcategory.name === overrideLink.subcategoryName) {
          // One tile links to a subcategory listing, so the override path of the carousel is exercised.
          await db.updateTable('categories').set({ url: `/products-section/${subcategoryId}` }).where('id', '=', categoryId).execute();
        }
      }
    }
  }
  return slots;
}

/**
 * The product slots of a store seeded earlier, matched by name. A reseller may have renamed or
 * removed some; only the demo ones still present receive top-up products.
 */
export async function loadCatalogueSlots(db: Db, storeId: number): Promise<CatalogueSlot[]> {
  const rows = await db.selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .innerJoin('category_groups as g', 'g.id', 'c.group_id')
    .select(['g.id as groupId', 'g.name as groupName', 'c.id as categoryId', 'c.name as categoryName', 's.id as subcategoryId', 's.name as subcategoryName'])
    .where('s.store_id', '=', storeId)
    .execute();
  const key = (...names: string[]) => names.join('\u0000');
  const byName = new Map(rows.map((r) => [key(r.groupName, r.categoryName, r.subcategoryName), r]));
  const slots: CatalogueSlot[] = [];
  for (const group of catalogue) {
    for (const category of group.categories) {
      for (const subcategory of category.subcategories) {
        const row = byName.get(key(group.name, category.name, subcategory.name));
        if (row) slots.push({ group, groupId: row.groupId, category, categoryId: row.categoryId, subcategory, subcategoryId: row.subcategoryId });
      }
    }
  }
  return slots;
}
