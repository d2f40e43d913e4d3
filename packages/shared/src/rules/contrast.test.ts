import { expect, it } from 'vitest';
import { contrastRatio, isHexColour, themeContrastWarnings } from './contrast.ts';

it('measures contrast as WCAG 2 does', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  expect(isHexColour('#a1B2c3')).toBe(true);
  expect(isHexColour('red')).toBe(false);
});

it('warns of text that reads poorly on the background or white on the primary colour', () => {
  expect(themeContrastWarnings({ text: '#111111', background: '#ffffff', primary: '#b03a2e' })).toEqual([]);
  expect(themeContrastWarnings({ text: '#aaaaaa', background: '#ffffff', primary: '#ffd54f' }).map((w) => w.field)).toEqual(['text', 'primary']);
  expect(themeContrastWarnings({ text: '#aaaaaa', background: '#ffffff', primary: '#b03a2e' })[0]?.message).toMatch(/contrast 2\.3:1/);
});
