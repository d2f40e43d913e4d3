import type { HomeSection, ProductSummary, StoreApi } from '@haat/shared/api';
import { RouterContextProvider } from 'react-router';
import { expect, it } from 'vitest';
import { loader } from '../app/routes/home.tsx';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';

// What the home page's first HTML carries (decision 034): the products of the first section
// only, cut to a card's fields; the later sections their titles, their products fetched later.

const product = (id: number): ProductSummary => ({
  id, asin: `P${id}`, name: `Kurta ${id}`, image: 'k.webp', images: ['k.webp'], categoryId: 2, category: 'Kurtas',
  subcategoryId: 5, subcategory: 'Anarkali', rating: 4, badge: 'New', sizes: [], colors: ['Red'],
  originalPrice: 999, discountPrice: 499, deliveryCharge: 40, stock: 7,
});

const sections: HomeSection[] = [1, 2, 3].map((id) => ({ id, name: `Group ${id}`, products: Array.from({ length: 9 }, (_, i) => product(id * 100 + i)) }));

function args(api: Partial<StoreApi>) {
  const context = new RouterContextProvider();
  context.set(storeApiContext, api as StoreApi);
  return { context, request: new Request('http://shop.test/'), params: {} } as unknown as Parameters<typeof loader>[0];
}

it('carries the first section\'s 6 cards and only the titles of the sections after it', async () => {
  const data = await loader(args({ getBanners: async () => [], getHomeSections: async () => sections }));
  expect(data.sections).toHaveLength(1);
  expect(data.sections[0]?.products.map((p) => p.id)).toEqual([100, 101, 102, 103, 104, 105]);
  // A card's fields only: no stock, delivery charge, badge or subcategory in the page's data.
  expect(Object.keys(data.sections[0]?.products[0] ?? {}).sort()).toEqual(
    ['asin', 'category', 'categoryId', 'colors', 'discountPrice', 'id', 'image', 'images', 'name', 'originalPrice', 'rating', 'sizes'],
  );
  expect(data.laterSections).toEqual([{ id: 2, name: 'Group 2' }, { id: 3, name: 'Group 3' }]);
  expect(data.sectionsFailed).toBe(false);
});

it('says so when the sections cannot be loaded, and keeps the banners', async () => {
  const data = await loader(args({ getBanners: async () => [], getHomeSections: async () => { throw new Error('down'); } }));
  expect(data).toMatchObject({ sections: [], laterSections: [], sectionsFailed: true, bannersFailed: false });
});
