import { expect, it } from 'vitest';
import { isKeptReadOnly, keepReadOnly } from '../app/lib/read-only.ts';

// What pages share on the server is frozen all the way down, and marked where it is plain data,
// so that what is made from it may be kept by its identity (decision 056).

it('freezes plain data all the way down and marks every object of it', () => {
  const value = keepReadOnly({ name: 'Saree', sizes: [{ label: 'M', stock: 2 }], tags: ['silk'], note: null, missing: undefined });
  for (const part of [value, value.sizes, value.sizes[0]!, value.tags]) {
    expect(Object.isFrozen(part)).toBe(true);
    expect(isKeptReadOnly(part)).toBe(true);
  }
  expect(() => { (value as { name: string }).name = 'Kurta'; }).toThrow(TypeError);
});

it('never marks what may change although frozen, nor what holds it', () => {
  const date = new Date(0);
  const value = keepReadOnly({ placed: { at: date }, sizes: [{ label: 'M' }], map: new Map([[1, 2]]), later: Promise.resolve(1), pick: () => 1 });
  // A Date, a Map, a promise and a function are not plain data: the objects holding them are frozen, never marked.
  expect(Object.isFrozen(value.placed)).toBe(true);
  expect(isKeptReadOnly(value.placed)).toBe(false);
  expect(isKeptReadOnly(value)).toBe(false);
  expect(isKeptReadOnly(date)).toBe(false);
  expect(isKeptReadOnly(value.map)).toBe(false);
  // A plain part beside them is marked all the same.
  expect(isKeptReadOnly(value.sizes[0]!)).toBe(true);
  // An object with a symbol key (React Router's redirect marker, say) or another prototype is not plain.
  const redirect = keepReadOnly({ [Symbol('redirect')]: '/login', to: '/login' });
  expect(isKeptReadOnly(redirect)).toBe(false);
  expect(isKeptReadOnly(keepReadOnly(Object.create(null) as object))).toBe(false);
});

it('shares its marks through a global, as the server build of React Router reads them', () => {
  const value = keepReadOnly({ a: 1 });
  const marks = (globalThis as Record<symbol, WeakSet<object> | undefined>)[Symbol.for('haat.readOnly')];
  expect(marks?.has(value)).toBe(true);
});
