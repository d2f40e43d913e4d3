import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourNames } from '../src/db/seed/attribute-data.ts';
import { storeArtworkJobs } from '../src/db/seed/artwork-pool.ts';
import { catalogue } from '../src/db/seed/catalogue-data.ts';
import { colourSwatches, colourway } from '../src/images/artwork/colourways.ts';
import { designs } from '../src/images/artwork/motifs.ts';
import { artKinds, type ArtKind } from '../src/images/artwork/shapes.ts';
import { productTileSvg } from '../src/images/artwork/tiles.ts';

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The colour most of a picture's item is painted in: the commonest colour away from the backdrop's. */
async function itemColour(svg: string): Promise<Rgb> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(160, 160).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => { const i = (y * info.width + x) * info.channels; return [data[i]!, data[i + 1]!, data[i + 2]!]; };
  const counts = new Map<string, { rgb: Rgb; n: number }>();
  for (let y = 0; y < info.height; y++) {
    // The backdrop is a gradient: a pixel like the row's first or last is backdrop.
    const backdrop = [at(1, y), at(info.width - 2, y)];
    for (let x = 0; x < info.width; x++) {
      const rgb = at(x, y);
      if (backdrop.some((b) => distance(b, rgb) < 24)) continue;
      const key = rgb.map((c) => c >> 3).join(',');
      const entry = counts.get(key) ?? { rgb, n: 0 };
      entry.n += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]!.rgb;
}

describe('demo artwork', () => {
  it('has a colourway for every colour name products are offered in', () => {
    expect(colourNames.filter((name) => !(name in colourSwatches))).toEqual([]);
  });

  // The check a shopper makes: a "Maroon" kurta looks maroon, not like any other colour of the list.
  it.each(['kurta', 'saree', 'tshirt', 'trousers', 'sneaker', 'bag'] as ArtKind[])('paints a %s in the colour it is named', async (kind) => {
    const wrong: string[] = [];
    for (const name of colourNames) {
      const seen = await itemColour(productTileSvg(kind, 'plain', colourway(name)));
      const nearest = colourNames.map((other) => ({ other, d: distance(rgbOf(colourSwatches[other]!.body), seen) })).sort((a, b) => a.d - b.d)[0]!.other;
      if (nearest !== name) wrong.push(`${name} looks ${nearest}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every kind in every design without failing, and bakes no words into product pictures', async () => {
    for (const kind of Object.keys(artKinds) as ArtKind[]) {
      for (const design of designs) {
        const svg = productTileSvg(kind, design, colourway('Teal'), design === 'plain' ? 'detail' : 'front', 64);
        // A smart watch's face shows the time; no other picture carries text.
        if (kind !== 'smartWatch') expect(svg, kind).not.toContain('<text');
        await sharp(Buffer.from(svg)).raw().toBuffer();
      }
    }
  });

  it('draws gulal heaps in colour on category tiles and banners too, whose paint is written hsl()', async () => {
    const tile = storeArtworkJobs().find((job) => job.file.startsWith('categories/holi-specials'))!;
    const { data } = await sharp(Buffer.from(tile.svg())).resize(100, 100).raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! + data[i + 1]! + data[i + 2]! < 60) dark += 1;
    expect(dark).toBe(0);
  });

  it('draws category tiles without the category name: the storefront prints it under the tile', () => {
    const tiles = storeArtworkJobs().filter((job) => job.file.startsWith('categories/'));
    expect(tiles).toHaveLength(catalogue.flatMap((g) => g.categories).length);
    for (const tile of tiles) expect(tile.svg(), tile.file).not.toContain('<text');
  });
});
