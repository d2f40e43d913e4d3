// `npm run icons -w @haat/web`: draws app/components/icons.svg, the sprite of every icon that
// app/components/icons.tsx names, from the lucide icons installed. test/icon-sprite.test.ts fails
// while the two disagree.
import fs from 'node:fs';
import path from 'node:path';

const components = path.resolve(import.meta.dirname, '../app/components');
export const iconsModule = path.join(components, 'icons.tsx');
export const spriteFile = path.join(components, 'icons.svg');

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

/** The sprite: one <symbol> per icon, with no colours or widths of its own (the page sets them). */
export async function drawSprite(names: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${__iconData.node.map(drawShape).join('')}</symbol>`);
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Lucide icons (ISC License, https://lucide.dev), drawn by apps/web/scripts/icon-sprite.ts. -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const names = iconNames(fs.readFileSync(iconsModule, 'utf8'));
  fs.writeFileSync(spriteFile, await drawSprite(names));
  console.log(`Drew ${names.length} icons into ${path.relative(process.cwd(), spriteFile)}.`);
}
