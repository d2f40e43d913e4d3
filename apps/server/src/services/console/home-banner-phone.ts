import { homeMessages } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { ConsoleRefusal } from './refusal.ts';

// A banner's phone picture (migration 0014): the 4 : 3 picture phones show instead of the wide one.

async function bannerOf(db: Db, storeId: number, id: number) {
  const row = await db.selectFrom('banners').select(['id', 'phone_image']).where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) throw new ConsoleRefusal('not-found', homeMessages.bannerNotFound);
  return row;
}

/** Refuses before an upload is stored when the banner is not one of this shop's. */
export async function checkBannerForPhonePicture(ctx: ConsoleContext, id: number): Promise<void> {
  await bannerOf(ctx.db, ctx.actor.storeId, id);
}

/** Gives a banner a stored picture as its phone picture, replacing any; returns the one it replaced. */
export async function setBannerPhonePicture(ctx: ConsoleContext, id: number, file: string): Promise<string | null> {
  return consoleWrite(ctx, async (trx) => {
    const { phone_image: was } = await bannerOf(trx, ctx.actor.storeId, id);
    if (was === file) return null;
    await trx.updateTable('banners').set({ phone_image: file }).where('id', '=', id).where('store_id', '=', ctx.actor.storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'banner.phone', entityType: 'banner', entityId: id, before: { phone_image: was }, after: { phone_image: file } }, ctx.now());
    return was;
  });
}

/** Takes a banner's phone picture away, so phones show its wide picture whole; returns the file it had. */
export async function removeBannerPhonePicture(ctx: ConsoleContext, id: number): Promise<string> {
  return consoleWrite(ctx, async (trx) => {
    const { phone_image: was } = await bannerOf(trx, ctx.actor.storeId, id);
    if (was === null) throw new ConsoleRefusal('conflict', homeMessages.noPhonePicture);
    await trx.updateTable('banners').set({ phone_image: null }).where('id', '=', id).where('store_id', '=', ctx.actor.storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'banner.phone.remove', entityType: 'banner', entityId: id, before: { phone_image: was } }, ctx.now());
    return was;
  });
}
