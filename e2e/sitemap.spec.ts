import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Issue 18, "Installable and findable": the demo store's robots.txt and sitemap, every URL the
// sitemap names answering 200, and the canonical and noindex tags of the pages (decision 039).
// Tagged @server: it checks HTTP answers and <head>, not layout, so it runs in the desktop project only.

/** At most this many URLs are asked for: every page that is not a product, then products evenly spread (the demo store has about 360 URLs: all are asked). */
const sampleSize = 500;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

async function xmlAt(request: APIRequestContext, path: string): Promise<string> {
  const reply = await request.get(path);
  expect(reply.status(), path).toBe(200);
  expect(reply.headers()['content-type']).toBe('application/xml; charset=utf-8');
  return reply.text();
}

/** Every URL of the sitemap, through its index when it has one. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const root = await xmlAt(request, '/sitemap.xml');
  if (!root.includes('<sitemapindex')) return locs(root);
  const urls: string[] = [];
  for (const file of locs(root)) urls.push(...locs(await xmlAt(request, new URL(file).pathname)));
  return urls;
}

function sample(urls: string[]): string[] {
  const pages = urls.filter((url) => !new URL(url).pathname.startsWith('/product/'));
  const products = urls.filter((url) => new URL(url).pathname.startsWith('/product/'));
  const room = Math.max(0, sampleSize - pages.length);
  if (products.length <= room) return [...pages, ...products];
  const step = products.length / room;
  return [...pages, ...Array.from({ length: room }, (_, i) => products[Math.floor(i * step)]!)];
}

async function head(page: Page) {
  return {
    canonical: await page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    robots: await page.locator('head meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
  };
}

test.describe('robots.txt, sitemap and canonical links @server', () => {
  test('robots.txt names the sitemap, whose every URL answers 200', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    for (const path of ['/addcart', '/checkout2', '/PaymentPage', '/your-orders', '/UserProfile', '/console']) expect(text).toContain(`Disallow: ${path}\n`);
    const sitemap = /^Sitemap: (.+)$/m.exec(text)?.[1];
    // PUBLIC_URL unset: the shop's origin is the one it was asked at (a loopback host is believed).
    expect(sitemap).toBe(`${baseURL}/sitemap.xml`);
    const origin = new URL(sitemap!).origin;

    const urls = await sitemapUrls(request);
    expect(urls).toContain(`${origin}/`);
    expect(urls.some((url) => url.includes('/product/'))).toBe(true);
    expect(urls.some((url) => url.includes('/products-section2/'))).toBe(true);
    expect(urls.some((url) => url.includes('/products-section/'))).toBe(true);
    expect(urls).toContain(`${origin}/ReturnPolicy`);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(new URL(url).origin).toBe(origin);

    const asked = sample(urls);
    test.info().annotations.push({ type: 'sitemap', description: `${urls.length} URLs, ${asked.length} asked for` });
    const failures: string[] = [];
    // A few at a time: the server renders each page.
    for (let i = 0; i < asked.length; i += 6) {
      await Promise.all(asked.slice(i, i + 6).map(async (url) => {
        const { pathname, search } = new URL(url);
        const reply = await request.get(`${pathname}${search}`, { maxRedirects: 0 });
        if (reply.status() !== 200) return void failures.push(`${reply.status()} ${url}`);
        // The page itself names the address the sitemap lists as its canonical one.
        const canonical = [...(await reply.text()).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));
        if (canonical.length !== 1 || canonical[0] !== url) failures.push(`canonical ${JSON.stringify(canonical)} on ${url}`);
      }));
    }
    expect(failures).toEqual([]);
  });

  test('pages name one canonical address; the shopper\'s own pages say noindex', async ({ page, request, baseURL }) => {
    const urls = await sitemapUrls(request);
    const product = new URL(urls.find((url) => url.includes('/product/'))!);
    const listing = new URL(urls.find((url) => url.includes('/products-section2/'))!);

    await page.goto('/');
    expect(await head(page)).toEqual({ canonical: [`${baseURL}/`], robots: [] });

    // The spec's other product path is the same page; the canonical link names /product/{ASIN}.
    await page.goto(product.pathname.replace('/product/', '/product-category/'));
    expect(await head(page)).toEqual({ canonical: [product.href], robots: [] });

    // Sort, filter and "Load more" are views of the plain listing the sitemap names.
    await page.goto(`${listing.pathname}?sort=priceLowToHigh&price=all&page=2`);
    expect(await head(page)).toEqual({ canonical: [listing.href], robots: [] });

    for (const path of ['/addcart', '/checkout2', '/wishlist', '/login']) {
      await page.goto(path);
      expect(await head(page), path).toEqual({ canonical: [], robots: ['noindex'] });
    }
    // Search results may be found (a shopper lands on "kurta"), without their filters; an
    // unknown page may not.
    await page.goto('/Product-Serach/kurta?price=100-1000');
    expect(await head(page)).toEqual({ canonical: [new URL('/Product-Serach/kurta', listing).href], robots: [] });
    await page.goto('/no-such-page');
    expect(await head(page)).toEqual({ canonical: [], robots: ['noindex'] });
  });

  test('the canonical link follows client-side navigation', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('a[href="/ReturnPolicy"]').first().click();
    await expect(page).toHaveURL(/\/ReturnPolicy$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ReturnPolicy`);
    await page.locator('a[href="/addcart"]').first().click();
    await expect(page).toHaveURL(/\/addcart$/);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});
