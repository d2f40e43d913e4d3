import fs from 'node:fs';
import { expect, it } from 'vitest';
import { drawMasks, drawSprite, iconNames, iconsModule, maskIcons, masksFile, spriteFile } from '../scripts/icon-sprite.ts';

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

it('the card\'s icon masks are drawn from the same lucide shapes (else: npm run icons -w @haat/web)', async () => {
  expect(fs.readFileSync(masksFile, 'utf8')).toBe(await drawMasks(maskIcons));
  const masks = await drawMasks([{ name: 'heart', solid: false }, { name: 'star', solid: true }]);
  expect(masks).toContain(`--mask-heart: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black'`);
  expect(masks).toContain("--mask-star-solid: url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='black'");
  // Nothing in a data URI that would end it or the CSS string early.
  expect(masks).not.toMatch(/url\("[^)]*[<>#"][^)]*"\)/);
});
