import { expect, test, type Page } from '@playwright/test';
import { recentlyViewedKey } from '@haat/shared/rules';

// Issue 18, "Installable": the shop's web app manifest, a service worker that keeps the build's
// files and pictures but never a page, and an offline page listing recently viewed products.

interface Manifest {
  name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

interface WireProduct { id: number; name: string; ASIN: string }

/** Every request URL the page's origin holds in any cache, by cache name. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });
}

test('the page links the shop\'s manifest: name, colours, standalone from /, icons of the named sizes', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const reply = await page.request.get(href!);
  expect(reply.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await reply.json()) as Manifest;
  const shopName = ((await (await page.request.get('/api/GetResellerLogo')).json()) as { data: Array<{ store_name: string }> }).data[0]!.store_name;
  expect(manifest).toMatchObject({ name: shopName, start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  // The phone's bar takes the same colour as the manifest.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{3,8}$/i);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's width and height are at bytes 16 to 24 of its header.
    const bytes = await image.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('the service worker keeps pictures and build files, never a page, and shows recently viewed products offline', async ({ page, context, request }, testInfo) => {
  const product = ((await (await request.post('/api/GetProductsByIds', { data: { ids: [3] } })).json()) as WireProduct[])[0];
  if (!product) throw new Error('the demo store needs product 3');

  // Viewing a product remembers it; the worker registers once the page is idle.
  await page.goto(`/product/${product.ASIN}`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', recentlyViewedKey)).toContain(product.name);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);

  // After a reload the worker controls the page, and keeps the pictures it loads.
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect.poll(async () => Object.values(await cachedUrls(page)).flat().some((url) => new URL(url).pathname.startsWith('/uploads/'))).toBe(true);

  // Chromium's own check of what Android Chrome needs to offer "Install app": the manifest parses
  // cleanly and nothing is missing. (A Playwright context is incognito, the one reason it gives.)
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // The shopper's own page, opened under the worker, is never kept: nor its data, nor any API answer.
  await page.goto('/addcart');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const cached = Object.values(await cachedUrls(page)).flat().map((url) => new URL(url));
  expect(cached.some((url) => url.pathname.startsWith('/assets/'))).toBe(true);
  const pages = cached.filter((url) => !/^\/(assets|uploads|app-icons)\//.test(url.pathname) && url.pathname !== '/manifest.webmanifest' && url.pathname !== '/offline.html');
  expect(pages.map((url) => url.pathname)).toEqual([]);

  // No network: a product page opens the offline page, which lists the product viewed.
  await context.setOffline(true);
  await page.goto(`/product/${product.ASIN}`);
  await expect(page.getByRole('heading', { name: 'You\'re offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  const listed = page.getByTestId('offline-product').filter({ hasText: product.name });
  await expect(listed).toBeVisible();
  await expect(listed).toHaveAttribute('href', `/product/${encodeURIComponent(product.ASIN)}`);
  // Its picture came from the worker's cache, with no network.
  await expect(listed.locator('img')).toHaveJSProperty('complete', true);
  expect(await listed.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The shop's name, from its cached manifest.
  const shopName = ((await (await request.get('/api/GetResellerLogo')).json()) as { data: Array<{ store_name: string }> }).data[0]!.store_name;
  await expect(page.locator('[data-shop-name]')).toHaveText(shopName);
  await page.screenshot({ path: testInfo.outputPath(`offline-${testInfo.project.name}.png`), fullPage: true });

  // Still offline, the cart is the offline page too, never a kept copy of the cart.
  await page.goto('/addcart');
  await expect(page.getByRole('heading', { name: 'You\'re offline' })).toBeVisible();

  // A shopper who chose Hindi gets the offline page in Hindi; the store's words stay as written.
  await context.addCookies([{ name: 'locale', value: 'hi', url: new URL(page.url()).origin }]);
  await page.goto(`/product/${product.ASIN}`);
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'हाल ही में देखे गए' })).toBeVisible();
  await expect(page.getByTestId('offline-product').filter({ hasText: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`आप ऑफ़लाइन हैं · ${shopName}`);
  await page.screenshot({ path: testInfo.outputPath(`offline-hi-${testInfo.project.name}.png`), fullPage: true });
  await context.addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  await page.goto('/addcart');
  await expect(page.getByRole('heading', { name: 'You\'re offline' })).toBeVisible();

  // Back online, Retry opens the real page.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'You\'re offline' })).toBeHidden();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
});
