import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, scriptNonceHeader, type FetchLike } from '@haat/shared/api';
import { buildIfStale } from '../../../scripts/build-if-stale.ts';
import { createApp } from '../src/http/app.ts';
import { outboxMailer } from '../src/mail/mailer.ts';
import { createRenderPool, type RenderPool } from '../src/render/render-pool.ts';
import { loadWebBuild, type WebBuild } from '../src/render/web-build.ts';
import type { Db } from '../src/db/database.ts';
import { apiSuite, testSessionSecret } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

// Decision 018: the CSP trusts scripts by a nonce made for each page (never 'unsafe-inline'),
// every inline script React Router and React write carries it, through the render workers and
// the page cache alike; Permissions-Policy on every answer, HSTS only over HTTPS.

const webEntry = path.resolve(import.meta.dirname, '../../web/build/server/index.js');

function appOver(db: Db, extra: Partial<Parameters<typeof createApp>[0]> = {}) {
  return createApp({
    db,
    uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-uploads-')),
    mailer: outboxMailer({ from: 'Shop <shop@test.local>', outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-outbox-')) }),
    sessionSecret: testSessionSecret,
    ...extra,
  });
}

/** The `script-src` directive of an answer's CSP. */
function scriptSrc(response: Response): string {
  const policy = response.headers.get('content-security-policy') ?? '';
  return policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
}

/** The nonce the answer's CSP trusts scripts by; fails the test when it has none. */
function policyNonce(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc(response))?.[1];
  expect(nonce, 'a nonce in script-src').toBeDefined();
  return nonce!;
}

/**
 * The nonce of each script the browser would run from the page's own text: every <script> but
 * those with a src (they are trusted by origin) and JSON-LD data blocks (never run).
 */
function inlineScriptNonces(html: string): Array<string | null> {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map((attributes) => /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? null);
}

/** Checks a page: a nonce in its CSP, none of 'unsafe-inline', and every inline script carrying exactly it. */
function expectNoncedPage(response: Response, html: string): string {
  expect(response.status).toBe(200);
  expect(scriptSrc(response)).not.toContain("'unsafe-inline'");
  const nonce = policyNonce(response);
  const nonces = inlineScriptNonces(html);
  expect(nonces.length).toBeGreaterThanOrEqual(3);
  expect(nonces).toEqual(nonces.map(() => nonce));
  expect(response.headers.has(scriptNonceHeader)).toBe(false);
  return nonce;
}

describe('security headers', () => {
  describeEachEngine('on every answer', (engine) => {
    const suite = apiSuite(engine);
    const get = (app: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) =>
      Promise.resolve(app.fetch(new Request(url, { headers: { host: 'localhost', ...headers } })));

    it('has no \'unsafe-inline\' for scripts and a Permissions-Policy that turns off what the shop does not use', async () => {
      const reply = await suite.api.raw(apiPaths.resellerLogo);
      expect(scriptSrc(reply)).toBe("script-src 'self'");
      const permissions = reply.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions).toContain(feature);
    });

    it('sends HSTS over HTTPS only, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
      const direct = suite.api.app;
      const proxied = appOver(suite.test.db, { trustProxy: 1 });
      expect((await get(direct, 'http://localhost/api/GetResellerLogo')).headers.has('strict-transport-security')).toBe(false);
      expect((await get(direct, 'https://localhost/api/GetResellerLogo')).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect((await get(direct, 'http://localhost/api/GetResellerLogo', { 'x-forwarded-proto': 'https' })).headers.has('strict-transport-security')).toBe(false);
      expect((await get(proxied, 'http://localhost/api/GetResellerLogo', { 'x-forwarded-proto': 'https' })).headers.has('strict-transport-security')).toBe(true);
      // Our proxy writes the last value; an earlier one came from whoever called it.
      expect((await get(proxied, 'http://localhost/api/GetResellerLogo', { 'x-forwarded-proto': 'https, http' })).headers.has('strict-transport-security')).toBe(false);
      const twoProxies = appOver(suite.test.db, { trustProxy: 2 });
      expect((await get(twoProxies, 'http://localhost/api/GetResellerLogo', { 'x-forwarded-proto': 'https, http' })).headers.has('strict-transport-security')).toBe(true);
      expect((await get(proxied, 'http://localhost/api/GetResellerLogo')).headers.has('strict-transport-security')).toBe(false);
    });
  });

  // The storefront as it is served: its build, on render workers (1) or this thread (0), behind the page cache.
  let build: WebBuild;
  beforeAll(async () => {
    buildIfStale();
    build = await loadWebBuild(webEntry);
  }, 600_000);

  for (const workers of [1, 0]) {
    describeEachEngine(`on storefront pages (${workers} render workers)`, (engine) => {
      const suite = apiSuite(engine);
      const pools: RenderPool[] = [];
      let app: ReturnType<typeof createApp>;

      beforeAll(async () => {
        const web = (apiFetch: FetchLike) => {
          if (workers === 0) return build.createWebHandler(apiFetch, { pageCacheSeconds: 60 });
          const pool = createRenderPool({ entry: webEntry, size: workers, apiFetch });
          pools.push(pool);
          return build.withPageCache(pool.render, { ttlMs: 60_000 });
        };
        app = appOver(suite.test.db, { web });
        await Promise.all(pools.map((pool) => pool.ready));
      }, 120_000);
      afterAll(async () => { await Promise.all(pools.map((pool) => pool.close())); });

      const page = (pathname: string, headers: Record<string, string> = {}) =>
        Promise.resolve(app.fetch(new Request(`http://localhost${pathname}`, { headers: { host: 'localhost', 'user-agent': 'Mozilla/5.0 Chrome/140', ...headers } })));

      it('gives the home and a product page a nonce that every inline script carries', async () => {
        for (const pathname of ['/', '/product/cotton-anarkali-kurta-a1']) {
          const response = await page(pathname, { cookie: 'seen=1' });
          expectNoncedPage(response, await response.text());
        }
      });

      it('makes a new nonce for each page it renders', async () => {
        const first = await page('/product/rayon-straight-kurta-b2', { cookie: 'seen=1' });
        const second = await page('/product/rayon-straight-kurta-b2', { cookie: 'seen=1' });
        expect(expectNoncedPage(first, await first.text())).not.toBe(expectNoncedPage(second, await second.text()));
      });

      it('serves a page from the page cache with the CSP of the nonce the page was rendered with', async () => {
        // A page is kept once its copy has been read to the end, beside the shopper's: until then
        // each visitor gets a page of their own, and the last one rendered is the one kept.
        let stored: string | undefined;
        let response = await page('/?from=cache-test');
        for (let tries = 0; response.headers.get('x-page-cache') === 'miss' && tries < 50; tries++) {
          stored = expectNoncedPage(response, await response.text());
          await new Promise((resolve) => setTimeout(resolve, 20));
          response = await page('/?from=cache-test');
        }
        expect(stored).toBeDefined();
        expect(response.headers.get('x-page-cache')).toBe('hit');
        expect(expectNoncedPage(response, await response.text())).toBe(stored);
      });

      it('puts the nonce on every inline script of a page read as it streams, part by part', async () => {
        // No storefront page defers data any more: the product page's similar products, the last
        // that streamed in after the first part, are fetched by the browser (decision 037). React
        // and React Router still write the page in parts; every part's scripts carry the nonce.
        // A page that defers data again should get a test that holds its data back, as this one
        // did with the similar products.
        const response = await page('/product/banarasi-silk-saree-c3', { cookie: 'seen=1' });
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let html = '';
        for (let part = await reader.read(); !part.done; part = await reader.read()) html += decoder.decode(part.value, { stream: true });
        expect(inlineScriptNonces(html).length).toBeGreaterThanOrEqual(2);
        expectNoncedPage(response, html);
      });
    });
  }
});
