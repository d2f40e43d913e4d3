import zlib, { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { chosenEncoding, jsonAnswer } from '../src/http/catalogue-answer.ts';
import type { AppEnv } from '../src/http/env.ts';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

// Catalogue answers are compressed by the route itself (decision 038): the same bytes, once
// unpacked, as an uncompressed answer, the encoding hono's compress would have chosen, and the
// Vary header a cache needs either way.
describe('the encoding a catalogue answer is compressed with', () => {
  it('is the one hono compress picks: gzip first at equal weight, none at weight 0 or when none is named', () => {
    expect(chosenEncoding(undefined)).toBeUndefined();
    expect(chosenEncoding('gzip, deflate, br')).toBe('gzip');
    expect(chosenEncoding('deflate')).toBe('deflate');
    expect(chosenEncoding('gzip;q=0.5, deflate')).toBe('deflate');
    expect(chosenEncoding('gzip;q=0.4, deflate;q=0.6')).toBe('deflate');
    expect(chosenEncoding('GZIP')).toBe('gzip');
    expect(chosenEncoding('gzip;q=0, deflate;q=0')).toBeUndefined();
    expect(chosenEncoding('br')).toBeUndefined();
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding('*')).toBe('gzip');
    expect(chosenEncoding('*;q=0.3, gzip;q=0')).toBe('deflate');
  });
});

describe('a catalogue answer too large to pack in the request\'s own turn (an unpaged listing)', () => {
  it('is packed off the event loop and unpacks to the same text', async () => {
    const text = JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Kurta ${i}`, note: 'x'.repeat(i % 50) })));
    expect(Buffer.byteLength(text)).toBeGreaterThan(64 * 1024);
    const app = new Hono<AppEnv>().get('/', (c) => jsonAnswer(c, text));
    for (const [encoding, unpack] of [['gzip', gunzipSync], ['deflate', inflateSync]] as const) {
      const reply = await app.request('/', { headers: { 'accept-encoding': encoding } });
      expect(reply.headers.get('content-encoding')).toBe(encoding);
      expect(unpack(Buffer.from(await reply.arrayBuffer())).toString('utf8')).toBe(text);
    }
  });
});

describe('a catalogue answer handed over as bytes its maker keeps (a kept product)', () => {
  it('is packed once per encoding, and unpacks to the same bytes', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify([{ name: 'Kurta \u0915\u0941\u0930\u094d\u0924\u093e', note: 'x'.repeat(3_000) }]));
    const app = new Hono<AppEnv>().get('/', (c) => jsonAnswer(c, bytes));
    const plain = await app.request('/');
    expect(Number(plain.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(bytes);
    const packing = [vi.spyOn(zlib, 'gzipSync'), vi.spyOn(zlib, 'deflateSync')];
    for (const [encoding, unpack] of [['gzip', gunzipSync], ['deflate', inflateSync]] as const) {
      const [first, second] = await Promise.all([1, 2].map(async () => {
        const reply = await app.request('/', { headers: { 'accept-encoding': encoding } });
        expect(reply.headers.get('content-encoding')).toBe(encoding);
        return Buffer.from(await reply.arrayBuffer());
      }));
      expect(new Uint8Array(unpack(first!))).toEqual(bytes);
      expect(second).toEqual(first);
    }
    expect(packing.map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
    for (const spy of packing) spy.mockRestore();
  });
});

describeEachEngine('compressed catalogue answers', (engine) => {
  const suite = apiSuite(engine);
  const listing = () => JSON.stringify({ search: '', subcat_id: suite.fx.groups.women, type: 'group', limit: 24 });
  const ask = (path: string, body: string, encoding?: string) =>
    suite.api.raw(path, { method: 'POST', body, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('a listing is gzipped or deflated as asked, and unpacks to the uncompressed answer with the same count headers', async () => {
    const plain = await ask('/api/GetAllProductFilters', listing());
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(text)).toHaveLength(4);

    for (const [encoding, unpack] of [['gzip', gunzipSync], ['deflate', inflateSync]] as const) {
      const packed = await ask('/api/GetAllProductFilters', listing(), encoding);
      expect(packed.headers.get('content-encoding')).toBe(encoding);
      expect(packed.headers.get('vary')).toBe('Accept-Encoding');
      expect(packed.headers.get('content-type')).toBe('application/json');
      expect(packed.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'));
      expect(packed.headers.get('x-category-counts')).toBe(plain.headers.get('x-category-counts'));
      expect(unpack(Buffer.from(await packed.arrayBuffer())).toString('utf8')).toBe(text);
    }
    const refused = await ask('/api/GetAllProductFilters', listing(), 'gzip;q=0, br');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it('an answer under 1 kB (a test product, no such product) is sent as it is, with its length', async () => {
    for (const slug of ['cotton-anarkali-kurta-a1', 'no-such-product']) {
      const body = JSON.stringify({ search: slug, subcat_id: 0, type: '' });
      const text = await (await ask('/api/GetSingleProductFilters', body)).text();
      expect(Buffer.byteLength(text)).toBeLessThan(1024);
      const small = await ask('/api/GetSingleProductFilters', body, 'gzip, deflate');
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(small.headers.get('vary')).toBe('Accept-Encoding');
      expect(Number(small.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      expect(await small.text()).toBe(text);
    }
  });
});
