import type { Category, ProductListPage, ProductSummary, StoreApi } from '@haat/shared/api';
import { expect, it } from 'vitest';
import { loadListing } from '../app/components/listing/load-listing.server.ts';
import { listingViewOf } from '../app/components/listing/listing-view.ts';
import { packCards, readCards, type CardProduct } from '../app/components/product-card/card-product.ts';

// A listing's data carries each product cut to its card's fields (decision 037): the cards show
// 12 of a product's 17 fields, and every value is written into the page and encoded per view. The
// cards travel as one text of rows (decision 034), read back by readCards.

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
  const { listing: data, complete } = await loadListing(api, '/products-section2/2', '2', listingViewOf(new URLSearchParams()));
  expect(typeof data.page?.products).toBe('string');
  const cards = readCards(data.page!.products);
  expect(cards.map((p) => Object.keys(p).sort())).toEqual([cardFields, cardFields]);
  // A card only asks whether there are sizes: their stock and ids stay on the server.
  expect(cards[0]?.sizes).toEqual([{ label: 'M' }]);
  expect(cards[1]).toMatchObject({ id: 2, asin: 'P2', image: 'k.webp', images: ['k.webp'], colors: ['Red'], originalPrice: 999, discountPrice: 499 });
  expect(data.page?.total).toBe(2);
  expect(complete).toBe(true);
});

it('says so when the products cannot be loaded', async () => {
  const api = { getCategories: async () => [kurtas], findProductPage: async () => { throw new Error('down'); } } as unknown as StoreApi;
  const failed = await loadListing(api, '/products-section2/2', '2', listingViewOf(new URLSearchParams()));
  expect(failed.listing.page).toBeNull();
  expect(failed.complete).toBe(false);
});

it('is not whole when the categories cannot be loaded: the name falls back, so no other shopper gets it', async () => {
  const api = { getCategories: async () => { throw new Error('down'); }, findProductPage: async () => pageOf([product(1)]) } as unknown as StoreApi;
  const loaded = await loadListing(api, '/products-section2/2', '2', listingViewOf(new URLSearchParams()));
  expect(loaded.listing.target.title).toBe('');
  expect(loaded.listing.page?.total).toBe(1);
  expect(loaded.complete).toBe(false);
});

it('reads back exactly the cards it packed, a main picture outside the gallery included', () => {
  const cards: CardProduct[] = [
    { id: 1, asin: 'A', name: 'Saree "Red" & <gold>', image: 'a.webp', images: ['a.webp', 'b.webp'], categoryId: 1, category: 'Sarees', rating: 0, sizes: [], colors: [], originalPrice: 10, discountPrice: 10 },
    { id: 2, asin: 'B', name: 'Dhoti', image: 'main.webp', images: ['other.webp'], categoryId: 3, category: '', rating: 3.5, sizes: [{ label: 'S' }, { label: 'M' }], colors: ['Off White'], originalPrice: 799, discountPrice: 399 },
    { id: 3, asin: 'C', name: 'No pictures', image: '', images: [], categoryId: 3, category: 'Men', rating: 5, sizes: [], colors: ['Red', 'Blue'], originalPrice: 1, discountPrice: 1 },
  ];
  expect(readCards(packCards(cards))).toEqual(cards);
});
