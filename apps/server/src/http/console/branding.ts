import { brandingUpdateRequest, themePublishRequest } from '@haat/shared/console-api';
import {
  brandingImageSide, deleteBrandingImageIfUnused, publishTheme, readBranding, setFavicon, updateBranding,
} from '../../services/console/branding.ts';
import type { ApiDeps } from '../env.ts';
import { answer, contextOf } from './catalogue-handler.ts';
import { answering, storeUpload } from './images.ts';
import { readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea, ConsoleEnv } from './router.ts';
import type { Context } from 'hono';

/**
 * A logo is stored and answered as its file, for the preview: the shop shows it once the theme is
 * published with it. (A logo uploaded and never published stays in storage, unreferenced.)
 */
function logoUpload(deps: ApiDeps) {
  return (c: Context<ConsoleEnv>) => answering(async () => {
    const { key } = await storeUpload(c, deps, 'logo', brandingImageSide.logo);
    return c.json({ status: 'true', data: { file: key } });
  });
}

/** A favicon is live at once (a browser tab cannot be previewed); the one it replaces goes when nothing uses it. */
function faviconUpload(deps: ApiDeps) {
  return (c: Context<ConsoleEnv>) => answering(async () => {
    const ctx = contextOf(c, deps);
    const { key } = await storeUpload(c, deps, 'logo', brandingImageSide.favicon);
    const previous = await setFavicon(ctx, key).catch(async (error: unknown) => {
      await deleteBrandingImageIfUnused(deps.db, deps.storage, key);
      throw error;
    });
    if (previous !== key) await deleteBrandingImageIfUnused(deps.db, deps.storage, previous);
    return c.json({ status: 'true', data: await readBranding(deps.db, ctx.actor.storeId) });
  });
}

/** The shop's branding: name, contact, social links, and the theme published to the storefront. */
export const brandingArea: ConsoleArea = (route, deps) => {
  route('storeBranding', answer(async (c) => readBranding(deps.db, c.get('store').id)));
  route('storeBrandingUpdate', answer(async (c) => updateBranding(contextOf(c, deps), await readConsoleJson(c, brandingUpdateRequest))));
  route('storeTheme', answer(async (c) => publishTheme(contextOf(c, deps), deps.storage, await readConsoleJson(c, themePublishRequest))));
  route('storeLogo', logoUpload(deps));
  route('storeFavicon', faviconUpload(deps));
};
