import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { defaultTheme } from '@haat/shared/api';
import { appIconKinds, appIconSize, type AppIconKind, type AppIconSource } from '../../images/app-icons.ts';
import type { UploadFiles } from '../../images/upload-files.ts';
import type { Store } from '../../services/stores/stores.ts';

// Only plain colour values reach the manifest and the icon's SVG (the storefront's theme.ts keeps the same rule).
const safeColour = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

function colour(value: string, fallback: string): string {
  const v = value.trim();
  return safeColour.test(v) ? v : fallback;
}

/** The store's name, colours and logo: everything its manifest and icons are made from. */
export function appIconSourceOf(store: Store): Omit<AppIconSource, 'logo'> & { logoName: string } {
  return {
    name: store.name.trim() || 'Shop',
    primary: colour(store.theme_primary, defaultTheme.primary),
    background: colour(store.theme_background, defaultTheme.background),
    logoName: store.logo.trim(),
  };
}

/**
 * A short digest of the branding: the icons' URLs carry it, so a new logo, name or colour makes
 * new URLs (and new cache entries here) and a browser never keeps showing the old icon.
 */
export function brandingDigest(store: Store): string {
  const s = appIconSourceOf(store);
  return createHash('sha256').update(JSON.stringify([s.name, s.primary, s.background, s.logoName])).digest('base64url').slice(0, 12);
}

/** The name a launcher shows under the icon: Chrome cuts what does not fit in about 12 characters. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= 12 ? firstWord : `${firstWord.slice(0, 11)}…`;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  lang: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
}

export function appIconPath(kind: AppIconKind, digest: string): string {
  return `/app-icons/${kind}.png?v=${digest}`;
}

/** The store's web app manifest (W3C Web Application Manifest), as Android Chrome needs it to offer installing. */
export function webAppManifest(store: Store): WebAppManifest {
  const s = appIconSourceOf(store);
  const digest = brandingDigest(store);
  return {
    id: '/',
    name: s.name,
    short_name: shortNameOf(s.name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-IN',
    theme_color: s.primary,
    background_color: s.background,
    icons: appIconKinds.map((kind) => ({
      src: appIconPath(kind, digest),
      sizes: `${appIconSize(kind)}x${appIconSize(kind)}`,
      type: 'image/png',
      purpose: kind.startsWith('maskable') ? 'maskable' : 'any',
    })),
  };
}

/** The logo's bytes when the store's logo is one of its uploads we can read; a remote URL or a missing file is null. */
export async function readLogo(files: UploadFiles, logoName: string): Promise<Uint8Array | null> {
  if (!logoName || /^[a-z][a-z0-9+.-]*:/i.test(logoName)) return null;
  const name = logoName.replace(/^\/+/, '');
  // A plain relative path only: the same names the uploads route accepts.
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(name)) return null;
  const file = /\.(png|jpe?g|webp|svg)$/i.test(name) ? await files.findExact(name) : await files.findOriginal(name);
  return file ? readFile(file.path) : null;
}
