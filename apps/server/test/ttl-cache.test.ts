import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlBatchCache, ttlCache } from '../src/cache/ttl-cache.ts';

afterEach(() => { vi.useRealTimers(); });

describe('ttlCache', () => {
  it('shares one load per key until the time to live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = ttlCache<number>(1000, 10);
    const scope = {};
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get(scope, 'a', load), cache.get(scope, 'a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get(scope, 'a', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get(scope, 'a', load)).toBe(2);
    expect(await cache.get({}, 'a', load)).toBe(3);
  });

  it('forgets a failed load, and an answer `keep` refuses, at once', async () => {
    const cache = ttlCache<string | undefined>(60_000, 10, { keep: (value) => value !== undefined });
    const scope = {};
    await expect(cache.get(scope, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(scope, 'k', () => Promise.resolve(undefined))).toBeUndefined();
    expect(await cache.get(scope, 'k', () => Promise.resolve('found'))).toBe('found');
    expect(await cache.get(scope, 'k', () => Promise.resolve('again'))).toBe('found');
  });

  it('loads again an answer `fresh` no longer holds to, within its time to live', async () => {
    let version = 1;
    const cache = ttlCache<{ v: number }>(60_000, 10, { fresh: (value) => value.v >= version });
    const scope = {};
    let loads = 0;
    const load = () => { loads += 1; return Promise.resolve({ v: version }); };
    expect(await cache.get(scope, 'k', load)).toEqual({ v: 1 });
    expect(await cache.get(scope, 'k', load)).toEqual({ v: 1 });
    version = 2;
    expect(await cache.get(scope, 'k', load)).toEqual({ v: 2 });
    expect(await cache.get(scope, 'k', load)).toEqual({ v: 2 });
    expect(loads).toBe(2);
  });

  it('holds at most maxEntries, dropping the answer used least recently', async () => {
    const cache = ttlCache<string>(60_000, 2);
    const scope = {};
    const loaded: string[] = [];
    const get = (key: string) => cache.get(scope, key, () => { loaded.push(key); return Promise.resolve(key); });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    await get('a');
    expect(loaded).toEqual(['a', 'b', 'c']);
    await get('b');
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.size(scope)).toBe(2);
  });
});

describe('ttlBatchCache', () => {
  it('treats a key kept for another generation (store version) as missing', async () => {
    const cache = ttlBatchCache<number, string>(60_000, 100);
    const scope = {};
    const asked: number[][] = [];
    const load = (tag: string) => async (keys: number[]) => { asked.push(keys); return new Map(keys.map((k) => [k, `${tag}${k}`])); };
    expect([...(await cache.getMany(scope, [1, 2], load('a'), 3)).values()]).toEqual(['a1', 'a2']);
    expect([...(await cache.getMany(scope, [1, 2], load('b'), 3)).values()]).toEqual(['a1', 'a2']);
    expect([...(await cache.getMany(scope, [1, 2], load('c'), 4)).values()]).toEqual(['c1', 'c2']);
    expect(asked).toEqual([[1, 2], [1, 2]]);
  });

  it('loads only the keys it does not know, together, and keeps what was answered', async () => {
    const cache = ttlBatchCache<number, string>(60_000, 100);
    const scope = {};
    const asked: number[][] = [];
    const load = (missing: number[]) => {
      asked.push(missing);
      return Promise.resolve(new Map(missing.filter((k) => k !== 404).map((k) => [k, `v${k}`])));
    };
    expect([...(await cache.getMany(scope, [1, 2, 404], load))]).toEqual([[1, 'v1'], [2, 'v2']]);
    expect([...(await cache.getMany(scope, [2, 3, 404], load))].sort()).toEqual([[2, 'v2'], [3, 'v3']]);
    expect(asked).toEqual([[1, 2, 404], [3, 404]]);
    await cache.getMany(scope, [1, 2, 3], load);
    expect(asked).toHaveLength(2);
  });

  it('loads a key again once its time to live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = ttlBatchCache<string, number>(1000, 100);
    const scope = {};
    let loads = 0;
    const load = (missing: string[]) => Promise.resolve(new Map(missing.map((k) => [k, ++loads])));
    expect((await cache.getMany(scope, ['a'], load)).get('a')).toBe(1);
    vi.advanceTimersByTime(1001);
    expect((await cache.getMany(scope, ['a'], load)).get('a')).toBe(2);
  });

  it('holds at most maxEntries, dropping the entry stored first', async () => {
    const cache = ttlBatchCache<number, number>(60_000, 2);
    const scope = {};
    const asked: number[][] = [];
    const load = (missing: number[]) => { asked.push(missing); return Promise.resolve(new Map(missing.map((k) => [k, k]))); };
    await cache.getMany(scope, [1, 2, 3], load);
    await cache.getMany(scope, [2, 3], load);
    await cache.getMany(scope, [1], load);
    expect(asked).toEqual([[1, 2, 3], [1]]);
  });
});
