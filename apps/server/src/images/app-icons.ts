import sharp from 'sharp';

/** The icons a web app manifest names: Android Chrome asks for 192 and 512 px, and a maskable one. */
export const appIconKinds = ['192', '512', 'maskable-512'] as const;
export type AppIconKind = (typeof appIconKinds)[number];

export function isAppIconKind(value: string): value is AppIconKind {
  return (appIconKinds as readonly string[]).includes(value);
}

export function appIconSize(kind: AppIconKind): number {
  return kind === '192' ? 192 : 512;
}

/** What an icon is made of: the store's logo (when it has one we can read), its name and colours. */
export interface AppIconSource {
  /** The logo file's bytes (PNG, JPEG, WebP or SVG), or null for a store without one. */
  logo: Uint8Array | null;
  /** The store's name: its first letter stands in for a missing logo. */
  name: string;
  /** A plain colour (#rgb or #rrggbb) the icon is filled with. */
  primary: string;
  /** The colour a logo sits on: a logo is usually drawn for a light page. */
  background: string;
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(colour: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#111827' : '#ffffff';
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The store's initial, white (or black) on its primary colour, filling the square. */
function initialIcon(source: AppIconSource, size: number): Buffer {
  // The first character as the shopper reads it (a Devanagari name's first letter, not half of it).
  const first = [...new Intl.Segmenter('en-IN', { granularity: 'grapheme' }).segment(source.name.trim())][0]?.segment ?? '';
  const initial = escapeXml(first.toLocaleUpperCase('en-IN'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">`
    + `<rect width="${size}" height="${size}" fill="${source.primary}"/>`
    + `<text x="50%" y="50%" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="700" font-size="${Math.round(size * 0.5)}" `
    + `fill="${textOn(source.primary)}" text-anchor="middle" dominant-baseline="central">${initial}</text></svg>`;
  return Buffer.from(svg);
}

/**
 * A square PNG icon of the store. A logo is fitted whole (never cropped: logos are often wide)
 * inside the icon on the store's background colour; a maskable icon keeps it within the middle
 * 60 %, the part no launcher's mask cuts off. Without a readable logo, the store's initial.
 */
export async function renderAppIcon(source: AppIconSource, kind: AppIconKind): Promise<Buffer> {
  const size = appIconSize(kind);
  if (source.logo) {
    const inner = Math.round(size * (kind === 'maskable-512' ? 0.6 : 0.84));
    try {
      // Trimmed first: a logo's own margin would only shrink it further inside the icon.
      const logo = await sharp(source.logo, { failOn: 'error' })
        .trim()
        .resize({ width: inner, height: inner, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png().toBuffer();
      return await sharp({ create: { width: size, height: size, channels: 4, background: source.background } })
        .composite([{ input: logo, gravity: 'centre' }])
        .png({ compressionLevel: 9 }).toBuffer();
    } catch {
      // An unreadable logo must not leave the shop without an icon: fall through to the initial.
    }
  }
  return sharp(initialIcon(source, size)).png({ compressionLevel: 9 }).toBuffer();
}
