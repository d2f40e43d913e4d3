import { homeMessages, maxBanners, type BannerUpdate, type ConsoleBanner } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import type { PreparedImage } from '../../images/prepare-upload.ts';
import type { ImageStorage } from '../../images/storage/storage.ts';
import { changedFields, writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { endOfIndianDay, indianDayOf, lastIndianDayOf, startOfIndianDay } from './home-days.ts';
import { ConsoleRefusal, invalidFields } from './refusal.ts';

/** A banner upload's storage name: under the shop's own folder, named by its content. */
export function bannerKey(storeId: number, image: PreparedImage): string {
  return `s/${storeId}/b/${image.hash}.${image.ext}`;
}

type BannerRow = { id: number; image: string; url: string; title: string; starts_at: string | null; ends_at: string | null; phone_image: string | null };

function toWire(row: BannerRow, now: Date): ConsoleBanner {
  const at = now.toISOString();
  const state = row.ends_at !== null && row.ends_at <= at ? 'ended' : row.starts_at !== null && row.starts_at > at ? 'scheduled' : 'live';
  return {
    id: row.id, image: row.image, url: row.url, title: row.title,
    starts_on: row.starts_at === null ? null : indianDayOf(row.starts_at),
    ends_on: row.ends_at === null ? null : lastIndianDayOf(row.ends_at),
    state,
    phone_image: row.phone_image,
  };
}

function bannerRows(db: Db, storeId: number) {
  return db.selectFrom('banners').select(['id', 'image', 'url', 'title', 'starts_at', 'ends_at', 'phone_image'])
    .where('store_id', '=', storeId).orderBy('sort').orderBy('id').execute();
}

/** The shop's banners in carousel order, each with whether it shows at `now`. */
export async function listBanners(db: Db, storeId: number, now: Date): Promise<ConsoleBanner[]> {
  return (await bannerRows(db, storeId)).map((row) => toWire(row, now));
}

/** Refuses before an upload is stored when the shop already has all the banners it may. */
export async function checkRoomForBanner(db: Db, storeId: number): Promise<void> {
  if ((await bannerRows(db, storeId)).length >= maxBanners) throw new ConsoleRefusal('conflict', homeMessages.tooManyBanners);
}

/** Adds a stored picture as the last banner, shown at once with no link; returns its id. */
export async function addBanner(ctx: ConsoleContext, file: string): Promise<number> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const current = await bannerRows(trx, storeId);
    if (current.length >= maxBanners) throw new ConsoleRefusal('conflict', homeMessages.tooManyBanners);
    const { id } = await trx.insertInto('banners').values({ store_id: storeId, image: file, url: '', sort: current.length, starts_at: null, ends_at: null })
      .returning('id').executeTakeFirstOrThrow();
    await writeAudit(trx, ctx.actor, { action: 'banner.add', entityType: 'banner', entityId: id, after: { image: file } }, ctx.now());
    return id;
  });
}

/** Changes a banner's link, text or days; the last day may not come before the first. */
export async function updateBanner(ctx: ConsoleContext, id: number, input: BannerUpdate): Promise<void> {
  const { storeId } = ctx.actor;
  await consoleWrite(ctx, async (trx) => {
    const row = (await bannerRows(trx, storeId)).find((b) => b.id === id);
    if (!row) throw new ConsoleRefusal('not-found', homeMessages.bannerNotFound);
    const next = {
      url: input.url ?? row.url,
      title: input.title ?? row.title,
      starts_at: input.starts_on === undefined ? row.starts_at : input.starts_on === null ? null : startOfIndianDay(input.starts_on),
      ends_at: input.ends_on === undefined ? row.ends_at : input.ends_on === null ? null : endOfIndianDay(input.ends_on),
    };
    if (next.starts_at !== null && next.ends_at !== null && next.ends_at <= next.starts_at) throw invalidFields({ ends_on: homeMessages.endBeforeStart });
    const changed = changedFields({ url: row.url, title: row.title, starts_at: row.starts_at, ends_at: row.ends_at }, next);
    if (!changed) return;
    await trx.updateTable('banners').set(next).where('id', '=', id).where('store_id', '=', storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'banner.update', entityType: 'banner', entityId: id, ...changed }, ctx.now());
  });
}

/** Puts the banners in a new order; `ids` must name each of them once. */
export async function orderBanners(ctx: ConsoleContext, ids: number[]): Promise<void> {
  const { storeId } = ctx.actor;
  await consoleWrite(ctx, async (trx) => {
    const current = (await bannerRows(trx, storeId)).map((b) => b.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw new ConsoleRefusal('invalid', homeMessages.orderIncomplete, { ids: homeMessages.orderIncomplete });
    for (const [sort, id] of ids.entries()) await trx.updateTable('banners').set({ sort }).where('id', '=', id).where('store_id', '=', storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'banner.order', entityType: 'store', entityId: storeId, before: { banner_ids: current }, after: { banner_ids: ids } }, ctx.now());
  });
}

/** Removes a banner; its pictures are deleted once no banner shows them any more. */
export async function removeBanner(ctx: ConsoleContext, storage: ImageStorage, id: number): Promise<void> {
  const { storeId } = ctx.actor;
  const removed = await consoleWrite(ctx, async (trx) => {
    const gone = (await bannerRows(trx, storeId)).find((b) => b.id === id);
    if (!gone) throw new ConsoleRefusal('not-found', homeMessages.bannerNotFound);
    await trx.deleteFrom('banners').where('id', '=', id).where('store_id', '=', storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'banner.remove', entityType: 'banner', entityId: id, before: { image: gone.image, url: gone.url, phone_image: gone.phone_image } }, ctx.now());
    return gone;
  });
  await deleteBannerImageIfUnused(ctx.db, storage, removed.image);
  if (removed.phone_image !== null) await deleteBannerImageIfUnused(ctx.db, storage, removed.phone_image);
}

/** Deletes a banner upload (`s/<store>/b/…`) no banner shows, wide or on phones; seeded and other files are left alone. */
export async function deleteBannerImageIfUnused(db: Db, storage: ImageStorage, file: string): Promise<void> {
  if (!/^s\/\d+\/b\//.test(file)) return;
  const used = await db.selectFrom('banners').select('id').where((eb) => eb.or([eb('image', '=', file), eb('phone_image', '=', file)])).limit(1).executeTakeFirst();
  if (!used) await storage.delete(file);
}
