import type { HomeSection, ProductSummary, StoreApi } from '@haat/shared/api';
import { RouterContextProvider } from 'react-router';
import { expect, it } from 'vitest';
import { readCards } from '../app/components/product-card/card-product.ts';
import { loader } from '../app/routes/home.tsx';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';

// What the home page's first HTML carries (decision 034): the products of the first section
// only, cut to a card's fields and packed as one text; the later sections their titles, their
// products fetched later.

const product = (id: number): ProductSummary => ({
  id, asin: `P${id}`, name: `Kurta ${id}`, image: 'k.webp', images: ['k.webp'], categoryId: 2, category: 'Kurtas',
  subcategoryId: 5, subcategory: 'Anarkali', rating: 4, badge: 'New', sizes: [], colors: ['Red'],
  originalPrice: 999, discountPrice: 499, deliveryCharge: 40, stock: 7,
});

const sections: HomeSection[] = [1, 2, 3].map((id) => ({ id, name: `Group ${id}`, products: Array.from({ length: 9 }, (_, i) => product(id * 100 + i)) }));

// Each test asks for its own host: the home data is reused for seconds per store.
function args(host: string, api: Partial<StoreApi>) {
  const context = new RouterContextProvider();
  context.set(storeApiContext, api as StoreApi);
  return { context, request: new Request(`http://${host}/`), params: {} } as unknown as Parameters<typeof loader>[0];
}

it('carries the first section\'s 6 cards and only the titles of the sections after it', async () => {
  const data = await loader(args('first.test', { getBanners: async () => [], getHomeSections: async () => sections }));
  expect(data.sections).toHaveLength(1);
  // One text for React Router to encode, not an object per card.
  expect(typeof data.sections[0]?.products).toBe('string');
  const cards = readCards(data.sections[0]!.products);
  expect(cards.map((p) => p.id)).toEqual([100, 101, 102, 103, 104, 105]);
  // A card's fields only: no stock, delivery charge, badge or subcategory in the page's data.
  expect(data.sections[0]?.products).not.toMatch(/Anarkali|New/);
  expect(Object.keys(cards[0] ?? {}).sort()).toEqual(
    ['asin', 'category', 'categoryId', 'colors', 'discountPrice', 'id', 'image', 'images', 'name', 'originalPrice', 'rating', 'sizes'],
  );
  expect(data.laterSections).toEqual([{ id: 2, name: 'Group 2' }, { id: 3, name: 'Group 3' }]);
  expect(data.sectionsFailed).toBe(false);
});

it('says so when the sections cannot be loaded, and keeps the banners', async () => {
  let calls = 0;
  const api = { getBanners: async () => [], getHomeSections: async () => { calls += 1; throw new Error('down'); } };
  const data = await loader(args('down.test', api));
  expect(data).toMatchObject({ sections: [], laterSections: [], sectionsFailed: true, bannersFailed: false });
  // A failed load is not kept: the next page asks again.
  await loader(args('down.test', api));
  expect(calls).toBe(2);
});

it('asks the Store API once for pages of the same store within seconds, and again for another store', async () => {
  let calls = 0;
  const api = { getBanners: async () => [], getHomeSections: async () => { calls += 1; return sections; } };
  const first = await loader(args('reuse.test', api));
  expect(await loader(args('reuse.test', api))).toBe(first);
  expect(calls).toBe(1);
  await loader(args('other.test', api));
  expect(calls).toBe(2);
});
