import type { Context } from 'hono';
import { bannerOrderRequest, bannerUpdateRequest, homeSectionsRequest } from '@haat/shared/console-api';
import {
  addBanner, bannerKey, checkRoomForBanner, deleteBannerImageIfUnused, listBanners, orderBanners, removeBanner, updateBanner,
} from '../../services/console/home-banners.ts';
import { readHomeSections, updateHomeSections } from '../../services/console/home-sections.ts';
import { answer, contextOf } from './catalogue-handler.ts';
import { homePhoneRoutes } from './home-phone.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea, ConsoleEnv } from './router.ts';
import { uploadedPicture } from './uploaded-picture.ts';

/** The home page's settings: banners (upload, link, days, order, remove, phone picture) and the home sections. */
export const homeArea: ConsoleArea = (route, deps) => {
  const { db } = deps;
  const banners = async (c: Context<ConsoleEnv>) => ({ banners: await listBanners(db, c.get('store').id, deps.now()) });

  route('bannerList', answer(banners));

  route('bannerUpload', answer(async (c) => {
    const ctx = contextOf(c, deps);
    await checkRoomForBanner(db, ctx.actor.storeId);
    const { image } = await uploadedPicture(c);
    const key = bannerKey(ctx.actor.storeId, image);
    // Before the row: no row ever names an object that is not there. Same bytes, same name.
    await deps.storage.put(key, image.bytes, image.contentType);
    let id: number;
    try {
      id = await addBanner(ctx, key);
    } catch (error) {
      await deleteBannerImageIfUnused(db, deps.storage, key);
      throw error;
    }
    const all = await banners(c);
    return { ...all, banner: all.banners.find((b) => b.id === id) };
  }));

  route('bannerUpdate', answer(async (c) => {
    const id = idParam(c);
    await updateBanner(contextOf(c, deps), id, await readConsoleJson(c, bannerUpdateRequest));
    return banners(c);
  }));

  route('bannerOrder', answer(async (c) => {
    const { ids } = await readConsoleJson(c, bannerOrderRequest);
    await orderBanners(contextOf(c, deps), ids);
    return banners(c);
  }));

  route('bannerRemove', answer(async (c) => {
    await removeBanner(contextOf(c, deps), deps.storage, idParam(c));
    return banners(c);
  }));

  homePhoneRoutes(route, deps);

  route('homeSections', answer(async (c) => ({ sections: await readHomeSections(db, c.get('store').id) })));

  route('homeSectionsUpdate', answer(async (c) => {
    await updateHomeSections(contextOf(c, deps), await readConsoleJson(c, homeSectionsRequest));
    return { sections: await readHomeSections(db, c.get('store').id) };
  }));
};
