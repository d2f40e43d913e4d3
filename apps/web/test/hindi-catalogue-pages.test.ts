import type { Product, ProductListPage } from '@haat/shared/api';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import NotFound from '../app/routes/not-found.tsx';
import ProductNotFound from '../app/routes/product-not-found.tsx';
import RecentlyViewedPage from '../app/routes/recently-viewed.tsx';
import ProductRoute from '../app/routes/product.tsx';
import ProductListing from '../app/routes/product-listing.tsx';
import SearchResults from '../app/routes/search-results.tsx';
import { detailRows } from '../app/components/product/detail-fields.ts';
import { toCardPage } from '../app/components/listing/load-more.ts';
import { filledInShop, renderInShell, shellStoreData, storeShell } from './support/hindi-shell.ts';
import { englishLeftIn, visibleTexts } from './support/visible-english.ts';

// Decision 045: the catalogue's pages (product, listings and search, recently viewed, not found)
// rendered in Hindi show no English of ours. The store's own data (its name, menu, products,
// sizes, colours, seller) stays as the reseller wrote it, so it is taken out before looking;
// whatever Latin-script word is left is an untranslated text.

/** A page of the catalogue as the server renders it, for a guest in a shop with a subcategory, a social link and a GSTIN. */
function renderPage(locale: 'hi' | 'en', path: string, route: { id: string; path: string; Component: ComponentType<never> }, data: unknown): string {
  return renderInShell(path, [{ ...route, Component: route.Component as never }], { loaderData: { root: storeShell(locale, filledInShop), [route.id]: data } });
}

// ── The product page ────────────────────────────────────────────────────────────────────────────

const product: Product = {
  id: 7, asin: 'P7', name: 'Maroon Cotton Saree', image: 'k.webp', images: ['k.webp', 'k2.webp'], categoryId: 2, category: 'Sarees',
  subcategoryId: 3, subcategory: 'Banarasi', rating: 4.2, badge: 'Bestseller', badge1: 'Handloom',
  sizes: [{ id: 1, label: 'M', stock: 4 }, { id: 2, label: 'XL', stock: 0 }], colors: ['Maroon', 'Mustard'],
  originalPrice: 1599, discountPrice: 769, deliveryCharge: 0, stock: 4,
  youtubeLink: 'https://www.youtube.com/watch?v=abcdefghijk', descriptionHtml: '<p>Soft handloom cotton from Bengal.</p>', description: '', ratingCount: 1234, material: 'Cotton',
  details: [
    { name: 'name', value: 'Maroon Cotton Saree' }, { name: 'category', value: 'Sarees' }, { name: 'material', value: 'Cotton' },
    { name: 'ASIN', value: 'P7' }, { name: 'subcategory', value: 'Banarasi' }, { name: 'ratings', value: '4.2' },
    { name: 'rating_count', value: '1234' }, { name: 'price', value: '769' }, { name: 'color', value: 'Maroon' }, { name: 'Sleeve_Length', value: 'Three Quarter' },
  ],
} as Product;
const productData = [...shellStoreData, 'Maroon Cotton Saree', 'Bestseller', 'Handloom', 'XL', 'Maroon', 'Mustard', 'Cotton', 'Soft handloom cotton from Bengal.', 'P7', 'Sleeve Length', 'Three Quarter'];

const renderProduct = (locale: 'hi' | 'en') => renderPage(locale, '/product/P7', { id: 'routes/product', path: 'product/:slug', Component: ProductRoute as never }, { product, origin: 'http://shop.test' });

it('renders the product page in Hindi with no English of ours left', () => {
  const html = renderProduct('hi');
  for (const text of ['अभी खरीदें', 'कार्ट में डालें', 'साइज़ चुनें', 'साइज़ गाइड', 'डिलीवरी चेक करें', 'PIN कोड डालें', 'MRP', 'प्रोडक्ट का विवरण', 'पूरी जानकारी', 'मिलते-जुलते प्रोडक्ट', '(1,234 रेटिंग)']) {
    expect(html, text).toContain(text);
  }
  expect(englishLeftIn(visibleTexts(html), productData)).toEqual([]);
});

it('finds the English of the same product page in English, so the check can fail', () => {
  const html = renderProduct('en');
  expect(html).toContain('M.R.P.');
  expect(html).toContain('(1,234 ratings)');
  expect(englishLeftIn(visibleTexts(html), productData)).toEqual(expect.arrayContaining(['Buy', 'Now', 'Select', 'Size', 'Check', 'delivery', 'Similar', 'Products']));
});

it('names Profile Details in Hindi and keeps the seller\'s own attribute names', () => {
  const rows = detailRows(product.details, 'hi').map(({ label, value }) => [label, value]);
  expect(rows).toEqual([
    ['नाम', 'Maroon Cotton Saree'], ['कैटेगरी', 'Sarees'], ['मटीरियल', 'Cotton'], ['प्रोडक्ट कोड', 'P7'], ['प्रकार', 'Banarasi'], ['रेटिंग', '5 में से 4.2'], ['रेटिंग की संख्या', '1,234'], ['कीमत', '₹769'], ['रंग', 'Maroon'], ['Sleeve Length', 'Three Quarter'],
  ]);
});

// ── Listings and search results ────────────────────────────────────────────────────────────────

