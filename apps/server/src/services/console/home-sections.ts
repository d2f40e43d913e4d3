import { homeMessages, type HomeSection, type HomeSectionsUpdate } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { featuredByGroup, groupsInHomeOrder } from '../catalogue/home-order.ts';
import { writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { ConsoleRefusal, invalidFields } from './refusal.ts';

/** Every group's home section: whether it shows, and the products it features (any status, for the console). */
export async function readHomeSections(db: Db, storeId: number): Promise<HomeSection[]> {
  const [groups, picks] = await Promise.all([groupsInHomeOrder(db, storeId), featuredByGroup(db, storeId)]);
  const ids = [...new Set([...picks.values()].flat())];
  const products = ids.length === 0 ? [] : await db.selectFrom('products').select(['id', 'name', 'image', 'status'])
    .where('store_id', '=', storeId).where('id', 'in', ids).execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return groups.map((g) => ({
    group_id: g.id, name: g.name, visible: g.home_visible === 1,
    featured: (picks.get(g.id) ?? []).map((id) => byId.get(id)).filter((p) => p !== undefined),
  }));
}

/**
 * Sets the home sections at once: every group named once, in home order, with whether it shows
 * and its picks (at most six, each a product of this shop). All or nothing, one audit row.
 */
export async function updateHomeSections(ctx: ConsoleContext, input: HomeSectionsUpdate): Promise<void> {
  const { storeId } = ctx.actor;
  await consoleWrite(ctx, async (trx) => {
    const before = await readHomeSections(trx, storeId);
    const groupIds = before.map((s) => s.group_id);
    const sent = input.sections.map((s) => s.group_id);
    const same = sent.length === groupIds.length && new Set(sent).size === sent.length && sent.every((id) => groupIds.includes(id));
    if (!same) throw new ConsoleRefusal('invalid', homeMessages.sectionsIncomplete, { sections: homeMessages.sectionsIncomplete });
    const productIds = [...new Set(input.sections.flatMap((s) => s.featured))];
    const owned = productIds.length === 0 ? [] : await trx.selectFrom('products').select('id').where('store_id', '=', storeId).where('id', 'in', productIds).execute();
    const ownedIds = new Set(owned.map((p) => p.id));
    const strangers: Record<string, string> = {};
    for (const [index, section] of input.sections.entries()) {
      if (section.featured.some((id) => !ownedIds.has(id))) strangers[`sections.${index}.featured`] = homeMessages.productNotFound;
    }
    if (Object.keys(strangers).length > 0) throw invalidFields(strangers);

    await trx.deleteFrom('home_featured').where('store_id', '=', storeId).execute();
    for (const [homeSort, section] of input.sections.entries()) {
      await trx.updateTable('category_groups').set({ home_sort: homeSort, home_visible: section.visible ? 1 : 0 })
        .where('id', '=', section.group_id).where('store_id', '=', storeId).execute();
      if (section.featured.length > 0) {
        await trx.insertInto('home_featured').values(section.featured.map((productId, sort) => ({ store_id: storeId, group_id: section.group_id, product_id: productId, sort }))).execute();
      }
    }
    const summary = (sections: Array<{ group_id: number; visible: boolean; featured: Array<number | { id: number }> }>) =>
      sections.map((s) => ({ group_id: s.group_id, visible: s.visible, featured: s.featured.map((p) => (typeof p === 'number' ? p : p.id)) }));
    await writeAudit(trx, ctx.actor, { action: 'home.sections', entityType: 'store', entityId: storeId, before: { sections: summary(before) }, after: { sections: summary(input.sections) } }, ctx.now());
  });
}
