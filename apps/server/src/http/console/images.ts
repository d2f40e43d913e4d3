import type { Context } from 'hono';
import { imageMessages, imageOrderRequest } from '@haat/shared/console-api';
import { ImageRefusal, prepareUpload, type PreparedImage } from '../../images/prepare-upload.ts';
import { checkCategory, setCategoryImage } from '../../services/console/category-images.ts';
import type { ConsoleContext } from '../../services/console/console-write.ts';
import {
  addProductImage, checkRoomForImage, deleteIfUnused, listProductImages, makeMainImage, orderProductImages, removeProductImage, uploadKey, type UploadKind,
} from '../../services/console/product-images.ts';
import { ConsoleRefusal } from '../../services/console/refusal.ts';
import { ApiError } from '../errors.ts';
import type { ApiDeps } from '../env.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import { staffOf, type ConsoleArea, type ConsoleEnv } from './router.ts';

const refusalStatus = { invalid: 400, 'not-found': 404, conflict: 409 } as const;

/** Runs a service call, turning its refusal (or a refused picture) into the console's error answer. */
/** Runs an upload's work, turning refusals (a picture not read, too large) into the console's error replies. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConsoleRefusal) throw new ApiError(refusalStatus[error.kind], error.message, error.fields);
    if (error instanceof ImageRefusal) throw new ApiError(error.status, error.message, { file: error.message });
    throw error;
  }
}

function contextOf(c: Context<ConsoleEnv>, deps: ApiDeps): ConsoleContext {
  return {
    db: deps.db, now: deps.now, changes: deps.changes,
    actor: { storeId: c.get('store').id, staffId: staffOf(c).staffId, requestId: c.get('requestId') ?? null },
  };
}

/** The one file of a multipart upload, field `file` (the router has limited the body's size already). */
export async function uploadedFile(c: Context<ConsoleEnv>): Promise<Uint8Array> {
  const missing = () => new ApiError(400, imageMessages.fileMissing, { file: imageMessages.fileMissing });
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw missing();
  const form = await c.req.parseBody({ all: true }).catch(() => { throw missing(); });
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw missing();
  return new Uint8Array(await file.arrayBuffer());
}

/** Checks and stores an uploaded picture under its content's name; refused pictures store nothing. */
export async function storeUpload(c: Context<ConsoleEnv>, deps: ApiDeps, kind: UploadKind, longSide?: number): Promise<{ key: string; image: PreparedImage }> {
  const image = await prepareUpload(await uploadedFile(c), longSide);
  const key = uploadKey(c.get('store').id, kind, image);
  // Before the row: no row ever names an object that is not there. Same bytes, same name: a repeat put is harmless.
  await deps.storage.put(key, image.bytes, image.contentType);
  return { key, image };
}

/** Product and category pictures: upload (checked by content), order, main picture, remove. */
export const imagesArea: ConsoleArea = (route, deps) => {
  const imagesReply = async (c: Context<ConsoleEnv>, productId: number) =>
    c.json({ status: 'true', data: { images: await listProductImages(deps.db, c.get('store').id, productId) } });

  route('imageUpload', (c) => answering(async () => {
    const productId = idParam(c);
    const ctx = contextOf(c, deps);
    await checkRoomForImage(deps.db, ctx.actor.storeId, productId);
    const { key, image } = await storeUpload(c, deps, 'p');
    let id: number;
    try {
      id = await addProductImage(ctx, productId, key, image);
    } catch (error) {
      await deleteIfUnused(deps.db, deps.storage, key);
      throw error;
    }
    const images = await listProductImages(deps.db, ctx.actor.storeId, productId);
    return c.json({ status: 'true', data: { image: images.find((i) => i.id === id), images } });
  }));

  route('imageOrder', (c) => answering(async () => {
    const productId = idParam(c);
    const { ids } = await readConsoleJson(c, imageOrderRequest);
    await orderProductImages(contextOf(c, deps), productId, ids);
    return imagesReply(c, productId);
  }));

  route('imageMain', (c) => answering(async () => {
    const productId = idParam(c);
    await makeMainImage(contextOf(c, deps), productId, idParam(c, 'imageId'));
    return imagesReply(c, productId);
  }));

  route('imageRemove', (c) => answering(async () => {
    const productId = idParam(c);
    await removeProductImage(contextOf(c, deps), deps.storage, productId, idParam(c, 'imageId'));
    return imagesReply(c, productId);
  }));

  route('categoryImage', (c) => answering(async () => {
    const categoryId = idParam(c);
    const ctx = contextOf(c, deps);
    await checkCategory(ctx, categoryId);
    const { key } = await storeUpload(c, deps, 'c');
    let previous: string;
    try {
      previous = await setCategoryImage(ctx, categoryId, key);
    } catch (error) {
      await deleteIfUnused(deps.db, deps.storage, key);
      throw error;
    }
    if (previous !== key) await deleteIfUnused(deps.db, deps.storage, previous);
    return c.json({ status: 'true', data: { id: categoryId, image: key } });
  }));
};
