import type { z } from 'zod';
import { brandingMessages, type brandingUpdateRequest, type ConsoleBranding, type themePublishRequest } from '@haat/shared/console-api';
import { themeContrastWarnings } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { ImageStorage } from '../../images/storage/storage.ts';
import { changedFields, writeAudit } from './audit.ts';
import { consoleWrite, type ConsoleContext } from './console-write.ts';
import { invalidFields } from './refusal.ts';

/** The shop's branding as the console's settings show it, with its theme's contrast warnings. */
export async function readBranding(db: Db, storeId: number): Promise<ConsoleBranding> {
  const s = await db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirstOrThrow();
  const theme = { text: s.theme_text, background: s.theme_background, primary: s.theme_primary, secondary: s.theme_secondary, accent: s.theme_accent };
  return {
    name: s.name, email: s.email, mobile: s.mobile, address: s.address, logo: s.logo, favicon: s.favicon,
    social: { fb: s.social_fb ?? '', insta: s.social_insta ?? '', linkedin: s.social_linkedin ?? '', twitter: s.social_twitter ?? '', youtube: s.social_youtube ?? '' },
    theme,
    warnings: themeContrastWarnings(theme),
  };
}

/**
 * Publishes a theme, and with it a logo uploaded beforehand (shown until then only in the preview):
 * one change of the store row in a transaction that raises the store's change
 * counter (consoleWrite), so every process's store row, shell and page caches turn stale and the
 * first HTML of the next page carries the new colours (decision 021 §4). Warnings do not stop it:
 * the reseller was shown them beside the preview.
 */
export async function publishTheme(ctx: ConsoleContext, storage: ImageStorage, input: z.output<typeof themePublishRequest>): Promise<ConsoleBranding> {
  const { logo, ...theme } = input;
  // A logo is published only if it is this shop's upload and is there (the preview showed it).
  if (logo !== undefined && (!logo.startsWith(`s/${ctx.actor.storeId}/logo/`) || (await storage.get(logo)) === null)) {
    throw invalidFields({ logo: brandingMessages.logo });
  }
  const previous = await consoleWrite(ctx, async (trx) => {
    const before = await readBranding(trx, ctx.actor.storeId);
    await trx.updateTable('stores').set({
      theme_text: theme.text, theme_background: theme.background, theme_primary: theme.primary, theme_secondary: theme.secondary, theme_accent: theme.accent,
      ...(logo === undefined ? {} : { logo }),
    }).where('id', '=', ctx.actor.storeId).execute();
    const changed = changedFields({ ...before.theme, logo: before.logo }, { ...theme, ...(logo === undefined ? {} : { logo }) });
    if (changed) await writeAudit(trx, ctx.actor, { action: 'store.theme', entityType: 'store', entityId: ctx.actor.storeId, ...changed }, ctx.now());
    return before.logo;
  });
  if (logo !== undefined && previous !== logo) await deleteBrandingImageIfUnused(ctx.db, storage, previous);
  return readBranding(ctx.db, ctx.actor.storeId);
}

/** Changes the shop's name, contact details and social links, live on the next page of every process. */
export async function updateBranding(ctx: ConsoleContext, input: z.output<typeof brandingUpdateRequest>): Promise<ConsoleBranding> {
  await consoleWrite(ctx, async (trx) => {
    const before = await readBranding(trx, ctx.actor.storeId);
    const { social } = input;
    await trx.updateTable('stores').set({
      name: input.name, email: input.email, mobile: input.mobile, address: input.address,
      social_fb: social.fb || null, social_insta: social.insta || null, social_linkedin: social.linkedin || null, social_twitter: social.twitter || null, social_youtube: social.youtube || null,
    }).where('id', '=', ctx.actor.storeId).execute();
    const changed = changedFields(
      { name: before.name, email: before.email, mobile: before.mobile, address: before.address, ...before.social },
      { name: input.name, email: input.email, mobile: input.mobile, address: input.address, ...social },
    );
    if (changed) await writeAudit(trx, ctx.actor, { action: 'store.branding', entityType: 'store', entityId: ctx.actor.storeId, ...changed }, ctx.now());
  });
  return readBranding(ctx.db, ctx.actor.storeId);
}

/** Which branding picture: the logo in the header and footer, or the favicon in the browser's tab. */
export type BrandingImage = 'logo' | 'favicon';

/** Longest side kept: a logo shows at most a few hundred pixels wide; a favicon at most 192. */
export const brandingImageSide: Record<BrandingImage, number> = { logo: 600, favicon: 256 };

/** Gives the shop a new stored favicon, live on the next page; returns the file it had, for the caller to delete when unused. */
export async function setFavicon(ctx: ConsoleContext, file: string): Promise<string> {
  return consoleWrite(ctx, async (trx) => {
    const store = await trx.selectFrom('stores').select('favicon').where('id', '=', ctx.actor.storeId).executeTakeFirstOrThrow();
    await trx.updateTable('stores').set({ favicon: file }).where('id', '=', ctx.actor.storeId).execute();
    await writeAudit(trx, ctx.actor, { action: 'store.favicon', entityType: 'store', entityId: ctx.actor.storeId, before: { favicon: store.favicon }, after: { favicon: file } }, ctx.now());
    return store.favicon;
  });
}

/** Deletes a branding upload (`s/<store>/logo/…`) that is neither the shop's logo nor its favicon; seeded files are left alone. */
export async function deleteBrandingImageIfUnused(db: Db, storage: ImageStorage, file: string): Promise<void> {
  if (!/^s\/\d+\/logo\//.test(file)) return;
  const used = await db.selectFrom('stores').select('id').where((eb) => eb.or([eb('logo', '=', file), eb('favicon', '=', file)])).limit(1).executeTakeFirst();
  if (!used) await storage.delete(file);
}
