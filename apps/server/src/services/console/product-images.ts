import { consoleMessages, imageMessages, maxProductImages, type ConsoleProductImage } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import type { PreparedImage } from '../../images/prepare-upload.ts';
import type { ImageStorage } from '../../images/storage/storage.ts';
import { writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { ConsoleRefusal } from './refusal.ts';

/** Console uploads live under `s/<storeId>/`; only those are ever deleted (seeded files are shared by many rows). */
/** What an upload is for: a product's, a category's, a banner's picture, or the shop's branding (logo, favicon). */
export type UploadKind = 'p' | 'c' | 'b' | 'logo';

export function uploadKey(storeId: number, kind: UploadKind, image: PreparedImage): string {
  return `s/${storeId}/${kind}/${image.hash}.${image.ext}`;
}

/** A product's pictures in gallery order, the main one (sort 0) first. */
export async function listProductImages(db: Db, storeId: number, productId: number): Promise<ConsoleProductImage[]> {
  const rows = await db.selectFrom('product_images').select(['id', 'file', 'sort', 'width', 'height', 'bytes'])
    .where('store_id', '=', storeId).where('product_id', '=', productId).orderBy('sort').orderBy('id').execute();
  return rows.map((row, index) => ({ ...row, main: index === 0 }));
}

async function requireProduct(db: Db, storeId: number, productId: number): Promise<void> {
  const found = await db.selectFrom('products').select('id').where('id', '=', productId).where('store_id', '=', storeId).executeTakeFirst();
  if (!found) throw new ConsoleRefusal('not-found', consoleMessages.notFound);
}

/** Refuses before any work when the product is not this shop's or already has all the pictures it may. */
export async function checkRoomForImage(db: Db, storeId: number, productId: number): Promise<void> {
  await requireProduct(db, storeId, productId);
  if ((await listProductImages(db, storeId, productId)).length >= maxProductImages) throw new ConsoleRefusal('conflict', imageMessages.tooManyImages);
}

/** Numbers the pictures 0, 1, … in the given order and mirrors the first into `products.image`. */
async function renumber(trx: Db, storeId: number, productId: number, ids: number[]): Promise<void> {
  for (const [sort, id] of ids.entries()) {
    await trx.updateTable('product_images').set({ sort }).where('id', '=', id).where('store_id', '=', storeId).execute();
  }
  const main = ids[0] === undefined ? null
    : await trx.selectFrom('product_images').select('file').where('id', '=', ids[0]).executeTakeFirstOrThrow();
  await trx.updateTable('products').set({ image: main?.file ?? '' }).where('id', '=', productId).where('store_id', '=', storeId).execute();
}

/** Adds a stored picture to the end of a product's gallery (as its main picture when it is the first). */
export async function addProductImage(ctx: ConsoleContext, productId: number, file: string, image: PreparedImage): Promise<number> {
  const { storeId } = ctx.actor;
  return consoleWrite(ctx, async (trx) => {
    const current = await listProductImages(trx, storeId, productId);
    if (current.length >= maxProductImages) throw new ConsoleRefusal('conflict', imageMessages.tooManyImages);
    const { id } = await trx.insertInto('product_images').values({
      store_id: storeId, product_id: productId, file, sort: current.length,
      width: image.width, height: image.height, bytes: image.bytes.length, created_at: ctx.now().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await renumber(trx, storeId, productId, [...current.map((i) => i.id), id]);
    await writeAudit(trx, ctx.actor, { action: 'product.image.add', entityType: 'product', entityId: productId, after: { image_id: id, file } }, ctx.now());
    return id;
  });
}

/** Puts a product's pictures in a new order; `ids` must name each of them once. */
export async function orderProductImages(ctx: ConsoleContext, productId: number, ids: number[], action = 'product.image.order'): Promise<void> {
  const { storeId } = ctx.actor;
  await requireProduct(ctx.db, storeId, productId);
  await consoleWrite(ctx, async (trx) => {
    const current = (await listProductImages(trx, storeId, productId)).map((i) => i.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw new ConsoleRefusal('invalid', imageMessages.orderIncomplete, { ids: imageMessages.orderIncomplete });
    await renumber(trx, storeId, productId, ids);
    await writeAudit(trx, ctx.actor, { action, entityType: 'product', entityId: productId, before: { image_ids: current }, after: { image_ids: ids } }, ctx.now());
  });
}

/** Makes one picture the main one (first), keeping the others' order. */
export async function makeMainImage(ctx: ConsoleContext, productId: number, imageId: number): Promise<void> {
  const current = (await listProductImages(ctx.db, ctx.actor.storeId, productId)).map((i) => i.id);
  if (!current.includes(imageId)) {
    await requireProduct(ctx.db, ctx.actor.storeId, productId);
    throw new ConsoleRefusal('not-found', imageMessages.imageNotFound);
  }
  await orderProductImages(ctx, productId, [imageId, ...current.filter((id) => id !== imageId)], 'product.image.main');
}

/**
 * Removes a picture from a product; its object is deleted once no row (a duplicated product,
 * a category) refers to it any more.
 */
export async function removeProductImage(ctx: ConsoleContext, storage: ImageStorage, productId: number, imageId: number): Promise<void> {
  const { storeId } = ctx.actor;
  await requireProduct(ctx.db, storeId, productId);
  const file = await consoleWrite(ctx, async (trx) => {
    const current = await listProductImages(trx, storeId, productId);
    const gone = current.find((i) => i.id === imageId);
    if (!gone) throw new ConsoleRefusal('not-found', imageMessages.imageNotFound);
    await trx.deleteFrom('product_images').where('id', '=', imageId).where('store_id', '=', storeId).execute();
    await renumber(trx, storeId, productId, current.filter((i) => i.id !== imageId).map((i) => i.id));
    await writeAudit(trx, ctx.actor, { action: 'product.image.remove', entityType: 'product', entityId: productId, before: { image_id: imageId, file: gone.file } }, ctx.now());
    return gone.file;
  });
  await deleteIfUnused(ctx.db, storage, file);
}

/** Deletes a console upload nothing refers to any more; seeded and other shared files are left alone. */
export async function deleteIfUnused(db: Db, storage: ImageStorage, file: string): Promise<void> {
  if (!file.startsWith('s/')) return;
  const used = await db.selectFrom('product_images').select('id').where('file', '=', file).limit(1).executeTakeFirst()
    ?? await db.selectFrom('categories').select('id').where('image', '=', file).limit(1).executeTakeFirst()
    ?? await db.selectFrom('products').select('id').where('image', '=', file).limit(1).executeTakeFirst();
  if (!used) await storage.delete(file);
}
