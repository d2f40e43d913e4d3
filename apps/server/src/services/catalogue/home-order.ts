import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * How the shop's home page is laid out (decision 028), read by the storefront's
 * GetAllHeaderWithProduct and by the console's home settings.
 */

/** Groups in home order: those the shop ordered first, then the rest in menu order. */
export function groupsInHomeOrder(db: Db, storeId: number) {
  return db.selectFrom('category_groups').select(['id', 'name', 'home_visible'])
    .where('store_id', '=', storeId)
    .orderBy(sql`case when home_sort is null then 1 else 0 end`).orderBy('home_sort').orderBy('sort').orderBy('id')
    .execute();
}

/** The store's hand-picked products per group, in their order. */
export async function featuredByGroup(db: Db, storeId: number): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('home_featured').select(['group_id', 'product_id'])
    .where('store_id', '=', storeId).orderBy('group_id').orderBy('sort').orderBy('id').execute();
  const byGroup = new Map<number, number[]>();
  for (const row of rows) byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row.product_id]);
  return byGroup;
}
