import fs from 'node:fs';
import { expect, it } from 'vitest';
import { drawSprite, iconNames, iconsModule, spriteFile } from '../scripts/icon-sprite.ts';

it('the sprite draws exactly the icons icons.tsx names (else: npm run icons -w @haat/web)', async () => {
  const names = iconNames(fs.readFileSync(iconsModule, 'utf8'));
  expect(names.length).toBeGreaterThan(50);
  expect(fs.readFileSync(spriteFile, 'utf8')).toBe(await drawSprite(names));
});

it('draws each icon as a symbol with its lucide shapes and no colours or widths of its own', async () => {
  const sprite = await drawSprite(['heart', 'star']);
  expect(sprite).toContain('<symbol id="heart" viewBox="0 0 24 24"><path d="M2 9.5a5.5');
  expect(sprite).toContain('<symbol id="star" viewBox="0 0 24 24">');
  expect(sprite).not.toMatch(/stroke|key=/);
});

it('every icon in the storefront is named once', () => {
  const source = fs.readFileSync(iconsModule, 'utf8');
  const exported = [...source.matchAll(/^export const (\w+) = \/\* @__PURE__ \*\/ icon\('([a-z0-9-]+)'\);$/gm)];
  expect(exported.length).toBe(iconNames(source).length);
});
