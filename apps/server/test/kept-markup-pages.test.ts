import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCookieName, encodeCartCookie, encodeWishlistCookie, wishlistCookieName } from '@haat/shared/rules';
import { buildIfStale } from '../../../scripts/build-if-stale.ts';
import { createStoreChanges } from '../src/cache/store-changes.ts';
import { createTestDatabase, type TestDatabase } from './support/engines.ts';
import { insertFixture, type Fixture } from './support/fixture.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

// Decision 054: the production server writes parts of pages it has written before (cards, the
// header's parts, the footer, a product's facts, listing and search filters) from memory, under
// names their components give. A name that misses something the markup depends on would show one
// shopper what another saw. Here shoppers with different wishlists, carts and languages ask for
// the same pages in turn (listings and searches with filters and sorts among them) from a
// production server with KEPT_MARKUP_CHECK=1, which renders every kept part anyway and stops the
// page when its fresh markup differs from the kept text.
describe('pages written partly from memory, for shoppers who differ', () => {
  let test: TestDatabase;
  let fx: Fixture;
  let server: ServerProcess;
  /** The same build without the check: what it keeps, it writes from memory (decisions 054 and 056). */
  let keeping: ServerProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-kept-markup-'));

  beforeAll(async () => {
    buildIfStale();
    test = await createTestDatabase('sqlite');
    fx = await insertFixture(test.db);
    await test.db.updateTable('stores').set({ default_language: 'en', hindi_enabled: 1 }).where('id', '=', fx.storeId).execute();
    [server, keeping] = await Promise.all([
      startServerProcess(test.url, dataDir, { NODE_ENV: 'production', KEPT_MARKUP_CHECK: '1', PAGE_CACHE_SECONDS: '0' }, { storefront: true }),
      startServerProcess(test.url, dataDir, { NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0' }, { storefront: true }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([stopServerProcess(server), stopServerProcess(keeping)]);
    await test?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const shoppers = () => ({
    'one saved kurta': `${wishlistCookieName}=${encodeWishlistCookie([fx.products.anarkali])}`,
    'two in the cart': `${cartCookieName}=${encodeCartCookie([{ productId: fx.products.straight, units: 2, size: 'M', color: null }])}`,
    'two saved, another kurta': `${wishlistCookieName}=${encodeWishlistCookie([fx.products.saree, fx.products.straight])}`,
  });
  const pages = () => [
    '/',
    `/products-section2/${fx.categories.kurtas}`,
    `/products-section2/${fx.categories.kurtas}?price=100-1000`,
    `/products-section2/${fx.categories.kurtas}?sort=priceLowToHigh&q=cotton`,
    `/products-section2/${fx.categories.sarees}`,
    `/products-section/${fx.subcategories.anarkali}`,
    '/Product-Serach/kurta',
    `/Product-Serach/kurta?cat=${fx.categories.kurtas}`,
    '/Product-Serach/kurta?price=100-1000&sort=priceLowToHigh',
    '/product/cotton-anarkali-kurta-a1',
    '/product/rayon-straight-kurta-b2',
    '/wishlist',
    '/addcart',
    '/ReturnPolicy',
  ];

  /** Every page for every shopper, in English and in Hindi, each shopper after the others. */
  async function visitAll(): Promise<string[]> {
    const failed: string[] = [];
    for (const page of pages()) {
      for (const address of [page, `${page}${page.includes('?') ? '&' : '?'}lang=hi`]) {
        for (const [shopper, cookie] of Object.entries(shoppers())) {
          const response = await fetch(`${server.origin}${address}`, { headers: { host: 'localhost', cookie } });
          const html = await response.text();
          if (response.status !== 200 || html.includes('Kept markup for')) failed.push(`${address} for ${shopper}: ${response.status}`);
        }
      }
    }
    return failed;
  }

  it('shows each shopper the markup a fresh render gives them, before and after the catalogue changes', async () => {
    expect(await visitAll()).toEqual([]);
    // A price and a name change, written as the console writes them: the parts that show them are named anew.
    await test.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ discount_price: 94_900, name: 'Cotton Anarkali Kurta Set' }).where('id', '=', fx.products.anarkali).execute();
      await createStoreChanges().recordChange(trx, fx.storeId);
    });
    await expect.poll(async () => (await fetch(`${server.origin}/product/cotton-anarkali-kurta-a1`, { headers: { host: 'localhost', cookie: 'x=1' } }).then((r) => r.text())).includes('Cotton Anarkali Kurta Set'), { timeout: 10_000 }).toBe(true);
    expect(await visitAll()).toEqual([]);
    expect(server.output()).not.toContain('Kept markup for');
    expect(server.output()).not.toContain('Kept loader data for');
  }, 180_000);

  it('writes from memory, byte for byte, the pages a fresh render writes', async () => {
    const page = async (origin: string, address: string, cookie: string) => {
      const response = await fetch(`${origin}${address}`, { headers: { host: 'localhost', cookie } });
      // Each process has its own nonces and port (in the page's title and links); nothing else may differ.
      const { host } = new URL(origin);
      const html = (await response.text()).replaceAll(/nonce="[^"]*"/g, 'nonce=""').replaceAll(host, 'shop').replaceAll(encodeURIComponent(host), 'shop');
      return `${response.status} ${html}`;
    };
    const differing: string[] = [];
    for (const address of pages().flatMap((p) => [p, `${p}${p.includes('?') ? '&' : '?'}lang=hi`])) {
      for (const [shopper, cookie] of Object.entries(shoppers())) {
        // Asked twice: the second page is written from what the first kept, in each render worker.
        const kept = [await page(keeping.origin, address, cookie), await page(keeping.origin, address, cookie), await page(keeping.origin, address, cookie)];
        const fresh = await page(server.origin, address, cookie);
        if (kept.some((html) => html !== fresh)) differing.push(`${address} for ${shopper}`);
      }
    }
    expect(differing).toEqual([]);
  }, 180_000);
});
