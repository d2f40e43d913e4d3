import { brandingUpdateRequest, themePublishRequest } from '@haat/shared/console-api';
import { publishTheme, readBranding, updateBranding } from '../../services/console/branding.ts';
import { answer, contextOf } from './catalogue-handler.ts';
import { readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';

/** The shop's branding: name, contact, social links, and the theme published to the storefront. */
export const brandingArea: ConsoleArea = (route, deps) => {
  route('storeBranding', answer(async (c) => readBranding(deps.db, c.get('store').id)));
  route('storeBrandingUpdate', answer(async (c) => updateBranding(contextOf(c, deps), await readConsoleJson(c, brandingUpdateRequest))));
  route('storeTheme', answer(async (c) => publishTheme(contextOf(c, deps), await readConsoleJson(c, themePublishRequest))));
};
