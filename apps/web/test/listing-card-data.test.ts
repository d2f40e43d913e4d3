import type { Category, ProductListPage, ProductSummary, StoreApi } from '@haat/shared/api';
import { expect, it } from 'vitest';
import { loadListing } from '../app/components/listing/load-listing.server.ts';
import { listingViewOf } from '../app/components/listing/listing-view.ts';

// A listing's data carries each product cut to its card's fields (decision 037): the cards show
// 12 of a product's 17 fields, and every value is written into the page and encoded per view.

const cardFields = ['asin', 'category', 'categoryId', 'colors', 'discountPrice', 'id', 'image', 'images', 'name', 'originalPrice', 'rating', 'sizes'];

const product = (id: number): ProductSummary => ({
  id, asin: `P${id}`, name: `Kurta ${id}`, image: 'k.webp', images: ['k.webp'], categoryId: 2, category: 'Kurtas',
  subcategoryId: 5, subcategory: 'Anarkali', rating: 4, badge: 'New', sizes: [{ id: 1, label: 'M', stock: 3 }], colors: ['Red'],
  originalPrice: 999, discountPrice: 499, deliveryCharge: 40, stock: 7,
});
const pageOf = (products: ProductSummary[], total = products.length): ProductListPage => ({ products, offset: 0, total, resultCount: total, categoryCounts: [] });
const kurtas: Category = { id: 2, name: 'Kurtas', image: '', url: null, subcategories: [] };

it('carries only the fields a card shows', async () => {
  const api = { getCategories: async () => [kurtas], findProductPage: async () => pageOf([product(1), product(2)]) } as unknown as StoreApi;
  const data = await loadListing(api, '/products-section2/2', '2', listingViewOf(new URLSearchParams()));
  expect(data.page?.products.map((p) => Object.keys(p).sort())).toEqual([cardFields, cardFields]);
  expect(data.page?.products[0]?.sizes).toEqual([{ id: 1, label: 'M', stock: 3 }]);
  expect(data.page?.total).toBe(2);
});

it('says so when the products cannot be loaded', async () => {
  const api = { getCategories: async () => [kurtas], findProductPage: async () => { throw new Error('down'); } } as unknown as StoreApi;
  expect((await loadListing(api, '/products-section2/2', '2', listingViewOf(new URLSearchParams()))).page).toBeNull();
});
