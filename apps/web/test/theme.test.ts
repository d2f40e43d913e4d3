import { defaultTheme } from '@haat/shared/api';
import { expect, it } from 'vitest';
import { brandingImageUrl, themeCss } from '../app/lib/theme.ts';

it('renders the theme as CSS custom properties', () => {
  expect(themeCss({ ...defaultTheme, primary: '#b4235a' })).toBe(
    ':root{--theme-text:#000000;--theme-background:#ffffff;--theme-primary:#b4235a;--theme-secondary:#4CAF50;--theme-accent:#00BCD4;}',
  );
});

it('never lets a stored colour inject CSS or HTML', () => {
  const css = themeCss({ ...defaultTheme, primary: 'red;}</style><script>alert(1)</script>', accent: 'rgb(1, 2, 3)' });
  expect(css).toContain('--theme-primary:#ff6347;');
  expect(css).toContain('--theme-accent:rgb(1, 2, 3);');
  expect(css).not.toContain('<');
});

it('serves logos in their own format and leaves absolute URLs alone', () => {
  expect(brandingImageUrl('branding/logo.png')).toBe('/uploads/branding/logo.png');
  expect(brandingImageUrl('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
  expect(brandingImageUrl('')).toBeUndefined();
});
