import { defaultTheme, imageUrl, type Theme } from '@haat/shared/api';

// Only plain colour values may reach the stylesheet: a reseller setting must never inject CSS.
const safeColour = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

function colour(value: string, fallback: string): string {
  const v = value.trim();
  return safeColour.test(v) ? v : fallback;
}

/** The theme as CSS custom properties on :root, rendered into the first HTML (no unthemed flash). */
export function themeCss(theme: Theme): string {
  const keys = ['text', 'background', 'primary', 'secondary', 'accent'] as const;
  const vars = keys.map((k) => `--theme-${k}:${colour(theme[k], defaultTheme[k])};`).join('');
  return `:root{${vars}}`;
}

/** URL of a branding image (logo, favicon) stored as an upload, or undefined when unset. */
export function brandingImageUrl(file: string): string | undefined {
  if (!file) return undefined;
  if (/^https?:\/\//.test(file)) return file;
  const ext = /\.(png|jpe?g|webp|svg|ico)$/i.exec(file)?.[1];
  // Logos keep their own format (PNG transparency); the uploads route serves the original.
  return ext ? `/uploads/${file.replace(/^\/+/, '')}` : imageUrl(file);
}
