import type { CategoryTree } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';

/** How many products (archived too: they still point at it) each category and subcategory holds. */
async function productCounts(db: Db, storeId: number) {
  const [byCategory, bySubcategory] = await Promise.all([
    db.selectFrom('products').select(['category_id as id', (eb) => eb.fn.countAll<number>().as('count')]).where('store_id', '=', storeId).groupBy('category_id').execute(),
    db.selectFrom('products').select(['subcategory_id as id', (eb) => eb.fn.countAll<number>().as('count')]).where('store_id', '=', storeId)
      .where('subcategory_id', 'is not', null).groupBy('subcategory_id').execute(),
  ]);
  const map = (rows: Array<{ id: number | null; count: number | string | bigint }>) => new Map(rows.map((row) => [row.id, Number(row.count)]));
  return { categories: map(byCategory), subcategories: map(bySubcategory) };
}

/** Groups → categories → subcategories in their order, each with its product count. */
export async function loadCategoryTree(db: Db, storeId: number): Promise<CategoryTree> {
  const [groups, categories, subcategories, counts] = await Promise.all([
    db.selectFrom('category_groups').select(['id', 'name', 'sort']).where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'group_id', 'name', 'image', 'url', 'sort']).where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('subcategories').select(['id', 'category_id', 'name', 'sort']).where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute(),
    productCounts(db, storeId),
  ]);
  return {
    groups: groups.map((group) => {
      const own = categories.filter((category) => category.group_id === group.id).map(({ group_id: _group, ...category }) => ({
        ...category,
        product_count: counts.categories.get(category.id) ?? 0,
        subcategories: subcategories.filter((sub) => sub.category_id === category.id)
          .map(({ category_id: _category, ...sub }) => ({ ...sub, product_count: counts.subcategories.get(sub.id) ?? 0 })),
      }));
      return { ...group, product_count: own.reduce((sum, category) => sum + category.product_count, 0), categories: own };
    }),
  };
}
