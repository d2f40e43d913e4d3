/** Colour helpers for the generated artwork: everything is picked by hue so one number varies a picture. */

/** An `hsl()` colour string; librsvg understands it inside SVG. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  return `hsl(${h.toFixed(0)}, ${saturation}%, ${lightness}%)`;
}

/** Hue (degrees), saturation and lightness (percent) of a `#rrggbb` colour. */
export function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, Math.round(l * 100)];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [Math.round(((h * 60) + 360) % 360), Math.round(s * 100), Math.round(l * 100)];
}

/** The hue of a colour as the artwork writes them: `#rrggbb` or `hsl(h, s%, l%)`. */
export function hueOf(colour: string): number {
  const written = /^hsl\((-?[\d.]+)/.exec(colour);
  return written ? Number(written[1]) : hexToHsl(colour)[0];
}

/** The colours one illustration is painted with, derived from a single hue. */
export interface Paint {
  /** Main body of the item. */
  body: string;
  /** Outlines and shadows. */
  shade: string;
  /** Borders, motifs and trims: a contrasting hue, like zari on a saree. */
  trim: string;
  /** Small highlights. */
  light: string;
}

export function paintFor(hue: number): Paint {
  return {
    body: hsl(hue, 58, 46),
    shade: hsl(hue, 55, 28),
    trim: hsl(hue + 150 > 360 ? hue - 210 : hue + 150, 70, 58),
    light: hsl(hue, 70, 78),
  };
}

/** Escapes text for use inside SVG markup (names such as "Home & Kitchen"). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** The font stack for all artwork text: fonts every Linux box and browser has, none downloaded. */
export const fontFamily = "'DejaVu Sans', Arial, sans-serif";
