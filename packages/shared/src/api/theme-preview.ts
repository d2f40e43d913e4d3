import type { Theme } from './theme.ts';

/**
 * A theme shown before it is published (the console's live preview, issue 16): the storefront
 * renders a page with these colours when its address carries `?haat_preview=<colours>`, for that
 * page only, never cached and never indexed. Nothing is stored, and every value must be a
 * #rrggbb colour, so the parameter can only recolour the page for whoever opens the link.
 * Kept free of zod: the storefront reads it on every render.
 */
export const themePreviewParam = 'haat_preview';

/** A logo uploaded in the console but not yet published, shown in the preview: the stored file's key. */
export const logoPreviewParam = 'haat_preview_logo';

/** What a console logo upload is stored as: `s/<store>/logo/<20 hex digits>.<png|jpg|webp>` (content-named). */
export const uploadedLogoKey = /^s\/\d{1,10}\/logo\/[0-9a-f]{20}\.(png|jpg|webp)$/;

const keys = ['text', 'background', 'primary', 'secondary', 'accent'] as const;
const hex = /^[0-9a-f]{6}$/i;

/** The parameter's value: the five colours without their #, dot-separated (text.background.primary.secondary.accent). */
export function encodeThemePreview(theme: Theme): string {
  return keys.map((key) => theme[key].replace(/^#/, '').toLowerCase()).join('.');
}

/** The previewed theme in a page's address, or null when there is none or it is not five #rrggbb colours. */
export function themePreviewOf(url: URL): Theme | null {
  const value = url.searchParams.get(themePreviewParam);
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== keys.length || !parts.every((part) => hex.test(part))) return null;
  return Object.fromEntries(keys.map((key, i) => [key, `#${parts[i]!.toLowerCase()}`])) as unknown as Theme;
}

/** The previewed logo in a page's address: only a console logo upload's key, never a path or an address elsewhere. */
export function logoPreviewOf(url: URL): string | null {
  const value = url.searchParams.get(logoPreviewParam);
  return value && uploadedLogoKey.test(value) ? value : null;
}
