import { describe, expect, it } from 'vitest';
import { safeNext } from '../app/lib/paths.ts';

describe('where sign-in goes next', () => {
  it('returns to the console page the link named, without the basename', () => {
    expect(safeNext('/console/staff')).toBe('/staff');
    expect(safeNext('/console/products?status=draft')).toBe('/products?status=draft');
  });

  it('goes to the dashboard for the console itself and for anything outside it', () => {
    for (const next of [null, '', '/', '/console', '/console/', '/console.data', '/addcart', 'https://evil.example/console/x', '//evil.example/console/x', '/console//evil.example', '/consolex', '/console\\@evil']) {
      expect(safeNext(next)).toBe('/home');
    }
  });
});
