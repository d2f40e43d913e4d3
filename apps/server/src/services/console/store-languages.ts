import type { StoreLanguagesSettings } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { changedFields, writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { ConsoleRefusal } from './refusal.ts';

/** The storefront's languages as stored (decision 045). */
export async function readStoreLanguages(db: Db, storeId: number): Promise<StoreLanguagesSettings> {
  const row = await db.selectFrom('stores').select(['default_language', 'hindi_enabled']).where('id', '=', storeId).executeTakeFirst();
  if (!row) throw new ConsoleRefusal('not-found', 'This shop was not found.');
  return { default_language: row.default_language === 'hi' ? 'hi' : 'en', hindi_enabled: row.hindi_enabled === 1 };
}

/** Replaces them (already validated), with the audit row of what changed in the same transaction. */
export async function updateStoreLanguages(ctx: ConsoleContext, input: StoreLanguagesSettings): Promise<StoreLanguagesSettings> {
  const { storeId } = ctx.actor;
  await consoleWrite(ctx, async (trx) => {
    const row = await trx.selectFrom('stores').select(['default_language', 'hindi_enabled']).where('id', '=', storeId).executeTakeFirstOrThrow();
    const after = { default_language: input.default_language, hindi_enabled: input.hindi_enabled ? 1 : 0 };
    const changed = changedFields({ default_language: row.default_language, hindi_enabled: row.hindi_enabled }, after);
    if (!changed) return;
    await trx.updateTable('stores').set(changed.after).where('id', '=', storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'store.languages', entityType: 'store', entityId: storeId, ...changed }, ctx.now());
  });
  return readStoreLanguages(ctx.db, storeId);
}
