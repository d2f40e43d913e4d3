import { describe, expect, it } from 'vitest';
import { sameProps } from '../app/components/server-html-until-loaded.tsx';

// A part kept as the server's HTML takes over when its props change (decision 050): revalidated
// loader data arrives as new objects, so the props are compared by what they hold.

describe('sameProps', () => {
  it('finds the same data in new objects', () => {
    const first = { line: { id: 4, names: ['Kurta', 'Saree'], paid: null }, mode: 'COD' };
    expect(sameProps({ line: { id: 4, names: ['Kurta', 'Saree'], paid: null }, mode: 'COD' }, first)).toBe(true);
  });

  it('sees any change the part would show', () => {
    const first = { items: [{ id: 1, units: 1 }], mode: 'COD', codFee: 0 };
    expect(sameProps({ ...first, mode: 'ONLINE' }, first)).toBe(false);
    expect(sameProps({ ...first, items: [{ id: 1, units: 2 }] }, first)).toBe(false);
    expect(sameProps({ ...first, items: [{ id: 1, units: 1 }, { id: 2, units: 1 }] }, first)).toBe(false);
    expect(sameProps({ items: first.items, mode: 'COD' }, first)).toBe(false);
    expect(sameProps({ list: [1] }, { list: { 0: 1 } })).toBe(false);
  });

  it('compares what is not plain data (a function, a date) by identity', () => {
    const onClose = () => {};
    expect(sameProps({ onClose }, { onClose })).toBe(true);
    expect(sameProps({ onClose: () => {} }, { onClose })).toBe(false);
    expect(sameProps({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
  });
});
