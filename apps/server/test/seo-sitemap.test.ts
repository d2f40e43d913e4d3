import { beforeAll, expect, it } from 'vitest';
import { createStoreChanges } from '../src/cache/store-changes.ts';
import type { Db } from '../src/db/database.ts';
import { privatePaths } from '../src/services/seo/robots.ts';
import { siteOriginHeader } from '../src/services/seo/site-origin.ts';
import { apiFor, apiSuite, testClock } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

/** The <loc> values of a sitemap or sitemap index, unescaped. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

/** A copy of a product of the fixture under another slug and status. */
async function copyProduct(db: Db, fromId: number, asin: string, status: 'draft' | 'published' | 'archived', updatedAt = '2026-11-20T08:30:00.000Z'): Promise<number> {
  const { id: _id, ...row } = await db.selectFrom('products').selectAll().where('id', '=', fromId).executeTakeFirstOrThrow();
  // PostgreSQL's generated search column is not ours to copy.
  const columns: Record<string, unknown> = { ...row, asin, status, updated_at: updatedAt };
  delete columns.search_document;
  return (await db.insertInto('products').values(columns as typeof row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The plain addresses (x-default) among them: a store with Hindi lists each page also at `?lang=en` and `?lang=hi`. */
const plain = (urls: string[]) => urls.filter((url) => !/[?&]lang=/.test(url));

const longSlug = `very-long-${'x'.repeat(300)}`;

describeEachEngine('robots.txt and sitemap.xml', (engine) => {
  const suite = apiSuite(engine);
  const get = (path: string, host = 'localhost', headers: Record<string, string> = {}) => suite.api.app.request(path, { headers: { host, ...headers } });

  beforeAll(async () => {
    const { db } = suite.test;
    const p = suite.fx.products;
    // Before any call, so no answer was cached while they were on sale.
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', p.anarkali).execute();
    // An English-only store first: each page at its one address. The Hindi test turns Hindi on.
    await db.updateTable('stores').set({ hindi_enabled: 0 }).execute();
    await db.updateTable('products').set({ status: 'archived' }).where('id', '=', p.saree).execute();
    await copyProduct(db, p.straight, `chai's-cup&<saucer>`, 'published');
    await copyProduct(db, p.straight, 'hidden-draft-copy', 'draft');
    await copyProduct(db, p.straight, longSlug, 'published');
  });

  it('answers robots.txt: the shop allowed, private paths and the console kept out, the sitemap named absolutely', async () => {
    const reply = await get('/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await reply.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/addcart', '/checkout2', '/PaymentPage', '/order-confirmation', '/your-orders', '/UserProfile', '/your-address', '/wishlist', '/login', '/share/', '/console', '/api/console']) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text.match(/^Disallow: /gm)).toHaveLength(privatePaths.length);
    // Nothing a shopper may find is kept out.
    for (const path of ['/product/', '/products-section', '/aboutPage', '/uploads', '/api/']) {
      expect(privatePaths.some((rule) => path.startsWith(rule))).toBe(false);
    }
    expect(text).toContain('\nSitemap: http://localhost/sitemap.xml\n');
  });

  it('names the origin from PUBLIC_URL, the store\'s own host, never a forged one', async () => {
    const withPublicUrl = apiFor(suite.test.db, 'localhost', testClock(), { publicUrl: 'https://shop.example.in/' });
    expect(await (await withPublicUrl.app.request('/robots.txt', { headers: { host: 'evil.example' } })).text()).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    // Another store's host is its own origin.
    expect(await (await get('/robots.txt', 'other.example')).text()).toContain('Sitemap: http://other.example/sitemap.xml');
    // An unknown host gets the default store, and is not believed.
    const forged = await (await get('/sitemap.xml', 'evil.example')).text();
    expect(forged).not.toContain('evil.example');
    expect(locs(forged)[0]).toBe('http://localhost/');
    // Behind a trusted proxy its X-Forwarded-Proto says the scheme; from anyone else it is ignored.
    expect(await (await get('/robots.txt', 'localhost', { 'x-forwarded-proto': 'https' })).text()).toContain('Sitemap: http://localhost/sitemap.xml');
    const proxied = apiFor(suite.test.db, 'localhost', testClock(), { trustProxy: 1 });
    expect(await (await proxied.app.request('/robots.txt', { headers: { host: 'localhost', 'x-forwarded-proto': 'https' } })).text()).toContain('Sitemap: https://localhost/sitemap.xml');
  });

  it('lists home, the static pages, every listing and every published product, with lastmod', async () => {
    const reply = await get('/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await reply.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    const { categories: c, subcategories: s, groups: g } = suite.fx;
    const o = 'http://localhost';
    const pages = [
      `${o}/`, `${o}/aboutPage`, `${o}/CustomerSupport`, `${o}/ReturnPolicy`, `${o}/ResellerTermsConditions`,
      `${o}/products-section2/${c.kurtas}`, `${o}/products-section2/${c.sarees}`, `${o}/products-section2/${c.kitchen}`,
      `${o}/products-section/${s.anarkali}`, `${o}/products-section/${s.straight}`, `${o}/products-section/${s.silk}`, `${o}/products-section/${s.tiffins}`,
      // A group's listing is listed only where no category or subcategory id shadows it.
      ...[g.women, g.home].filter((id) => ![...Object.values(c), ...Object.values(s)].includes(id)).map((id) => `${o}/products-section2/${id}`),
    ];
    const listed = locs(xml);
    expect(listed.slice(0, pages.length)).toEqual(pages);
    // Products follow, the least recently changed first (the order the console's index keeps).
    expect(listed.slice(pages.length)).toEqual([
      `${o}/product/rayon-straight-kurta-b2`, `${o}/product/steel-tiffin-box-d4`, `${o}/product/holi-t-shirt-e5`,
      `${o}/product/${encodeURIComponent(`chai's-cup&<saucer>`)}`, `${o}/product/${longSlug}`,
    ]);
    // Drafts, archived products and other stores' products are not the shop's to show.
    for (const hidden of ['cotton-anarkali-kurta-a1', 'banarasi-silk-saree-c3', 'hidden-draft-copy', 'other-kurta-z9']) expect(xml).not.toContain(hidden);
    expect(xml).toContain(`<url><loc>${o}/product/chai&apos;s-cup%26%3Csaucer%3E</loc><lastmod>2026-11-20T08:30:00.000Z</lastmod></url>`);
    // Every & starts an entity: the file is well-formed however the slugs are spelled.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.match(/<lastmod>/g)).toHaveLength(5);

    const other = await (await get('/sitemap.xml', 'other.example')).text();
    expect(locs(other).filter((loc) => loc.includes('/product/'))).toEqual(['http://other.example/product/other-kurta-z9']);
    // No index, so no numbered files.
    expect((await get('/sitemap-1.xml')).status).toBe(404);
  });

  it('becomes an index of numbered files past the URL limit, together listing the same URLs', async () => {
    const whole = locs(await (await get('/sitemap.xml')).text());
    const small = apiFor(suite.test.db, 'localhost', testClock(), { sitemapLimits: { maxUrls: 4, maxBytes: 1_000_000 } });
    const ask = (path: string) => small.app.request(path, { headers: { host: 'localhost' } });
    const index = await (await ask('/sitemap.xml')).text();
    const files = Math.ceil(whole.length / 4);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(Array.from({ length: files }, (_, i) => `http://localhost/sitemap-${i + 1}.xml`));
    const listed: string[] = [];
    for (let n = 1; n <= files; n += 1) {
      const reply = await ask(`/sitemap-${n}.xml`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const part = locs(await reply.text());
      expect(part.length).toBeGreaterThan(0);
      expect(part.length).toBeLessThanOrEqual(4);
      listed.push(...part);
    }
    expect(listed).toEqual(whole);
    for (const path of [`/sitemap-${files + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) expect((await ask(path)).status, path).toBe(404);
  });

  it('keeps each file within its byte limit, leaving out a URL too long to fit', async () => {
    const limits = { maxUrls: 1_000, maxBytes: 200_000 };
    const tight = apiFor(suite.test.db, 'localhost', testClock(), { sitemapLimits: limits });
    const xml = await (await tight.app.request('/sitemap.xml', { headers: { host: 'localhost' } })).text();
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.maxBytes);
    expect(xml).not.toContain(longSlug);
    expect(xml).toContain('/product/holi-t-shirt-e5');
  });

  it('lists each page in both languages with hreflang alternates while the store offers Hindi', async () => {
    const english = locs(await (await get('/sitemap.xml')).text());
    const { db } = suite.test;
    // Turning Hindi on is a console change: it moves the store's version.
    const changes = createStoreChanges();
    const hindi = apiFor(db, 'localhost', testClock(), { changes });
    await db.updateTable('stores').set({ hindi_enabled: 1 }).where('id', '=', suite.fx.storeId).execute();
    changes.seen(suite.fx.storeId, changes.version(suite.fx.storeId) + 1);
    try {
      const xml = await (await hindi.app.request('/sitemap.xml', { headers: { host: 'localhost' } })).text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n')).toBe(true);
      const o = 'http://localhost';
      const alternates = (path: string) => [
        `<xhtml:link rel="alternate" hreflang="x-default" href="${o}${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${o}${path}?lang=en"/>`,
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${o}${path}?lang=hi"/>`,
      ].join('');
      // Every address of a page names all three, itself included (each is canonical to itself).
      for (const query of ['', '?lang=en', '?lang=hi']) expect(xml).toContain(`<url><loc>${o}/ReturnPolicy${query}</loc>${alternates('/ReturnPolicy')}</url>\n`);
      expect(xml).toContain(`<url><loc>${o}/product/holi-t-shirt-e5?lang=hi</loc><lastmod>`);
      const listed = locs(xml);
      expect(listed.slice(0, 3)).toEqual([`${o}/`, `${o}/?lang=en`, `${o}/?lang=hi`]);
      expect(listed.length).toBe(plain(listed).length * 3);
      // The same pages in the same order; the 300-character slug's three addresses, each with
      // three alternates, are past a page's share of the 50 MB and left out.
      expect(plain(listed)).toEqual(english.filter((url) => !url.includes(longSlug)));

      // Past the URL limit, a page's three addresses stay in one file: two pages to a file of 7.
      const small = apiFor(db, 'localhost', testClock(), { changes, sitemapLimits: { maxUrls: 7, maxBytes: 1_000_000 } });
      const ask = async (path: string) => (await small.app.request(path, { headers: { host: 'localhost' } })).text();
      const files = locs(await ask('/sitemap.xml'));
      // The left-out slug keeps its position, so the files' boundaries stay arithmetic.
      expect(files).toHaveLength(Math.ceil(english.length / 2));
      const parts: string[] = [];
      for (const file of files) {
        const part = locs(await ask(new URL(file).pathname));
        expect(part.length).toBeLessThanOrEqual(7);
        expect(part.length % 3).toBe(0);
        parts.push(...part);
      }
      // With a page's larger share of bytes in these small files, the long slug fits again.
      expect(parts.filter((url) => !url.includes(longSlug))).toEqual(listed);
      expect(parts.filter((url) => url.includes(longSlug))).toHaveLength(3);
    } finally {
      await db.updateTable('stores').set({ hindi_enabled: 0 }).where('id', '=', suite.fx.storeId).execute();
      changes.seen(suite.fx.storeId, changes.version(suite.fx.storeId) + 1);
    }
  });

  it('answers again from memory until the store\'s catalogue changes', async () => {
    const changes = createStoreChanges();
    const own = apiFor(suite.test.db, 'localhost', testClock(), { changes, publicUrl: 'https://cached.example' });
    const ask = async () => (await own.app.request('/sitemap.xml', { headers: { host: 'localhost' } })).text();
    const first = await ask();
    expect(first).toContain('/product/holi-t-shirt-e5');
    await suite.test.db.updateTable('products').set({ status: 'draft' }).where('id', '=', suite.fx.products.holi).execute();
    expect(await ask()).toBe(first);
    // A console change moves the store's version (decision 021 §4): the next answer is read afresh.
    changes.seen(suite.fx.storeId, changes.version(suite.fx.storeId) + 1);
    expect(await ask()).not.toContain('holi-t-shirt-e5');
  });

  it('tells the storefront the origin for its canonical links, never the shopper\'s word for it', async () => {
    // A storefront that shows what the server told it.
    const web = () => async (request: Request) => new Response(request.headers.get(siteOriginHeader) ?? 'none');
    const pages = apiFor(suite.test.db, 'localhost', testClock(), { web });
    const page = (host: string) => pages.app.request('/aboutPage', { headers: { host, [siteOriginHeader]: 'https://evil.example' } });
    expect(await (await page('localhost')).text()).toBe('http://localhost');
    expect(await (await page('other.example')).text()).toBe('http://other.example');
    expect(await (await page('evil.example')).text()).toBe('http://localhost');
    const withPublicUrl = apiFor(suite.test.db, 'localhost', testClock(), { web, publicUrl: 'https://shop.example.in' });
    expect(await (await withPublicUrl.app.request('/', { headers: { host: 'localhost' } })).text()).toBe('https://shop.example.in');
  });
});
