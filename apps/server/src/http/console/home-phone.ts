import type { Context } from 'hono';
import sharp from 'sharp';
import { homeMessages, isPhonePictureShape, phonePictureLongSide } from '@haat/shared/console-api';
import { bannerKey, deleteBannerImageIfUnused, listBanners } from '../../services/console/home-banners.ts';
import { checkBannerForPhonePicture, removeBannerPhonePicture, setBannerPhonePicture } from '../../services/console/home-banner-phone.ts';
import { ApiError } from '../errors.ts';
import { answer, contextOf } from './catalogue-handler.ts';
import { idParam } from './read-console-json.ts';
import type { ConsoleArea, ConsoleEnv } from './router.ts';
import { uploadedPicture } from './uploaded-picture.ts';

/** The picture's size as the reseller made it, upright: what they will find in their editor. */
async function sizeAsSent(sent: Uint8Array, kept: { width: number; height: number }): Promise<{ width: number; height: number }> {
  const header = await sharp(sent).metadata().catch(() => null);
  if (!header) return kept;
  // EXIF orientations 5 to 8 lie on their side: the picture shows with width and height swapped.
  return (header.orientation ?? 1) >= 5 ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
}

/** A banner's phone picture: add or replace (same checks as the banner, and 4 : 3), and remove. */
export const homePhoneRoutes: ConsoleArea = (route, deps) => {
  const { db } = deps;
  const banners = async (c: Context<ConsoleEnv>) => ({ banners: await listBanners(db, c.get('store').id, deps.now()) });

  route('bannerPhoneUpload', answer(async (c) => {
    const ctx = contextOf(c, deps);
    const id = idParam(c);
    await checkBannerForPhonePicture(ctx, id);
    const { image, sent } = await uploadedPicture(c, phonePictureLongSide);
    if (!isPhonePictureShape(image.width, image.height)) {
      const { width, height } = await sizeAsSent(sent, image);
      const message = homeMessages.phoneShape(width, height);
      throw new ApiError(400, message, { file: message });
    }
    const key = bannerKey(ctx.actor.storeId, image);
    // Before the row: no row ever names an object that is not there. Same bytes, same name.
    await deps.storage.put(key, image.bytes, image.contentType);
    let replaced: string | null;
    try {
      replaced = await setBannerPhonePicture(ctx, id, key);
    } catch (error) {
      await deleteBannerImageIfUnused(db, deps.storage, key);
      throw error;
    }
    if (replaced !== null) await deleteBannerImageIfUnused(db, deps.storage, replaced);
    return banners(c);
  }));

  route('bannerPhoneRemove', answer(async (c) => {
    const file = await removeBannerPhonePicture(contextOf(c, deps), idParam(c));
    await deleteBannerImageIfUnused(db, deps.storage, file);
    return banners(c);
  }));
};
