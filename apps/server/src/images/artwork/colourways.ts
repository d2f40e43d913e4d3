import { hexToHsl, hsl, type Paint } from './colour.ts';

/**
 * The colours a product picture can be painted in: the colour names shoppers pick (Maroon, Off
 * White, …) and the finishes of goods whose material is their colour (brass, copper, steel).
 * A picture of a "Maroon Cotton Saree" is painted from the Maroon entry, so name and picture agree.
 */
export interface Colourway {
  /** The word on the product ("Maroon", "Brass"). */
  name: string;
  /** The part of a picture's file name that says its colour: "maroon", "off-white", "brass". */
  slug: string;
  paint: Paint;
  /** The tile's background gradient: pale for dark colours, deeper for pale ones, so the item stands out. */
  backdrop: { from: string; to: string };
}

interface Swatch { body: string; trim: string }

/** Every colour name of the demo catalogue (seed/attribute-data.ts colourNames) with its body and trim. */
export const colourSwatches: Record<string, Swatch> = {
  'Maroon': { body: '#7b1e24', trim: '#d9a53c' },
  'Mustard': { body: '#d19a17', trim: '#7a2230' },
  'Navy': { body: '#1f2c56', trim: '#d9a53c' },
  'Bottle Green': { body: '#0e5a3a', trim: '#e0b04a' },
  'Rani Pink': { body: '#e0307f', trim: '#f2c94c' },
  'Peach': { body: '#f4a98a', trim: '#2f6f6a' },
  'Teal': { body: '#11807c', trim: '#f0b44c' },
  'Off White': { body: '#f2ede0', trim: '#c8962e' },
  'Black': { body: '#1e1e22', trim: '#d9a53c' },
  'Wine': { body: '#5b1634', trim: '#e3b65a' },
  'Royal Blue': { body: '#2450b8', trim: '#f2c94c' },
  'Lemon Yellow': { body: '#f3e04e', trim: '#2a6a9e' },
  'Rust': { body: '#b04a24', trim: '#f0d08a' },
  'Mint Green': { body: '#9fdcbf', trim: '#b0345a' },
  'Lavender': { body: '#b9a6e0', trim: '#5a3a8c' },
  'Beige': { body: '#dcc7a1', trim: '#8a3b2a' },
  'Magenta': { body: '#a3157f', trim: '#f2c94c' },
  'Sky Blue': { body: '#7cc3ea', trim: '#1f3f8a' },
  'Olive': { body: '#6b7425', trim: '#f0d08a' },
  'Red': { body: '#cc1f2b', trim: '#f2c94c' },
};

/** Materials that are their own colour; goods made of them are drawn in it. */
export const finishSwatches: Record<string, Swatch> = {
  'Brass': { body: '#c9a13b', trim: '#8a5a12' },
  'Copper': { body: '#b8643a', trim: '#f0c27a' },
  'Stainless Steel': { body: '#b8c2ca', trim: '#6f7c87' },
  'Aluminium': { body: '#c9ced3', trim: '#7d8790' },
  'Iron': { body: '#4b4e54', trim: '#9aa0a8' },
  'Cast Iron': { body: '#2e2f33', trim: '#8d9299' },
  'Glass': { body: '#cfe7ee', trim: '#5f9fb0' },
  'Wood': { body: '#a3693a', trim: '#f0c27a' },
  'Terracotta': { body: '#b5553a', trim: '#f3d27a' },
  'Silver Plated': { body: '#c9cdd4', trim: '#7b8290' },
  'Gold': { body: '#d4aa3c', trim: '#9c7a22' },
  'Oxidised Silver': { body: '#8d9096', trim: '#3d4046' },
  'Rose Gold': { body: '#d9a08b', trim: '#a0645a' },
};

/** Stones set in jewellery: the stud of a jhumka, every other bead of a necklace or bangle set. */
export const jewelleryStones: Record<string, string> = {
  'Kundan': '#f6f3ea', 'Pearl': '#eadcc2', 'American Diamond': '#d6ecf8', 'Meenakari': '#1f7a4d', 'Kemp Stones': '#a3202e',
};

// "Gold with Meenakari": a plated metal with its stones, one more finish each.
for (const metal of ['Gold', 'Oxidised Silver', 'Rose Gold']) {
  for (const [stone, colour] of Object.entries(jewelleryStones)) finishSwatches[`${metal} with ${stone}`] = { body: finishSwatches[metal]!.body, trim: colour };
}

export function colourSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The colourway of a colour name or a finish; throws on a name the artwork does not know. */
export function colourway(name: string): Colourway {
  const swatch = colourSwatches[name] ?? finishSwatches[name];
  if (!swatch) throw new Error(`No colourway named "${name}"`);
  return { name, slug: colourSlug(name), paint: paintOf(swatch), backdrop: backdropOf(swatch.body) };
}

function paintOf({ body, trim }: Swatch): Paint {
  const [h, s, l] = hexToHsl(body);
  // Outlines must show on black and on off white alike: darker for light bodies, lighter for black.
  const shade = l < 18 ? hsl(h, Math.min(s, 20), 42) : hsl(h, Math.min(s + 5, 70), Math.max(8, l * 0.55));
  const light = l > 80 ? hsl(h, Math.min(s, 35), Math.max(55, l - 22)) : hsl(h, Math.min(s + 10, 75), Math.min(88, l + (100 - l) * 0.55));
  return { body, shade, trim, light };
}

function backdropOf(body: string): { from: string; to: string } {
  const [h, s, l] = hexToHsl(body);
  // Dark near-greys (black, iron) sit on a warm neutral, other colours on a pale tint of their own hue.
  // Pale bodies (off white, beige, lemon, mint) sit on a cool slate, deep enough for them to show.
  if (l > 62) return { from: hsl(208, 18, 80), to: hsl(214, 20, 58) };
  if (s < 18) return { from: hsl(32, 30, 95), to: hsl(28, 22, 82) };
  return { from: hsl(h + 15, Math.min(s, 60), 95), to: hsl(h - 10, Math.min(s, 45), 84) };
}
