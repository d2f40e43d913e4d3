import { afterEach, expect, it, vi } from 'vitest';
import { isKeptReadOnly } from '../app/lib/read-only.ts';
import { reusedForStore, storeVersionHeader } from '../app/lib/store-reuse.server.ts';

// What a page's loader reuses for other shoppers (decision 052): one load per store version and
// name, for a few seconds, and never a load that fell back or failed.
let host = 0;
const shop = () => `reuse-${++host}.test`;
const at = (store: string, version: string) => new Request(`http://${store}/products-section2/2`, { headers: { [storeVersionHeader]: version } });

afterEach(() => vi.useRealTimers());

it('loads once for many shoppers of one store version, and again when the stock moves', async () => {
  const store = shop();
  const load = vi.fn(async () => ({ value: { products: load.mock.calls.length }, complete: true }));
  const [a, b] = await Promise.all([reusedForStore(at(store, '1.4.10'), 'listing', load), reusedForStore(at(store, '1.4.10'), 'listing', load)]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(b).toBe(a);
  // A sale: the server names the next stock version, so the kept listing is not asked for again.
  expect(await reusedForStore(at(store, '1.4.11'), 'listing', load)).toEqual({ products: 2 });
  // A console change moves the second part the same way.
  expect(await reusedForStore(at(store, '1.5.11'), 'listing', load)).toEqual({ products: 3 });
  expect(load).toHaveBeenCalledTimes(3);
});

it('keeps each name, and each store, apart', async () => {
  const [store, other] = [shop(), shop()];
  const load = (value: string) => async () => ({ value, complete: true });
  expect(await reusedForStore(at(store, '1.0.0'), 'product A', load('A'))).toBe('A');
  expect(await reusedForStore(at(store, '1.0.0'), 'product B', load('B'))).toBe('B');
  expect(await reusedForStore(at(other, '1.0.0'), 'product A', load('other A'))).toBe('other A');
  expect(await reusedForStore(at(store, '1.0.0'), 'product A', load('never'))).toBe('A');
});

it('asks again after five seconds', async () => {
  vi.useFakeTimers();
  const store = shop();
  const load = vi.fn(async () => ({ value: load.mock.calls.length, complete: true }));
  await reusedForStore(at(store, '1.0.0'), 'search', load);
  vi.advanceTimersByTime(4_900);
  expect(await reusedForStore(at(store, '1.0.0'), 'search', load)).toBe(1);
  vi.advanceTimersByTime(200);
  expect(await reusedForStore(at(store, '1.0.0'), 'search', load)).toBe(2);
});

it('does not keep a load that fell back or failed: the next shopper asks again', async () => {
  const store = shop();
  const fellBack = vi.fn(async () => ({ value: null, complete: false }));
  expect(await reusedForStore(at(store, '1.0.0'), 'listing', fellBack)).toBeNull();
  await reusedForStore(at(store, '1.0.0'), 'listing', fellBack);
  expect(fellBack).toHaveBeenCalledTimes(2);

  const failing = vi.fn(async (): Promise<{ value: string; complete: boolean }> => { throw new Error('Store API down'); });
  await expect(reusedForStore(at(store, '1.0.0'), 'product', failing)).rejects.toThrow('Store API down');
  expect(await reusedForStore(at(store, '1.0.0'), 'product', async () => ({ value: 'back', complete: true }))).toBe('back');
});

it('hands every shopper the value frozen all the way down, marked as one that can never change', async () => {
  const store = shop();
  const value = await reusedForStore(at(store, '1.0.0'), 'product A', async () => ({ value: { product: { name: 'Saree', sizes: [{ label: 'M', stock: 2 }] } }, complete: true }));
  expect(() => { (value.product.sizes[0] as { stock: number }).stock = 0; }).toThrow(TypeError);
  expect(() => { value.product.sizes.push({ label: 'L', stock: 1 }); }).toThrow(TypeError);
  expect(isKeptReadOnly(value)).toBe(true);
  expect(isKeptReadOnly(value.product.sizes[0]!)).toBe(true);
});
