import { catalogueMessages as m } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { changedFields, writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { refreshSearchKeywords } from './product-fields.ts';
import { ConsoleRefusal, invalidFields } from './refusal.ts';

type Level = 'group' | 'category' | 'subcategory';
const tables = { group: 'category_groups', category: 'categories', subcategory: 'subcategories' } as const;
const notFound = { group: m.groupNotFound, category: m.categoryNotFound, subcategory: m.subcategoryNotFound };

async function rowOf<L extends Level>(trx: Db, level: L, storeId: number, id: number) {
  const row = await trx.selectFrom(tables[level] as 'categories').selectAll().where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) throw new ConsoleRefusal('not-found', notFound[level]);
  return row as unknown as Record<string, unknown> & { id: number; name: string };
}

async function nextSort(trx: Db, level: Level, storeId: number): Promise<number> {
  const row = await trx.selectFrom(tables[level] as 'categories').select((eb) => eb.fn.max('sort').as('sort')).where('store_id', '=', storeId).executeTakeFirst();
  return Number(row?.sort ?? 0) + 1;
}

/** The store's categories under the given groups (for a group's products). */
async function categoryIdsOf(trx: Db, storeId: number, groupId: number): Promise<number[]> {
  return (await trx.selectFrom('categories').select('id').where('group_id', '=', groupId).where('store_id', '=', storeId).execute()).map((row) => row.id);
}

async function productCount(trx: Db, storeId: number, level: Level, id: number): Promise<number> {
  let query = trx.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).where('store_id', '=', storeId);
  if (level === 'subcategory') query = query.where('subcategory_id', '=', id);
  else if (level === 'category') query = query.where('category_id', '=', id);
  else {
    const ids = await categoryIdsOf(trx, storeId, id);
    if (ids.length === 0) return 0;
    query = query.where('category_id', 'in', ids);
  }
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Adds a group, category or subcategory at the end of the store's order. */
export async function createCategoryLevel(ctx: ConsoleContext, level: Level, values: { name: string; group_id?: number; category_id?: number; url?: string | null }): Promise<{ id: number }> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    if (values.group_id !== undefined && !await trx.selectFrom('category_groups').select('id').where('id', '=', values.group_id).where('store_id', '=', storeId).executeTakeFirst()) {
      throw invalidFields({ group_id: m.group });
    }
    if (values.category_id !== undefined && !await trx.selectFrom('categories').select('id').where('id', '=', values.category_id).where('store_id', '=', storeId).executeTakeFirst()) {
      throw invalidFields({ category_id: m.category });
    }
    const sort = await nextSort(trx, level, storeId);
    const row = level === 'group'
      ? { store_id: storeId, name: values.name, sort }
      : level === 'category' ? { store_id: storeId, name: values.name, group_id: values.group_id!, url: values.url ?? null, image: '', sort }
        : { store_id: storeId, name: values.name, category_id: values.category_id!, sort };
    const { id } = await trx.insertInto(tables[level] as 'categories').values(row as never).returning('id').executeTakeFirstOrThrow();
    await writeAudit(trx, ctx.actor, { action: `${level}.create`, entityType: level, entityId: id, after: values }, ctx.now());
    return { id };
  });
}

/** Renames, relinks or moves one level (a category to another group, a subcategory and its products to another category). */
export async function updateCategoryLevel(ctx: ConsoleContext, level: Level, id: number, values: { name?: string; group_id?: number; category_id?: number; url?: string | null }): Promise<{ id: number }> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const current = await rowOf(trx, level, storeId, id);
    if (values.group_id !== undefined && !await trx.selectFrom('category_groups').select('id').where('id', '=', values.group_id).where('store_id', '=', storeId).executeTakeFirst()) {
      throw invalidFields({ group_id: m.group });
    }
    if (values.category_id !== undefined && !await trx.selectFrom('categories').select('id').where('id', '=', values.category_id).where('store_id', '=', storeId).executeTakeFirst()) {
      throw invalidFields({ category_id: m.category });
    }
    const changed = changedFields(current, values);
    if (!changed) return { id };
    await trx.updateTable(tables[level] as 'categories').set(values as never).where('id', '=', id).execute();
    if (level === 'subcategory' && values.category_id !== undefined) {
      // Its products follow it, so a product's category and subcategory always belong together.
      await trx.updateTable('products').set({ category_id: values.category_id }).where('subcategory_id', '=', id).where('store_id', '=', storeId).execute();
    }
    if (level === 'subcategory') await refreshSearchKeywords(trx, storeId, { subcategoryId: id });
    else await refreshSearchKeywords(trx, storeId, { categoryIds: level === 'category' ? [id] : await categoryIdsOf(trx, storeId, id) });
    await writeAudit(trx, ctx.actor, { action: `${level}.update`, entityType: level, entityId: id, ...changed }, ctx.now());
    return { id };
  });
}

/** Deletes an empty group, category or subcategory; one that still holds products (archived too) is a 409 naming how many. */
export async function removeCategoryLevel(ctx: ConsoleContext, level: Level, id: number): Promise<{ id: number }> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const current = await rowOf(trx, level, storeId, id);
    const count = await productCount(trx, storeId, level, id);
    if (count > 0) throw new ConsoleRefusal('conflict', m.stillHoldsProducts(level, count));
    await trx.deleteFrom(tables[level] as 'categories').where('id', '=', id).execute();
    await writeAudit(trx, ctx.actor, { action: `${level}.remove`, entityType: level, entityId: id, before: { name: current.name } }, ctx.now());
    return { id };
  });
}

/** Puts the store's groups, a group's categories or a category's subcategories in the given order; `ids` names each once. */
export async function orderCategoryLevel(ctx: ConsoleContext, level: Level, parentId: number | null, ids: number[]): Promise<{ ids: number[] }> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    if (level === 'category') await rowOf(trx, 'group', storeId, parentId!);
    if (level === 'subcategory') await rowOf(trx, 'category', storeId, parentId!);
    let query = trx.selectFrom(tables[level] as 'categories').select('id').where('store_id', '=', storeId);
    if (level === 'category') query = query.where('group_id', '=', parentId!);
    if (level === 'subcategory') query = (query as unknown as typeof query).where('category_id' as 'group_id', '=', parentId!);
    const known = new Set((await query.orderBy('sort').orderBy('id').execute()).map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((one) => !known.has(one))) throw invalidFields({ ids: m.order });
    for (const [index, one] of ids.entries()) await trx.updateTable(tables[level] as 'categories').set({ sort: index + 1 }).where('id', '=', one).execute();
    await writeAudit(trx, ctx.actor, { action: `${level}.order`, entityType: level, entityId: parentId, after: { ids } }, ctx.now());
    return { ids };
  });
}
