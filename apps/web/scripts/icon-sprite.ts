// `npm run icons -w @haat/web`: draws app/components/icons.svg, the sprite of every icon that
// app/components/icons.tsx names, and app/components/icon-masks.css, the product card's icons as
// CSS masks, from the lucide icons installed. test/icon-sprite.test.ts fails while they disagree.
import fs from 'node:fs';
import path from 'node:path';

const components = path.resolve(import.meta.dirname, '../app/components');
export const iconsModule = path.join(components, 'icons.tsx');
export const spriteFile = path.join(components, 'icons.svg');
export const masksFile = path.join(components, 'icon-masks.css');

/**
 * Icons drawn by CSS instead of an <svg><use/></svg> pair: the product card's, which a listing
 * repeats 24 times and home some 30 (decision 034), and the category arrows of the header's bar
 * and a listing, home's category tiles and sections, and the footer's. `solid` fills the shape as well as outlining it.
 */
export const maskIcons: ReadonlyArray<{ name: string; solid: boolean }> = [
  { name: 'heart', solid: false },
  { name: 'heart', solid: true },
  { name: 'star', solid: true },
  { name: 'shopping-cart', solid: false },
  // The header's category bar (on every page) and a listing's category rows (one per category).
  { name: 'chevron-down', solid: false },
  // Home's category tiles: "View Products" on hover, drawn by category-tile.css.
  { name: 'arrow-right', solid: false },
  // Home's sections (home-section.css): the phone's TRENDING / FEATURED label and "View all".
  { name: 'flame', solid: false },
  { name: 'sparkles', solid: false },
  { name: 'chevron-right', solid: false },
  // The footer, on every page (site-footer.css): its promises and contact lines.
  { name: 'badge-check', solid: false },
  { name: 'hand-coins', solid: false },
  { name: 'map-pin', solid: false },
  { name: 'phone', solid: false },
  { name: 'mail', solid: false },
];

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The lucide names icons.tsx asks for, in order, each once. */
export function iconNames(source: string): string[] {
  return [...new Set([...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]!))].sort();
}

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const attributeName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function drawShape([tag, attributes]: IconNode[number]): string {
  const drawn = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${attributeName(name)}="${escape(value)}"`)
    .join('');
  return `<${tag}${drawn}/>`;
}

async function shapesOf(name: string): Promise<string> {
  const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
  return __iconData.node.map(drawShape).join('');
}

/** The sprite: one <symbol> per icon, with no colours or widths of its own (the page sets them). */
export async function drawSprite(names: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${await shapesOf(name)}</symbol>`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Lucide icons (ISC License, https://lucide.dev), drawn by apps/web/scripts/icon-sprite.ts. -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}

/** A mask's custom property: --mask-heart, --mask-heart-solid. */
export const maskProperty = ({ name, solid }: { name: string; solid: boolean }) => `--mask-${name}${solid ? '-solid' : ''}`;

/**
 * The masks as custom properties: each icon as an SVG data URI, drawn in black the way lucide
 * draws its outlines (the .icon class in app.css); the element's background colour shows through.
 */
export async function drawMasks(icons: typeof maskIcons): Promise<string> {
  const lines: string[] = [];
  for (const icon of icons) {
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${icon.solid ? 'black' : 'none'}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${(await shapesOf(icon.name)).replaceAll('"', "'")}</svg>`;
    lines.push(`  ${maskProperty(icon)}: url("data:image/svg+xml,${svg.replace(/[<>#%]/g, encodeURIComponent)}");`);
  }
  return [
    '/* Lucide icons (ISC License, https://lucide.dev) as CSS masks, drawn by apps/web/scripts/icon-sprite.ts. */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const names = iconNames(fs.readFileSync(iconsModule, 'utf8'));
  fs.writeFileSync(spriteFile, await drawSprite(names));
  fs.writeFileSync(masksFile, await drawMasks(maskIcons));
  console.log(`Drew ${names.length} icons into ${path.relative(process.cwd(), spriteFile)} and ${maskIcons.length} masks into ${path.relative(process.cwd(), masksFile)}.`);
}
