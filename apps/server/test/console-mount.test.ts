import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiFor } from './support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture } from './support/fixture.ts';

/** Stand-ins that say which app answered, with the path, the body's size and the client's address. */
const standIn = (app: string) => () => async (request: Request, clientAddress?: string) => {
  const body = request.method === 'POST' ? (await request.arrayBuffer()).byteLength : 0;
  return new Response(`${app} ${new URL(request.url).pathname} ${body} ${clientAddress ?? ''}`, { headers: { 'content-type': 'text/html' } });
};

const kilobytes = (n: number) => new Uint8Array(n * 1024).fill(97);

describeEachEngine('the console under /console', (engine) => {
  let test: TestDatabase;
  let api: ReturnType<typeof apiFor>;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await insertFixture(test.db);
    const consoleClientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-console-client-'));
    fs.mkdirSync(path.join(consoleClientDir, 'assets'));
    fs.writeFileSync(path.join(consoleClientDir, 'assets/entry.client-abc123.js'), 'console.log("console")');
    api = apiFor(test.db, 'localhost', undefined, { web: standIn('storefront'), console: standIn('console'), consoleClientDir });
  });
  afterAll(async () => { await test.drop(); });

  const get = (pathname: string, init?: RequestInit) => api.raw(pathname, { ...init, headers: { 'content-type': 'application/x-www-form-urlencoded', ...init?.headers } });

  it('sends /console and every path below it to the console, and nothing else', async () => {
    for (const pathname of ['/console', '/console/', '/console.data', '/console/login', '/console/products/12', '/console/staff.data']) {
      expect(await (await get(pathname)).text()).toMatch(new RegExp(`^console ${pathname} `));
    }
    for (const pathname of ['/', '/consoles', '/console-help', '/console.json', '/login']) {
      expect(await (await get(pathname)).text()).toMatch(/^storefront /);
    }
  });

  it('serves the console build\'s hashed files from /console/assets, cached for a year, and a missing one as a 404', async () => {
    // Served by @hono/node-server as in production: its static files set their headers as they are sent.
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => { if (server.listening) resolve(); else server.once('listening', () => resolve()); });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const found = await fetch(`${origin}/console/assets/entry.client-abc123.js`);
    const text = await found.text();
    (server as Server).closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(text).toBe('console.log("console")');
    const missing = await get('/console/assets/nothing-here.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 'false', message: 'No such file.' });
  });

  it('limits a console page post to 64 KB, except the upload routes that stream files on to the API', async () => {
    const form = await get('/console/login', { method: 'POST', body: kilobytes(65) });
    expect(form.status).toBe(413);
    const image = await get('/console/products/12/images', { method: 'POST', body: kilobytes(1024) });
    expect(await image.text()).toMatch(/^console \/console\/products\/12\/images 1048576 /);
    const importFile = await get('/console/import/upload', { method: 'POST', body: kilobytes(20 * 1024) });
    expect(importFile.status).toBe(200);
    const tooBigImage = await get('/console/categories/3/image', { method: 'POST', body: kilobytes(17 * 1024) });
    expect(tooBigImage.status).toBe(413);
    for (const upload of ['/console/settings/home/banners', '/console/settings/home/banners/4/phone', '/console/settings/branding/logo']) {
      expect(await (await get(upload, { method: 'POST', body: kilobytes(1024) })).text()).toMatch(new RegExp(`^console ${upload} 1048576 `));
    }
  });

  it('answers other methods on console pages with 405, and hands the console the client\'s address', async () => {
    const put = await get('/console/staff', { method: 'PUT', body: 'x' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const page = await get('/console/staff');
    expect((await page.text()).trim()).toMatch(/^console \/console\/staff 0 \S+$/);
  });
});
