import type { Product } from '@haat/shared/api';
import { defaultTheme, noSellerDetails } from '@haat/shared/api';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, it } from 'vitest';
import App, { Layout } from '../app/root.tsx';
import ProductRoute from '../app/routes/product.tsx';
import { detailRows } from '../app/components/product/detail-fields.ts';
import { packMenu, type ShellData } from '../app/lib/shell.ts';
import { englishLeftIn, visibleTexts } from './support/visible-english.ts';

// Decision 045: the catalogue's pages (product, listings and search, recently viewed, not found)
// rendered in Hindi show no English of ours. The store's own data (its name, menu, products,
// sizes, colours, seller) stays as the reseller wrote it, so it is taken out before looking;
// whatever Latin-script word is left is an untranslated text.

const storeName = 'Rangrez Bazaar';

function shell(locale: 'hi' | 'en'): ShellData & { locale: string } {
  return {
    host: 'shop.test', origin: 'http://shop.test', locale,
    branding: { name: storeName, logo: '', favicon: '', email: 'hello@rangrez.in', mobile: '+91 98765 43210', address: 'Chandni Chowk, Delhi 110006' },
    theme: defaultTheme,
    menu: packMenu([{ id: 1, name: 'Women', categories: [{ id: 2, name: 'Sarees', image: 's.webp', url: null, subcategories: [{ id: 3, name: 'Banarasi' }] }] }]),
    categoriesFailed: false,
    social: { facebook: 'https://facebook.com/rangrez' },
    seller: { ...noSellerDetails, legalName: 'Rangrez Traders LLP', gstin: '07AAAAA0000A1Z5' },
    session: { signedIn: false, userName: null, xsrf: 'x' },
    cart: [], cartSource: 'guest', cartNotice: null, wishlist: [],
  };
}

const shellData = [storeName, 'Women', 'Sarees', 'Banarasi', 'hello@rangrez.in', 'Chandni Chowk, Delhi', 'Rangrez Traders LLP', '07AAAAA0000A1Z5'];

/** A page of the shop as the server renders it: the root Layout and shell around one route. */
function renderPage(locale: 'hi' | 'en', path: string, route: { id: string; path: string; Component: ComponentType<never> }, data: unknown): string {
  const Stub = createRoutesStub([
    {
      id: 'root', path: '/', HydrateFallback: () => null,
      Component: (props: object) => createElement(Layout, null, createElement(App as never, props)),
      children: [{ id: route.id, path: route.path, Component: route.Component as never }],
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: shell(locale), [route.id]: data } } }));
}

// ── The product page ────────────────────────────────────────────────────────────────────────────

const product: Product = {
  id: 7, asin: 'P7', name: 'Maroon Cotton Saree', image: 'k.webp', images: ['k.webp', 'k2.webp'], categoryId: 2, category: 'Sarees',
  subcategoryId: 3, subcategory: 'Banarasi', rating: 4.2, badge: 'Bestseller', badge1: 'Handloom',
  sizes: [{ id: 1, label: 'M', stock: 4 }, { id: 2, label: 'XL', stock: 0 }], colors: ['Maroon', 'Mustard'],
  originalPrice: 1599, discountPrice: 769, deliveryCharge: 0, stock: 4,
  youtubeLink: 'https://www.youtube.com/watch?v=abcdefghijk', descriptionHtml: '<p>Soft handloom cotton from Bengal.</p>', description: '', ratingCount: 1234, material: 'Cotton',
  details: [
    { name: 'ASIN', value: 'P7' }, { name: 'subcategory', value: 'Banarasi' }, { name: 'ratings', value: '4.2' },
    { name: 'rating_count', value: '1234' }, { name: 'price', value: '769' }, { name: 'color', value: 'Maroon' }, { name: 'Sleeve_Length', value: 'Three Quarter' },
  ],
} as Product;
const productData = [...shellData, 'Maroon Cotton Saree', 'Bestseller', 'Handloom', 'XL', 'Maroon', 'Mustard', 'Cotton', 'Soft handloom cotton from Bengal.', 'P7', 'Sleeve Length', 'Three Quarter'];

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
    ['प्रोडक्ट कोड', 'P7'], ['प्रकार', 'Banarasi'], ['रेटिंग', '5 में से 4.2'], ['रेटिंग की संख्या', '1,234'], ['कीमत', '₹769'], ['रंग', 'Maroon'], ['Sleeve Length', 'Three Quarter'],
  ]);
});
