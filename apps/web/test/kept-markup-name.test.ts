import { describe, expect, it } from 'vitest';
import { keptMarkupName } from '../app/components/kept-markup.tsx';
import { keepReadOnly } from '../app/lib/read-only.ts';

// Decision 054: a kept part's name stands for everything its markup depends on.
describe('a kept part\'s name', () => {
  it('is the same for the same inputs and differs when any input does', () => {
    const product = { id: 7, name: 'Cotton Anarkali Kurta', price: 899, details: [{ name: 'Fabric', value: 'Cotton' }] };
    const name = keptMarkupName('card', product, '/product/a1', 'hi', false);
    expect(keptMarkupName('card', { ...product }, '/product/a1', 'hi', false)).toBe(name);
    expect(new Set([
      name,
      keptMarkupName('card', { ...product, price: 949 }, '/product/a1', 'hi', false),
      keptMarkupName('card', { ...product, details: [{ name: 'Fabric', value: 'Silk' }] }, '/product/a1', 'hi', false),
      keptMarkupName('card', product, '/product/a1', 'en', false),
      keptMarkupName('card', product, '/product/a1', 'hi', true),
      keptMarkupName('heading', product, '/product/a1', 'hi', false),
    ]).size).toBe(6);
  });

  it('reads a hook\'s values, not its functions, and stays short however large the inputs', () => {
    const purchase = (size: string | null) => ({ size, units: 1, chooseSize: () => {}, buyNow: async () => {} });
    expect(keptMarkupName('buy box', purchase('M'))).toBe(keptMarkupName('buy box', purchase('M')));
    expect(keptMarkupName('buy box', purchase('M'))).not.toBe(keptMarkupName('buy box', purchase('L')));
    expect(keptMarkupName('description', '<p>'.padEnd(20_000, 'x')).length).toBeLessThan(30);
  });

  it('tells texts, numbers and objects apart, and long texts by their whole text', () => {
    const menu = '[[1,"Women",[[2,"Sarees"]]]]'.repeat(20);
    expect(new Set([
      keptMarkupName('x', '1'), keptMarkupName('x', 1), keptMarkupName('x', [1]), keptMarkupName('x', true), keptMarkupName('x', 'true'),
      keptMarkupName('x', null), keptMarkupName('x', 'null'), keptMarkupName('x', undefined), keptMarkupName('x', 'a b'), keptMarkupName('x', 'a', 'b'),
      keptMarkupName('x', menu), keptMarkupName('x', `${menu} `), keptMarkupName('x', JSON.parse(JSON.stringify([menu]))),
    ]).size).toBe(13);
    expect(keptMarkupName('x', menu)).toBe(keptMarkupName('x', menu.slice(0)));
  });

  it('never gives two inputs one name, also once its table has started again', () => {
    const names = new Set(Array.from({ length: 45_000 }, (_, i) => keptMarkupName('card', { id: i })));
    expect(names.size).toBe(45_000);
    // Large inputs start a table again by their characters, long before 20,000 of them.
    const large = new Set(Array.from({ length: 300 }, (_, i) => keptMarkupName('description', `${i} `.padEnd(10_000, 'x'))));
    expect(large.size).toBe(300);
  });

  it('names an object that can never change by its content, made once', () => {
    const product = keepReadOnly({ id: 7, name: 'Cotton Anarkali Kurta', sizes: [{ label: 'M', stock: 2 }] });
    const name = keptMarkupName('card', product, 'hi');
    expect(keptMarkupName('card', product, 'hi')).toBe(name);
    // Equal objects share the name, read-only or not; a different one does not.
    expect(keptMarkupName('card', keepReadOnly({ ...product }), 'hi')).toBe(name);
    expect(keptMarkupName('card', JSON.parse(JSON.stringify(product)) as unknown, 'hi')).toBe(name);
    expect(keptMarkupName('card', keepReadOnly({ ...product, name: 'Silk Saree' }), 'hi')).not.toBe(name);
    // Made once: a read-only object's JSON is not made again (its toJSON would say so).
    let made = 0;
    const spy = { id: 8 };
    Object.defineProperty(spy, 'toJSON', { value: () => { made += 1; return { id: 8 }; }, enumerable: false });
    keepReadOnly(spy);
    keptMarkupName('card', spy);
    keptMarkupName('card', spy);
    expect(made).toBe(1);
  });
});
