import { packCards, type CardProduct } from '../app/components/product-card/card-product.ts';
import { expect, it } from 'vitest';
import Home from '../app/routes/home.tsx';
import { filledInShop, renderInShell, shellStoreData, storeShell } from './support/hindi-shell.ts';
import { englishLeftIn, visibleTexts } from './support/visible-english.ts';

// Decision 045: home and the shell rendered in Hindi show no English of ours. The store's own
// data (its name, menu, products, seller) stays as the reseller wrote it, so it is taken out
// before looking; whatever Latin-script word is left is an untranslated text.

const product = (id: number): CardProduct => ({
  id, asin: `P${id}`, name: `Maroon Cotton Saree ${id}`, image: 'k.webp', images: ['k.webp'], categoryId: 2, category: 'Sarees',
  originalPrice: 1599, discountPrice: 769, rating: 4.2, sizes: [], colors: ['Red'],
});

// The shell's store data and home's own: its products and a later section's name.
const storeData = [...shellStoreData, 'Maroon Cotton Saree', 'Festive Picks'];

function renderHome(locale: 'hi' | 'en', signedIn = false): string {
  // The shell as home gets it: a cookie cart and wishlist with a saree in each, whoever is signed in.
  const root = storeShell(locale, { ...filledInShop, signedIn, cart: [{ productId: 1, units: 2, size: '', color: null }], cartSource: 'guest', wishlist: [1] });
  const home = { banners: [], bannersFailed: false, sections: [{ id: 1, name: 'Women', products: packCards([product(1), product(2)]) }], laterSections: [{ id: 9, name: 'Festive Picks' }], sectionsFailed: false };
  return renderInShell('/', [{ id: 'routes/home', index: true, Component: Home as never }], { loaderData: { root, 'routes/home': home } });
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
