import { describe, expect, it } from 'vitest';
import { safeNext } from '../app/lib/paths.ts';

describe('where sign-in goes next', () => {
  it('returns to the console page the link named, without the basename', () => {
    expect(safeNext('/console/staff')).toBe('/staff');
    expect(safeNext('/console/products?status=draft')).toBe('/products?status=draft');
    expect(safeNext('/console')).toBe('/');
  });

  it('goes to the dashboard for anything outside the console', () => {
    for (const next of [null, '', '/', '/addcart', 'https://evil.example/console/x', '//evil.example/console', '/console//evil.example', '/consolex', '/console\\@evil']) {
      expect(safeNext(next)).toBe('/');
    }
  });
});
