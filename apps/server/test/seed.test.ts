import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../src/db/seed/seed-demo-store.ts';
import { contradictionsOf, policyReturnDays } from './support/catalogue-contradictions.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';

// One uploads folder for the whole file: the second engine finds the artwork already rendered.
let uploadsDir: string;
beforeAll(() => { uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-seed-uploads-')); });
afterAll(() => { fs.rmSync(uploadsDir, { recursive: true, force: true }); });

describeEachEngine('demo store seeder', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    expect(await seedDemoStore(test.db, { uploadsDir })).toEqual({ created: true, products: 250 });
  }, 120_000);
  afterAll(async () => { await test.drop(); });

  it('creates one default store with contact details, theme, socials and hosts', async () => {
    const stores = await test.db.selectFrom('stores').selectAll().execute();
    expect(stores).toHaveLength(1);
    const store = stores[0]!;
    expect(store.is_default).toBe(1);
    expect(store.mobile).toMatch(/^[6-9]\d{9}$/);
    expect(store.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(store.address).toMatch(/\b\d{6}\b/);
    for (const colour of [store.theme_text, store.theme_background, store.theme_primary, store.theme_secondary, store.theme_accent]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect([store.social_fb, store.social_insta, store.social_youtube].every((link) => link?.startsWith('https://'))).toBe(true);
    expect(store.social_linkedin).toBeNull();
    const hosts = await test.db.selectFrom('store_hosts').select('host').where('store_id', '=', store.id).execute();
    expect(hosts.map((h) => h.host).sort()).toEqual(['127.0.0.1', 'localhost']);
  });

  it('builds a category tree of at least 6 groups, 15 categories and 40 subcategories', async () => {
    const groups = await test.db.selectFrom('category_groups').select('id').execute();
    const categories = await test.db.selectFrom('categories').select(['id', 'image', 'url']).execute();
    const subcategories = await test.db.selectFrom('subcategories').select('id').execute();
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expect(categories.length).toBeGreaterThanOrEqual(15);
    expect(subcategories.length).toBeGreaterThanOrEqual(40);
    expect(categories.every((c) => c.image.startsWith('categories/'))).toBe(true);
    const linked = categories.filter((c) => c.url !== null);
    expect(linked).toHaveLength(1);
    const subcategoryId = Number(/^\/products-section\/(\d+)$/.exec(linked[0]!.url!)?.[1]);
    expect(subcategories.map((s) => s.id)).toContain(subcategoryId);
  });

  it('makes 250 products with unique slugs, sane prices and every price band filled', async () => {
    const products = await test.db.selectFrom('products').selectAll().execute();
    expect(products).toHaveLength(250);
    expect(new Set(products.map((p) => p.asin)).size).toBe(250);
    expect(products.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*-b[0-9a-z]{5}$/.test(p.asin))).toBe(true);
    for (const p of products) {
      expect(p.discount_price).toBeLessThanOrEqual(p.original_price);
      expect(p.original_price % 100).toBe(0);
      expect(p.rating).toBeGreaterThanOrEqual(3.2);
      expect(p.rating).toBeLessThanOrEqual(4.9);
    }
    expect(products.some((p) => p.discount_price === p.original_price)).toBe(true);
    expect(products.some((p) => p.delivery_charge > 0) && products.some((p) => p.delivery_charge === 0)).toBe(true);
    for (const [low, high] of [[100, 1000], [2000, 3000], [3000, 4000], [6000, 7000], [8000, 50000]] as const) {
      expect(products.some((p) => p.original_price >= low * 100 && p.original_price <= high * 100), `band ${low}-${high}`).toBe(true);
    }
  });

  it('fills the product page: rich text, attributes, colours on some, badges and videos on some', async () => {
    const products = await test.db.selectFrom('products').selectAll().execute();
    const sample = products[7]!;
    expect(sample.long_description).toMatch(/<p>[\s\S]*<ul><li><strong>/);
    expect((sample.long_description.match(/<(p|li)>/g) ?? []).length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(JSON.parse(sample.attributes) as object).length).toBeGreaterThanOrEqual(3);
    const coloured = products.filter((p) => p.colors !== null);
    expect(coloured.length).toBeGreaterThan(0);
    expect(coloured.length).toBeLessThan(products.length);
    expect(coloured.every((p) => { const c: unknown = JSON.parse(p.colors!); return Array.isArray(c) && c.length > 0; })).toBe(true);
    expect(products.some((p) => p.badge !== null) && products.some((p) => p.badge === null)).toBe(true);
    expect(products.filter((p) => p.youtube_link?.startsWith('https://www.youtube.com/watch?v=')).length).toBeGreaterThan(0);
    expect(products.every((p) => p.search_keywords.length > 0)).toBe(true);
  });

  it('features at least 6 products in every group for the home page', async () => {
    const rows = await test.db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id')
      .select((eb) => ['c.group_id', eb.fn.countAll<number>().as('n')])
      .where('p.featured_rank', 'is not', null).groupBy('c.group_id').execute();
    const groups = await test.db.selectFrom('category_groups').select('id').execute();
    expect(rows).toHaveLength(groups.length);
    expect(rows.every((r) => Number(r.n) >= 6)).toBe(true);
  });

  it('includes the HOLI T-SHIRT in sizes S to XL, in stock', async () => {
    const holi = await test.db.selectFrom('products').select(['id', 'discount_price']).where('name', '=', 'HOLI T-SHIRT').execute();
    expect(holi).toHaveLength(1);
    expect(holi[0]!.discount_price).toBe(24900);
    const sizes = await test.db.selectFrom('product_sizes').select(['label', 'stock']).where('product_id', '=', holi[0]!.id).orderBy('sort').execute();
    expect(sizes.map((s) => s.label)).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizes.every((s) => s.stock > 0)).toBe(true);
  });

  it('gives every product sizes, with sold-out sizes and two-word labels among them', async () => {
    const sizes = await test.db.selectFrom('product_sizes').select(['product_id', 'label', 'stock']).execute();
    const byProduct = Map.groupBy(sizes, (s) => s.product_id);
    expect(byProduct.size).toBe(250);
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
    expect(sizes.some((s) => s.label === '500 ml')).toBe(true);
    expect(sizes.some((s) => s.label === 'UK 8')).toBe(true);
    expect([...byProduct.values()].some((list) => list.every((s) => s.stock === 0))).toBe(true);
  });

  it('writes every referenced image to the uploads folder', async () => {
    const products = await test.db.selectFrom('products').select(['id', 'image']).execute();
    const gallery = await test.db.selectFrom('product_images').select(['product_id', 'file', 'sort']).execute();
    const byProduct = Map.groupBy(gallery, (g) => g.product_id);
    for (const p of products) {
      const files = byProduct.get(p.id) ?? [];
      // The product whole in its first colour (and close up when it has a design), then its other colours whole.
      expect(files.length).toBeGreaterThanOrEqual(1);
      expect(files.length).toBeLessThanOrEqual(6);
      expect(files.find((f) => f.sort === 0)?.file).toBe(p.image);
    }
    const store = await test.db.selectFrom('stores').select(['logo', 'favicon']).executeTakeFirstOrThrow();
    const others = [
      ...(await test.db.selectFrom('categories').select('image').execute()).map((c) => c.image),
      ...(await test.db.selectFrom('banners').select('image').execute()).map((b) => b.image),
      store.logo, store.favicon,
    ];
    const missing = [...new Set([...gallery.map((g) => g.file), ...others])].filter((f) => !fs.existsSync(path.join(uploadsDir, f)));
    expect(missing).toEqual([]);
    const favicon = await sharp(path.join(uploadsDir, store.favicon)).metadata();
    expect([favicon.format, favicon.width, favicon.height]).toEqual(['png', 64, 64]);
    const product = await sharp(path.join(uploadsDir, products[0]!.image)).metadata();
    expect([product.format, product.width, product.height]).toEqual(['jpeg', 800, 800]);
  });

  it('stores products that agree with themselves: colour, drawing, origin and returns', async () => {
    const products = await test.db.selectFrom('products').select(['id', 'name', 'material', 'colors', 'image', 'description', 'long_description', 'attributes']).execute();
    const gallery = Map.groupBy(await test.db.selectFrom('product_images').select(['product_id', 'file']).orderBy('product_id').orderBy('sort').execute(), (g) => g.product_id);
    const returnDays = policyReturnDays();
    const problems = products.flatMap((p) => contradictionsOf({ ...p, images: (gallery.get(p.id) ?? []).map((g) => g.file) }, returnDays));
    expect(problems).toEqual([]);
  });

  it('links 3 or 4 banners to category listings', async () => {
    const banners = await test.db.selectFrom('banners').select(['image', 'url']).execute();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(4);
    expect(banners.every((b) => /^\/products-section2\/\d+$/.test(b.url))).toBe(true);
  });

  it('does nothing on a second run, and tops up to a larger catalogue', async () => {
    expect(await seedDemoStore(test.db, { uploadsDir })).toEqual({ created: false, products: 250 });
    expect(await seedDemoStore(test.db, { uploadsDir, products: 100 })).toEqual({ created: false, products: 250 });
    expect(await test.db.selectFrom('stores').select('id').execute()).toHaveLength(1);
    const groups = await test.db.selectFrom('category_groups').select('id').execute();

    expect(await seedDemoStore(test.db, { uploadsDir, products: 300 })).toEqual({ created: true, products: 300 });
    const products = await test.db.selectFrom('products').select(['id', 'asin']).execute();
    expect(products).toHaveLength(300);
    expect(new Set(products.map((p) => p.asin)).size).toBe(300);
    const sized = await test.db.selectFrom('product_sizes').select('product_id').distinct().execute();
    expect(sized).toHaveLength(300);
    expect(await test.db.selectFrom('category_groups').select('id').execute()).toHaveLength(groups.length);
  });
});

describe('db:seed command line', () => {
  it('refuses a bad --products value with a clear message', async () => {
    const cli = path.resolve(import.meta.dirname, '../src/db/cli-seed.ts');
    const run = promisify(execFile)(process.execPath, [cli, '--products', 'lots'], { env: { ...process.env, DATABASE_URL: ':memory:' } });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--products must be a whole number') });
  });
});
