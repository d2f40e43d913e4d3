import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './engines.ts';

const now = '2026-01-01T00:00:00.000Z';

export interface Fixture {
  storeId: number;
  otherStoreId: number;
  groups: { women: number; home: number };
  categories: { kurtas: number; sarees: number; kitchen: number };
  subcategories: { anarkali: number; straight: number; silk: number; tiffins: number };
  products: { anarkali: number; straight: number; saree: number; tiffin: number; holi: number };
}

type ProductInput = {
  asin: string; name: string; category: number; subcategory: number | null; original: number; discount: number;
  delivery?: number; keywords?: string; featured?: number | null; colors?: string[] | null; attributes?: Record<string, string>;
  sizes?: Array<[string, number]>; images?: string[]; youtube?: string | null; badge?: string | null;
};

/** A small, exact catalogue for API tests: two stores, two groups, three categories, five products. */
export async function insertFixture(db: Db): Promise<Fixture> {
  const store = await db.insertInto('stores').values({
    is_default: 1, name: 'Rangrez Test Bazaar', email: 'help@rangrez.test', mobile: '9876543210', address: '12 MG Road, Jaipur',
    logo: 'branding/logo.png', favicon: 'branding/favicon.png', theme_text: '#1f2937', theme_background: '#ffffff',
    theme_primary: '#b4235a', theme_secondary: '#0f766e', theme_accent: '#f59e0b', social_fb: 'https://facebook.com/rangrez',
    social_insta: 'https://instagram.com/rangrez', social_linkedin: null, social_twitter: '', social_youtube: 'https://youtube.com/@rangrez',
    created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const other = await db.insertInto('stores').values({
    is_default: 0, name: 'Other Shop', email: 'o@other.test', mobile: '9000000000', address: 'Pune', logo: 'branding/other.png',
    favicon: '', theme_text: '#000000', theme_background: '#ffffff', theme_primary: '#123456', theme_secondary: '#4CAF50',
    theme_accent: '#00BCD4', social_fb: null, social_insta: null, social_linkedin: null, social_twitter: null, social_youtube: null, created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('store_hosts').values([{ host: 'localhost', store_id: store.id }, { host: 'other.example', store_id: other.id }]).execute();

  const group = async (storeId: number, name: string, sort: number) =>
    (await db.insertInto('category_groups').values({ store_id: storeId, name, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const category = async (storeId: number, groupId: number, name: string, sort: number, url: string | null = null) =>
    (await db.insertInto('categories').values({ store_id: storeId, group_id: groupId, name, image: `categories/${name.toLowerCase()}.jpg`, url, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const subcategory = async (storeId: number, categoryId: number, name: string, sort: number) =>
    (await db.insertInto('subcategories').values({ store_id: storeId, category_id: categoryId, name, sort }).returning('id').executeTakeFirstOrThrow()).id;

  const women = await group(store.id, 'Women', 1);
  const home = await group(store.id, 'Home & Kitchen', 2);
  const kurtas = await category(store.id, women, 'Kurtas', 1);
  const sarees = await category(store.id, women, 'Sarees', 2);
  const kitchen = await category(store.id, home, 'Kitchen', 1, '/products-section/999');
  const anarkali = await subcategory(store.id, kurtas, 'Anarkali', 1);
  const straight = await subcategory(store.id, kurtas, 'Straight', 2);
  const silk = await subcategory(store.id, sarees, 'Silk Sarees', 1);
  const tiffins = await subcategory(store.id, kitchen, 'Tiffins', 1);

  const product = async (storeId: number, p: ProductInput) => {
    const row = await db.insertInto('products').values({
      store_id: storeId, asin: p.asin, name: p.name, category_id: p.category, subcategory_id: p.subcategory,
      description: `${p.name} short description`, long_description: `<p>${p.name} in detail.</p>`, image: p.images?.[0] ?? `catalogue/${p.asin}-1.jpg`,
      youtube_link: p.youtube ?? null, rating: 4.3, rating_count: 120, badge: p.badge ?? null, badge1: null, material: 'Cotton',
      original_price: p.original * 100, discount_price: p.discount * 100, delivery_charge: (p.delivery ?? 0) * 100,
      colors: p.colors ? JSON.stringify(p.colors) : null, attributes: JSON.stringify(p.attributes ?? {}), search_keywords: p.keywords ?? '',
      featured_rank: p.featured ?? null, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const images = p.images ?? [`catalogue/${p.asin}-1.jpg`, `catalogue/${p.asin}-2.jpg`];
    await db.insertInto('product_images').values(images.map((file, sort) => ({ store_id: storeId, product_id: row.id, file, sort }))).execute();
    const sizes = p.sizes ?? [['S', 5], ['M', 0], ['L', 3]];
    await db.insertInto('product_sizes').values(sizes.map(([label, stock], sort) => ({ store_id: storeId, product_id: row.id, label, stock, sort }))).execute();
    return row.id;
  };

  const products = {
    anarkali: await product(store.id, { asin: 'cotton-anarkali-kurta-a1', name: 'Cotton Anarkali Kurta', category: kurtas, subcategory: anarkali, original: 1999, discount: 899, delivery: 40, keywords: 'kurtas anarkali cotton maroon', featured: 1, colors: ['Maroon', 'Navy'], attributes: { fit: 'Flared', occasion: 'Festive' }, youtube: 'https://www.youtube.com/watch?v=abc123', badge: 'Bestseller' }),
    straight: await product(store.id, { asin: 'rayon-straight-kurta-b2', name: 'Rayon Straight Kurta', category: kurtas, subcategory: straight, original: 1299, discount: 1299, keywords: 'kurtas straight rayon', featured: 2 }),
    saree: await product(store.id, { asin: 'banarasi-silk-saree-c3', name: 'Banarasi Silk Saree', category: sarees, subcategory: silk, original: 7499, discount: 5999, keywords: 'sarees silk wedding', sizes: [['Free Size', 7]] }),
    tiffin: await product(store.id, { asin: 'steel-tiffin-box-d4', name: 'Steel Tiffin Box 3 Tier', category: kitchen, subcategory: tiffins, original: 899, discount: 549, keywords: 'kitchen tiffins steel lunch', featured: 1, sizes: [['500 ml', 9], ['1 L', 0]] }),
    holi: await product(store.id, { asin: 'holi-t-shirt-e5', name: 'HOLI T-SHIRT', category: kurtas, subcategory: null, original: 499, discount: 249, keywords: 'tshirt holi festival' }),
  };

  const otherGroup = await group(other.id, 'Other Group', 1);
  const otherCategory = await category(other.id, otherGroup, 'Other Kurtas', 1);
  await product(other.id, { asin: 'other-kurta-z9', name: 'Other Store Kurta', category: otherCategory, subcategory: null, original: 100, discount: 90, keywords: 'kurta', featured: 1 });

  await db.insertInto('banners').values([
    { store_id: store.id, image: 'banners/festive.jpg', url: `/products-section2/${sarees}`, sort: 1 },
    { store_id: store.id, image: 'banners/kitchen.jpg', url: `/products-section2/${kitchen}`, sort: 2 },
  ]).execute();

  return {
    storeId: store.id,
    otherStoreId: other.id,
    groups: { women, home },
    categories: { kurtas, sarees, kitchen },
    subcategories: { anarkali, straight, silk, tiffins },
    products,
  };
}

/** A database of the engine with the fixture in it, made before the suite's tests and dropped after them; read its fields inside the tests. */
export function fixtureDatabase(engine: TestDatabase['engine']): { readonly test: TestDatabase; readonly fx: Fixture } {
  const made = {} as { test: TestDatabase; fx: Fixture };
  beforeAll(async () => {
    made.test = await createTestDatabase(engine);
    made.fx = await insertFixture(made.test.db);
  });
  afterAll(async () => { await made.test.drop(); });
  return made;
}
