/** Colour helpers for the generated artwork: everything is picked by hue so one number varies a picture. */

/** An `hsl()` colour string; librsvg understands it inside SVG. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  return `hsl(${h.toFixed(0)}, ${saturation}%, ${lightness}%)`;
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

/** Background tints for a tile: a pale gradient close to the item's hue, never grey. */
export function backgroundFor(hue: number): { from: string; to: string } {
  return { from: hsl(hue + 20, 65, 95), to: hsl(hue - 10, 55, 82) };
}

/** Escapes text for use inside SVG markup (names such as "Home & Kitchen"). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** The font stack for all artwork text: fonts every Linux box and browser has, none downloaded. */
export const fontFamily = "'DejaVu Sans', Arial, sans-serif";
