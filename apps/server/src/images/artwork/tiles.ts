import type { Colourway } from './colourways.ts';
import { escapeXml, fontFamily, hsl, paintFor } from './colour.ts';
import type { Design } from './motifs.ts';
import { artKinds, type ArtKind } from './shapes.ts';

/** A product picture shows the whole item, or a close-up of its fabric and trim for the gallery. */
export type PictureView = 'front' | 'detail';

/** Where a close-up looks, in the drawing's 400x400 box: the border and pallu of a saree, a shoe's vamp. */
const detailFocus: Partial<Record<ArtKind, [number, number]>> = {
  saree: [258, 280], lehenga: [230, 310], anarkali: [210, 300], dupatta: [150, 290], kurta: [200, 140],
  foldedCloth: [200, 200], mojari: [260, 262], sneaker: [220, 250], chappal: [200, 200], jhumka: [140, 240],
  necklace: [200, 250], bangles: [200, 180], watch: [200, 200], smartWatch: [200, 200], boardGame: [200, 200],
};

/**
 * A product picture: a soft backdrop (a linear gradient: a radial one takes librsvg several times
 * as long over 800x800 pixels, most of a picture's drawing time), a floor shadow and the item in its colourway. No text: the
 * storefront prints the name beside the picture, and words baked into a picture cannot be read by
 * everyone nor changed.
 */
export function productTileSvg(kind: ArtKind, design: Design, colours: Colourway, view: PictureView = 'front', size = 800): string {
  const bg = colours.backdrop;
  const item = artKinds[kind](colours.paint, { design, id: 'p' });
  const [fx, fy] = detailFocus[kind] ?? [200, 220];
  const scale = (size * (view === 'detail' ? 1.4 : 0.62)) / 400;
  // The front view centres the box; the close-up centres its focus point.
  const tx = view === 'detail' ? size / 2 - fx * scale : (size - 400 * scale) / 2;
  const ty = view === 'detail' ? size / 2 - fy * scale : ((size - 400 * scale) / 2) * 0.8;
  const shadow = view === 'front'
    ? `<ellipse cx="${size / 2}" cy="${ty + 380 * scale}" rx="${size * 0.3}" ry="${size * 0.035}" fill="#3a2a20" opacity="0.14"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${bg.from}"/><stop offset="1" stop-color="${bg.to}"/></linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <circle cx="${size * 0.86}" cy="${size * 0.14}" r="${size * 0.2}" fill="#ffffff" fill-opacity="0.25"/>
  ${shadow}
  <g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})">${item}</g>
</svg>`;
}

/** A category tile: the item on a bold gradient. No label: the storefront prints the name under the tile. */
export function categoryTileSvg(kind: ArtKind, hue: number, size = 600): string {
  const item = artKinds[kind](paintFor(hue), { design: 'plain', id: 'c' });
  const scale = (size * 0.7) / 400;
  const offset = (size - 400 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 25, 70, 90)}"/><stop offset="1" stop-color="${hsl(hue - 15, 60, 74)}"/></linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.4}" fill="#ffffff" opacity="0.45"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${item}</g>
</svg>`;
}

export interface BannerText {
  /** First line, e.g. "Festive Sale". */
  headline: string;
  /** The big second line, e.g. "Up to 60% off". */
  offer: string;
  subline: string;
  cta: string;
}

/** A 1600x500 home banner: headline and a button on the left, a trio of items on the right. */
export function bannerSvg(kinds: ArtKind[], hue: number, text: BannerText): string {
  const items = kinds.slice(0, 3).map((kind, i) => {
    const itemHue = hue + 35 * (i - 1);
    const scale = i === 1 ? 0.95 : 0.72;
    const x = [930, 1110, 1310][i] ?? 0;
    const y = i === 1 ? 40 : 120;
    return `<circle cx="${x + 200 * scale}" cy="${y + 200 * scale}" r="${190 * scale}" fill="#ffffff" opacity="0.2"/>
      <g transform="translate(${x} ${y}) scale(${scale})">${artKinds[kind](paintFor(itemHue), { design: 'plain', id: `b${i}` })}</g>`;
  }).join('');
  const ctaWidth = text.cta.length * 18 + 72;
  // Bold DejaVu is about 0.62 em per letter; long offers shrink so the text never runs into the art.
  const fit = (line: string, max: number, width: number) => Math.min(max, Math.floor(width / (line.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${hsl(hue, 62, 30)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 52)}"/></linearGradient>
  </defs>
  <rect width="1600" height="500" fill="url(#bg)"/>
  <path d="M0 430 Q400 380 800 440 T1600 420 L1600 500 L0 500 Z" fill="#ffffff" opacity="0.12"/>
  ${items}
  <text x="110" y="140" font-family="${fontFamily}" font-weight="bold" font-size="${fit(text.headline, 52, 760)}" fill="#ffffff">${escapeXml(text.headline)}</text>
  <text x="109" y="240" font-family="${fontFamily}" font-weight="bold" font-size="${fit(text.offer, 88, 780)}" fill="#000000" opacity="0.22">${escapeXml(text.offer)}</text>
  <text x="106" y="236" font-family="${fontFamily}" font-weight="bold" font-size="${fit(text.offer, 88, 780)}" fill="${hsl(hue + 50, 100, 86)}">${escapeXml(text.offer)}</text>
  <text x="112" y="290" font-family="${fontFamily}" font-size="${Math.min(30, Math.floor(780 / (text.subline.length * 0.55)))}" fill="#ffffff" opacity="0.9">${escapeXml(text.subline)}</text>
  <rect x="110" y="330" width="${ctaWidth}" height="68" rx="34" fill="#ffffff"/>
  <text x="${110 + ctaWidth / 2}" y="375" text-anchor="middle" font-family="${fontFamily}" font-weight="bold" font-size="28" fill="${hsl(hue, 62, 30)}">${escapeXml(text.cta)}</text>
</svg>`;
}
