import { expect, it } from 'vitest';
import { encodeThemePreview, logoPreviewOf, logoPreviewParam, themePreviewOf, themePreviewParam } from './theme-preview.ts';

const theme = { text: '#111111', background: '#FFFFFF', primary: '#1e6b52', secondary: '#4caf50', accent: '#00bcd4' };

it('carries five colours in a page address and reads them back', () => {
  const url = new URL(`https://shop.example/?${themePreviewParam}=${encodeThemePreview(theme)}`);
  expect(themePreviewOf(url)).toEqual({ ...theme, background: '#ffffff' });
});

it('ignores anything that is not five #rrggbb colours: no CSS can be injected', () => {
  for (const value of ['', '111111.ffffff', '111111.ffffff.1e6b52.4caf50.00bcd4.000000', '111111.ffffff.red;}body{x.4caf50.00bcd4', 'zzzzzz.ffffff.1e6b52.4caf50.00bcd4']) {
    expect(themePreviewOf(new URL(`https://shop.example/?${themePreviewParam}=${encodeURIComponent(value)}`)), value).toBeNull();
  }
  expect(themePreviewOf(new URL('https://shop.example/'))).toBeNull();
});

it('previews only a logo the console uploaded, never a path or an address elsewhere', () => {
  const of = (value: string) => logoPreviewOf(new URL(`https://shop.example/?${logoPreviewParam}=${encodeURIComponent(value)}`));
  expect(of('s/1/logo/0123456789abcdef0123.png')).toBe('s/1/logo/0123456789abcdef0123.png');
  for (const value of ['../secret.png', 'https://evil.example/logo.png', 's/1/p/0123456789abcdef0123.png', 's/1/logo/0123456789abcdef0123.svg', 's/1/logo/x.png']) {
    expect(of(value), value).toBeNull();
  }
});
