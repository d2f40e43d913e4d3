import { Hono } from 'hono';
import { apiPaths, themeRequest } from '@haat/shared/api';
import type { ApiDeps, AppEnv } from './env.ts';
import { readJson } from './body.ts';

/** GetResellerLogo, Get_Theme_Color, Social_media_links, GetBannerImages. */
export function brandingRoutes({ db, now }: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.resellerLogo, (c) => {
    const s = c.get('store');
    return c.json({
      status: 'true',
      data: [{ logo: s.logo, favicon_icon: s.favicon, store_name: s.name, email: s.email, mobile: s.mobile, address: s.address, default_language: s.default_language, hindi_enabled: s.hindi_enabled === 1 }],
    });
  });

  app.post(apiPaths.themeColor, async (c) => {
    await readJson(c, themeRequest);
    const s = c.get('store');
    return c.json({
      status: 'true',
      data: [{ text: s.theme_text, background: s.theme_background, primary: s.theme_primary, secondary: s.theme_secondary, accent: s.theme_accent }],
    });
  });

  app.get(apiPaths.socialLinks, (c) => {
    const s = c.get('store');
    return c.json({
      status: 'true',
      data: [{ fb: s.social_fb ?? '', insta: s.social_insta ?? '', linkedin: s.social_linkedin ?? '', twitter: s.social_twitter ?? '', youtube: s.social_youtube ?? '' }],
    });
  });

  app.get(apiPaths.banners, async (c) => {
    // Read live, not cached: a banner's first and last days (Indian time, stored as UTC instants)
    // turn it on and off with the clock, and a console change shows on the next page.
    const at = now().toISOString();
    const banners = await db.selectFrom('banners').select(['image', 'url', 'phone_image']).where('store_id', '=', c.get('store').id)
      .where((eb) => eb.and([
        eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]),
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]),
      ]))
      .orderBy('sort').orderBy('id').execute();
    return c.json({ status: 'true', data: banners.map((b) => ({ banner_img_name: b.image, url: b.url, mobile_banner_img_name: b.phone_image ?? '' })) });
  });

  return app;
}
