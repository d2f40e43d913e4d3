import type { CardProduct } from '../app/components/product-card/card-product.ts';
import { defaultTheme, noSellerDetails } from '@haat/shared/api';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, it } from 'vitest';
import App, { Layout } from '../app/root.tsx';
import Home from '../app/routes/home.tsx';
import { packMenu, type ShellData } from '../app/lib/shell.ts';
import { englishLeftIn, visibleTexts } from './support/visible-english.ts';

// Decision 045: home and the shell rendered in Hindi show no English of ours. The store's own
// data (its name, menu, products, seller) stays as the reseller wrote it, so it is taken out
// before looking; whatever Latin-script word is left is an untranslated text.

const storeName = 'Rangrez Bazaar';
const product = (id: number): CardProduct => ({
  id, asin: `P${id}`, name: `Maroon Cotton Saree ${id}`, image: 'k.webp', images: ['k.webp'], categoryId: 2, category: 'Sarees',
  originalPrice: 1599, discountPrice: 769, rating: 4.2, sizes: [], colors: ['Red'],
});

function shell(locale: 'hi' | 'en', signedIn: boolean): ShellData & { locale: string } {
  return {
    host: 'shop.test', origin: 'http://shop.test', locale,
    branding: { name: storeName, logo: '', favicon: '', email: 'hello@rangrez.in', mobile: '+91 98765 43210', address: 'Chandni Chowk, Delhi 110006' },
    theme: defaultTheme,
    menu: packMenu([{ id: 1, name: 'Women', categories: [{ id: 2, name: 'Sarees', image: 's.webp', url: null, subcategories: [{ id: 3, name: 'Banarasi' }] }] }]),
    categoriesFailed: false,
    social: { facebook: 'https://facebook.com/rangrez' },
    seller: { ...noSellerDetails, legalName: 'Rangrez Traders LLP', gstin: '07AAAAA0000A1Z5' },
    session: { signedIn, userName: signedIn ? 'Asha' : null, xsrf: 'x' },
    cart: [{ productId: 1, units: 2, size: '', color: null }], cartSource: 'guest', cartNotice: null, wishlist: [1],
  };
}

const storeData = [storeName, 'Women', 'Sarees', 'Banarasi', 'Maroon Cotton Saree', 'Festive Picks', 'Asha', 'hello@rangrez.in', 'Chandni Chowk, Delhi', 'Rangrez Traders LLP', '07AAAAA0000A1Z5'];

function renderHome(locale: 'hi' | 'en', signedIn = false): string {
  const Stub = createRoutesStub([
    {
      id: 'root', path: '/', HydrateFallback: () => null,
      // The document as the server renders it: the Layout (html lang, head) around the shell.
      Component: (props: object) => createElement(Layout, null, createElement(App as never, props)),
      children: [{ id: 'routes/home', index: true, Component: Home as never }],
    },
  ]);
  const home = { banners: [], bannersFailed: false, sections: [{ id: 1, name: 'Women', products: [product(1), product(2)] }], laterSections: [{ id: 9, name: 'Festive Picks' }], sectionsFailed: false };
  return renderToString(createElement(Stub, { initialEntries: ['/'], hydrationData: { loaderData: { root: shell(locale, signedIn), 'routes/home': home } } }));
}

it('renders home and the shell in Hindi with no English of ours left, for a guest and a signed-in shopper', () => {
  for (const signedIn of [false, true]) {
    const html = renderHome('hi', signedIn);
    expect(html).toContain('कार्ट में डालें');
    expect(html).toContain('1 करोड़ से ज़्यादा भारतीयों का भरोसा');
    expect(englishLeftIn(visibleTexts(html), storeData)).toEqual([]);
  }
});

it('finds the English of the same page in English, so the check can fail', () => {
  const left = englishLeftIn(visibleTexts(renderHome('en')), storeData);
  expect(left).toEqual(expect.arrayContaining(['Add', 'Cart', 'Trusted', 'Search', 'Categories']));
});

it('keeps prices as Indian shoppers read them in both languages', () => {
  expect(renderHome('hi')).toContain('₹1,599');
  expect(renderHome('en')).toContain('₹1,599');
});
