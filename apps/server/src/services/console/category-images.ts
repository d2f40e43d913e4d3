import { consoleMessages } from '@haat/shared/console-api';
import { writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { ConsoleRefusal } from './refusal.ts';

/** Refuses before any work when the category is not this shop's. */
export async function checkCategory(ctx: ConsoleContext, categoryId: number): Promise<void> {
  const found = await ctx.db.selectFrom('categories').select('id').where('id', '=', categoryId).where('store_id', '=', ctx.actor.storeId).executeTakeFirst();
  if (!found) throw new ConsoleRefusal('not-found', consoleMessages.notFound);
}

/** Gives a category a new stored picture; returns the picture it had, for the caller to delete when unused. */
export async function setCategoryImage(ctx: ConsoleContext, categoryId: number, file: string): Promise<string> {
  return consoleWrite(ctx, async (trx) => {
    const row = await trx.selectFrom('categories').select('image').where('id', '=', categoryId).where('store_id', '=', ctx.actor.storeId).executeTakeFirst();
    if (!row) throw new ConsoleRefusal('not-found', consoleMessages.notFound);
    await trx.updateTable('categories').set({ image: file }).where('id', '=', categoryId).execute();
    await writeAudit(trx, ctx.actor, { action: 'category.image', entityType: 'category', entityId: categoryId, before: { image: row.image }, after: { image: file } }, ctx.now());
    return row.image;
  });
}