const summary = (id: number) => ({
  id, asin: `S${id}`, name: `Kanjivaram Silk Saree ${id}`, image: 's.webp', images: ['s.webp'], categoryId: 2, category: 'Sarees',
  subcategoryId: 3, subcategory: 'Banarasi', rating: 4, badge: '', sizes: [], colors: ['Red'],
  originalPrice: 1999, discountPrice: 999, deliveryCharge: 0, stock: 5,
});
const listPage = (total: number, categoryCounts: Array<{ id: number; count: number }> = []) =>
  toCardPage({ products: Array.from({ length: 2 }, (_, i) => summary(i + 1)), offset: 0, total, resultCount: total, categoryCounts } as ProductListPage);
const listingData = [...shellStoreData, 'Kanjivaram Silk Saree'];

function renderListing(locale: 'hi' | 'en', path = '/products-section2/2?price=100-1000&sort=priceLowToHigh') {
  const data = { target: { type: 'cat', id: 2, title: 'Sarees', parent: null }, page: listPage(30) };
  return renderPage(locale, path, { id: 'routes/product-listing', path: 'products-section2/:id', Component: ProductListing as never }, data);
}

function renderSearch(locale: 'hi' | 'en', page = listPage(30, [{ id: 2, count: 20 }, { id: 99, count: 10 }])) {
  return renderPage(locale, '/Product-Serach/silk', { id: 'routes/search-results', path: 'Product-Serach/:searchQuery', Component: SearchResults as never }, { query: 'silk', page });
}

it('renders a listing with a filter and sort in Hindi with no English of ours left', () => {
  const html = renderListing('hi');
  for (const text of ['फ़िल्टर', 'सभी कीमतें', 'सस्ते पहले', 'इन प्रोडक्ट में खोजें', '30 में से 2 प्रोडक्ट दिखाए जा रहे हैं', 'और दिखाएँ', 'कैटेगरी']) {
    expect(html, text).toContain(text);
  }
  expect(englishLeftIn(visibleTexts(html), listingData)).toEqual([]);
  expect(englishLeftIn(visibleTexts(renderListing('en')), listingData)).toEqual(expect.arrayContaining(['Filters', 'All', 'Prices', 'Showing', 'Load', 'more']));
});

it('renders search results, their category counts and no results in Hindi with no English of ours left', () => {
  const html = renderSearch('hi');
  for (const text of ['खोज के नतीजे', '30 नतीजे', 'सभी कैटेगरी', 'अन्य', '30 में से 2 नतीजे दिखाए जा रहे हैं']) expect(html, text).toContain(text);
  expect(englishLeftIn(visibleTexts(html), [...listingData, 'silk'])).toEqual([]);
  const none = renderSearch('hi', listPage(0));
  expect(none).toContain('कोई प्रोडक्ट नहीं मिला');
  expect(englishLeftIn(visibleTexts(none), [...listingData, 'silk'])).toEqual([]);
  expect(englishLeftIn(visibleTexts(renderSearch('en')), [...listingData, 'silk'])).toEqual(expect.arrayContaining(['Search', 'results', 'Other', 'Showing']));
});

// ── Recently viewed and the not-found pages ────────────────────────────────────────────────────

it('renders recently viewed and the not-found pages in Hindi with no English of ours left', () => {
  const recent = renderPage('hi', '/RecentlyViewed', { id: 'routes/recently-viewed', path: 'RecentlyViewed', Component: RecentlyViewedPage as never }, null);
  expect(recent).toContain('हाल ही में देखे गए');
  const notFound = renderPage('hi', '/no/such/page', { id: 'routes/not-found', path: '*', Component: NotFound as never }, null);
  expect(notFound).toContain('पेज नहीं मिला');
  expect(notFound).toContain('होम पर जाएँ');
  const noProduct = renderPage('hi', '/ProductNotFound', { id: 'routes/product-not-found', path: 'ProductNotFound', Component: ProductNotFound as never }, null);
  expect(noProduct).toContain('कोई प्रोडक्ट नहीं मिला');
  for (const html of [recent, notFound, noProduct]) expect(englishLeftIn(visibleTexts(html), shellStoreData)).toEqual([]);
  expect(englishLeftIn(visibleTexts(renderPage('en', '/no/such/page', { id: 'routes/not-found', path: '*', Component: NotFound as never }, null)), shellStoreData))
    .toEqual(expect.arrayContaining(['Page', 'found', 'home']));
});

it('shows the product page\'s own not-found view and the shop\'s error page in Hindi', async () => {
  const { ProductNotFoundView } = await import('../app/components/product/product-not-found-view.tsx');
  const view = renderPage('hi', '/product/gone', { id: 'routes/product', path: 'product/:slug', Component: ProductNotFoundView as never }, null);
  expect(view).toContain('प्रोडक्ट नहीं मिला');
  expect(englishLeftIn(visibleTexts(view), shellStoreData)).toEqual([]);

  for (const [error, text] of [[{ status: 404, statusText: 'Not Found', internal: false, data: null }, 'पेज नहीं मिला'], [new Error('boom'), 'कुछ गड़बड़ हो गई।']] as const) {
    const html = renderInShell('/', [], { loaderData: { root: storeShell('hi', filledInShop) }, errors: { root: error } });
    expect(html, text).toContain(text);
    expect(englishLeftIn(visibleTexts(html), shellStoreData)).toEqual([]);
  }
});
