import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStoreChanges } from '../src/cache/store-changes.ts';
import { apiFor, testClock, type TestApi } from './support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture, type Fixture } from './support/fixture.ts';

interface Manifest {
  id: string; name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** The RGB of one pixel of a PNG. */
async function pixel(png: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describeEachEngine('the installable shop: manifest, icons and service worker', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let api: TestApi;
  const changes = createStoreChanges();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-installable-uploads-'));
  const webClientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-installable-client-'));
  const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) => api.app.request(url, { headers: { host, ...headers } });
  const manifestOf = async (host = 'localhost') => (await (await get('/manifest.webmanifest', host)).json()) as Manifest;

  beforeAll(async () => {
    // The default store's logo: a wide green band with a clear margin around it, as logos often have.
    fs.mkdirSync(path.join(uploadsDir, 'branding'));
    const band = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#16a34a' } }).png().toBuffer();
    await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: band, gravity: 'centre' }]).png().toFile(path.join(uploadsDir, 'branding/logo.png'));
    fs.writeFileSync(path.join(webClientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    // The other store names branding/other.png, which was never uploaded: it gets its initial.
    api = apiFor(test.db, 'localhost', testClock(), { uploadsDir, webClientDir, changes });
  });
  afterAll(async () => {
    await api.outbox.stop();
    await test.drop();
  });

  it('answers each store its own manifest: name, colours, standalone from /, three icons', async () => {
    const reply = await get('/manifest.webmanifest');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await reply.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: '/', name: 'Rangrez Test Bazaar', short_name: 'Rangrez', start_url: '/', scope: '/', display: 'standalone',
      theme_color: '#b4235a', background_color: '#ffffff',
    });
    expect(manifest.icons.map((i) => [i.sizes, i.type, i.purpose])).toEqual([
      ['192x192', 'image/png', 'any'], ['512x512', 'image/png', 'any'], ['512x512', 'image/png', 'maskable'],
    ]);
    const other = await manifestOf('other.example');
    expect(other).toMatchObject({ name: 'Other Shop', short_name: 'Other Shop', theme_color: '#123456' });
    expect(other.icons[0]!.src).not.toBe(manifest.icons[0]!.src);
  });

  it('answers icons of the sizes named, made from the logo, fitted whole on the shop\'s background', async () => {
    const manifest = await manifestOf();
    for (const icon of manifest.icons) {
      const reply = await get(icon.src);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/png');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = new Uint8Array(await reply.arrayBuffer());
      const meta = await sharp(png).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
      const size = meta.width!;
      // The logo's green in the middle; the shop's white background above and below the wide logo.
      expect(await pixel(png, size / 2, size / 2)).toEqual([22, 163, 74]);
      expect(await pixel(png, size / 2, 4)).toEqual([255, 255, 255]);
      // The logo's margin is trimmed: the band itself spans the icon, less a little padding.
      if (icon.purpose === 'any') expect(await pixel(png, size * 0.1, size / 2)).toEqual([22, 163, 74]);
    }
    // The maskable icon keeps the logo inside the middle 60 %, clear of any launcher's mask.
    const maskable = new Uint8Array(await (await get(manifest.icons[2]!.src)).arrayBuffer());
    expect(await pixel(maskable, 512 * 0.15, 256)).toEqual([255, 255, 255]);
    expect(await pixel(maskable, 512 * 0.25, 256)).toEqual([22, 163, 74]);
  });

  it('draws the shop\'s initial on its primary colour when it has no logo to read', async () => {
    const manifest = await manifestOf('other.example');
    const png = new Uint8Array(await (await get(manifest.icons[1]!.src, 'other.example')).arrayBuffer());
    expect((await sharp(png).metadata()).width).toBe(512);
    expect(await pixel(png, 2, 2)).toEqual([0x12, 0x34, 0x56]);
    // Some white of the letter near the middle.
    const { data } = await sharp(png).extract({ left: 156, top: 156, width: 200, height: 200 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data.some((v, i) => i % 3 === 0 && v === 255 && data[i + 1] === 255 && data[i + 2] === 255)).toBe(true);
  });

  it('makes a new manifest and new icon addresses when the branding changes', async () => {
    const before = await manifestOf();
    const etag = (await get('/manifest.webmanifest')).headers.get('etag')!;
    expect((await get('/manifest.webmanifest', 'localhost', { 'if-none-match': etag })).status).toBe(304);
    const counter = await test.db.transaction().execute(async (trx) => {
      await trx.updateTable('stores').set({ name: 'Rangrez Bazaar of Jaipur', theme_primary: '#0f766e' }).where('id', '=', fx.storeId).execute();
      return changes.recordChange(trx, fx.storeId);
    });
    changes.seen(fx.storeId, counter);
    const after = await manifestOf();
    expect(after).toMatchObject({ name: 'Rangrez Bazaar of Jaipur', short_name: 'Rangrez', theme_color: '#0f766e' });
    expect(after.icons[0]!.src).not.toBe(before.icons[0]!.src);
    expect((await get('/manifest.webmanifest', 'localhost', { 'if-none-match': etag })).status).toBe(200);
    // An old icon address still answers, with today's picture that no cache may keep.
    const old = await get(before.icons[0]!.src);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses icons it does not make', async () => {
    for (const url of ['/app-icons/64.png', '/app-icons/..%2Fsecret.png', '/app-icons/512.jpg']) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('serves /sw.js for the whole site, never kept by a cache', async () => {
    const reply = await get('/sw.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.headers.get('service-worker-allowed')).toBe('/');
    expect(await reply.text()).toContain('addEventListener');
  });
});
