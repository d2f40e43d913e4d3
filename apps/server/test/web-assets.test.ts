import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webAssetsRoute } from '../src/http/web-assets.ts';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-assets-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.mkdirSync(path.join(clientDir, 'icons'));
fs.writeFileSync(path.join(clientDir, 'assets/entry-Ab12.js'), 'console.log(1);');
fs.writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');
fs.writeFileSync(path.join(clientDir, 'icons/apple-touch-icon.png'), 'png');

// Served by @hono/node-server as in production: its static files set their headers as they are sent.
const server = serve({ fetch: webAssetsRoute(clientDir).fetch, port: 0, hostname: '127.0.0.1' });
const app = { request: (urlPath: string) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${urlPath}`) };
beforeAll(() => new Promise<void>((resolve) => { if (server.listening) resolve(); else server.once('listening', () => resolve()); }));
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(clientDir, { recursive: true, force: true });
});

it('serves hashed assets for a year and a missing one as a plain 404', async () => {
  const asset = await app.request('/assets/entry-Ab12.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await asset.text()).toBe('console.log(1);');
  const missing = await app.request('/assets/entry-Old9.js');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ status: 'false', message: 'No such file.' });
});

it('serves the other files of the build briefly, and leaves every other path to the pages', async () => {
  const robots = await app.request('/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  expect((await app.request('/icons/apple-touch-icon.png')).status).toBe(200);
  // Not claimed here, so the storefront (mounted after this route) renders it.
  expect((await app.request('/product/royal-blue-saree')).status).toBe(404);
  expect((await app.request('/robots.txt.bak')).status).toBe(404);
});
