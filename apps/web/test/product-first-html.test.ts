import type { Product, ProductListPage, ProductSummary, StoreApi } from '@haat/shared/api';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContextProvider } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { ProductGallery } from '../app/components/product/product-gallery.tsx';
import { RatingStars } from '../app/components/product/rating-stars.tsx';
import { similarProducts } from '../app/components/product/similar-products-fetch.ts';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';
import { loader } from '../app/routes/product.tsx';
import { loader as similarProductsLoader } from '../app/routes/similar-products.ts';

// What the product page's first HTML leaves to the browser (decision 037): the similar products,
// which the browser asks for, and the gallery's slides after the first.

// The browser's fetch of /similar-products/{id} answered by that route, over this stand-in Store API.
const storeApi = { findProductPage: vi.fn() };
const browserFetch = vi.fn(async (url: string) => {
  const context = new RouterContextProvider();
  context.set(storeApiContext, storeApi as unknown as StoreApi);
  const categoryId = /^\/similar-products\/(\d+)$/.exec(url)?.[1] ?? '';
  return similarProductsLoader({ context, params: { categoryId }, request: new Request(`http://shop.test${url}`) } as unknown as Parameters<typeof similarProductsLoader>[0]);
});
vi.stubGlobal('fetch', browserFetch);

const summary = (id: number): ProductSummary => ({
  id, asin: `P${id}`, name: `Saree ${id}`, image: 's.webp', images: ['s.webp'], categoryId: 1, category: 'Sarees',
  subcategoryId: 5, subcategory: 'Banarasi', rating: 4, badge: 'New', sizes: [], colors: ['Red'],
  originalPrice: 999, discountPrice: 499, deliveryCharge: 40, stock: 7,
});
const pageOf = (products: ProductSummary[]): ProductListPage => ({ products, offset: 0, total: products.length, resultCount: products.length, categoryCounts: [] });

beforeEach(() => { storeApi.findProductPage.mockReset(); browserFetch.mockClear(); });

it('renders the page from one catalogue call: the similar products are not looked up by the server', async () => {
  const product = { ...summary(3), youtubeLink: null, descriptionHtml: '', description: '', ratingCount: 0, badge1: '', material: '', details: [] } as Product;
  const findProductPage = vi.fn();
  const context = new RouterContextProvider();
  context.set(storeApiContext, { getProduct: async () => product, findProductPage } as unknown as StoreApi);
  const data = await loader({ context, request: new Request('http://shop.test/product/P3'), params: { slug: 'P3' } } as unknown as Parameters<typeof loader>[0]);
  expect(Object.keys(data).sort()).toEqual(['origin', 'product']);
  expect(findProductPage).not.toHaveBeenCalled();
});

it('fetches the category\'s products in the browser, without the product itself, cut to 24 cards', async () => {
  storeApi.findProductPage.mockResolvedValue(pageOf(Array.from({ length: 25 }, (_, i) => summary(i + 1))));
  const result = await similarProducts(101, 3);
  expect(browserFetch).toHaveBeenCalledWith('/similar-products/101', expect.anything());
  expect(storeApi.findProductPage).toHaveBeenCalledWith({ id: 101, type: 'cat' }, { limit: 25 });
  if (!result.ok) throw new Error('expected products');
  expect(result.products).toHaveLength(24);
  expect(result.products.map((p) => p.id)).not.toContain(3);
  expect(Object.keys(result.products[0] ?? {})).not.toContain('stock');
  // The next product of the same category reuses the answer.
  const next = await similarProducts(101, 4);
  expect(browserFetch).toHaveBeenCalledTimes(1);
  expect(next.ok && next.products.map((p) => p.id)).toContain(3);
});

it('says the call failed, and asks again the next time', async () => {
  storeApi.findProductPage.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pageOf([summary(8)]));
  expect(await similarProducts(202, 1)).toEqual({ ok: false });
  expect(await similarProducts(202, 1)).toMatchObject({ ok: true, products: [{ id: 8 }] });
});

it('writes only the first of the gallery\'s slides before the page runs, with every thumbnail and dot', () => {
  const html = renderToStaticMarkup(createElement(ProductGallery, { name: 'Saree', images: ['a.webp', 'b.webp', 'c.webp'], videoId: 'abc', onSale: false }));
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1);
  expect(html).toContain('aria-label="Image 1 of 3"');
  expect(html.match(/aria-label="Show image \d of 3"/g)).toHaveLength(6);
  expect(html).toContain('aria-label="Show video"');
});

it('fills the stars to the rating: 3.6 of 5 is 72 % of the row', () => {
  const html = renderToStaticMarkup(createElement(RatingStars, { rating: 3.6, count: 12 }));
  expect(html).toContain('width:72%');
  expect(html).toContain('Rated 3.6 out of 5');
  expect(html.match(/<svg/g)).toHaveLength(10);
});
