import { describe, expect, it } from 'vitest';
import { englishDescriptionWords, pageDescription } from '../app/lib/page-descriptions.ts';
import { wordsIn } from '../app/lib/seo-words-in.ts';
import { pageSeo } from '../app/lib/seo-words.server.ts';
import { seoDescription, seoTitle, seoWordsFor } from '../app/lib/seo-words.ts';
import { documentTitle, titleName, titleNames } from '../app/lib/titles.ts';

// Titles and descriptions in the page's language (decision 045): every page gets its own two from
// the root loader, the browser loads the words for the next pages (decision 050), and English
// stays the code's own words, word for word.

const groups = [{ id: 1, name: 'Clothing', categories: [{ name: 'Sarees' }, { name: 'Kurtas' }, { name: 'Dupattas' }] }] as Parameters<typeof pageDescription>[2];

describe('the seo messages', () => {
  it('say in English exactly what titles.ts and page-descriptions.ts say', () => {
    const english = wordsIn('en');
    expect(Object.keys(english.titles).sort()).toEqual([...titleNames].sort());
    for (const [name, word] of Object.entries(english.titles)) expect(word).toBe(name);
    expect(english.descriptions).toEqual(englishDescriptionWords);
  });

  it('are all Hindi in Hindi', () => {
    const hindi = wordsIn('hi');
    expect(Object.keys(hindi.titles).sort()).toEqual([...titleNames].sort());
    for (const word of [...Object.values(hindi.titles), ...Object.values(hindi.descriptions)]) expect(word).toMatch(/[\u0900-\u097F]/);
  });
});

describe('the root loader\'s words', () => {
  const page = { pathname: '/addcart', host: 'shop.example.in', storeName: 'Rangrez Bazaar', groups };

  it('are the English page\'s own title and description', () => {
    expect(pageSeo('en', page)).toEqual({
      path: '/addcart',
      title: 'YourCart shop.example.in',
      description: 'Rangrez Bazaar: shop Sarees, Kurtas and Dupattas online, with prices in rupees, a secure checkout and delivery across India.',
    });
  });

  it('are only the Hindi page\'s own title and description, which its meta uses at that address', async () => {
    const seo = pageSeo('hi', page);
    expect(seo).toEqual({
      path: '/addcart',
      title: 'आपका कार्ट shop.example.in',
      description: 'Rangrez Bazaar: Sarees, Kurtas और Dupattas ऑनलाइन खरीदें, रुपये में कीमतों, सुरक्षित चेकआउट और पूरे भारत में डिलीवरी के साथ।',
    });
    const root = { seo, locale: 'hi' as const };
    expect(seoTitle(root, '/addcart', 'shop.example.in')).toBe(seo.title);
    expect(seoDescription(root, '/addcart', 'Rangrez Bazaar', groups)).toBe(seo.description);
    // Another address, before the words are loaded (they could not be): the host and the store's
    // name, never a wrong page's title.
    expect(seoTitle(root, '/wishlist', 'shop.example.in')).toBe('shop.example.in');
    expect(seoDescription(root, '/wishlist', 'Rangrez Bazaar', groups)).toBe('Rangrez Bazaar');
    // Loaded, the words of the page's language.
    await seoWordsFor('hi');
    expect(seoTitle(root, '/wishlist', 'shop.example.in')).toBe('विशलिस्ट shop.example.in');
    expect(seoTitle(undefined, '/wishlist', 'shop.example.in')).toBe('shop.example.in');
    await seoWordsFor('en');
    expect(seoTitle(undefined, '/wishlist', 'shop.example.in')).toBe('Wishlist shop.example.in');
    expect(seoDescription({ locale: 'en' }, '/Product-Serach/x', 'R', [])).toBe('Search results at R: find products by name, colour or material and order online.');
  });
});

describe('a Hindi page', () => {
  const hindi = wordsIn('hi');

  it('has its title in Hindi before the host', () => {
    expect(documentTitle('/addcart', 'shop.example.in', hindi.titles)).toBe('आपका कार्ट shop.example.in');
    expect(documentTitle('/ReturnPolicy', 'shop.example.in', hindi.titles)).toBe('रिटर्न पॉलिसी shop.example.in');
    expect(documentTitle('/no/such/page', 'shop.example.in', hindi.titles)).toBe('पेज नहीं मिला shop.example.in');
    // English unchanged, the spec's names.
    expect(documentTitle('/addcart', 'shop.example.in')).toBe('YourCart shop.example.in');
    expect(titleName('/addcart')).toBe('YourCart');
  });

  it('has its description in Hindi, the store\'s name and categories as written', () => {
    const words = hindi.descriptions;
    expect(pageDescription('/', 'Rangrez Bazaar', groups, words)).toBe('Rangrez Bazaar: Sarees, Kurtas और Dupattas ऑनलाइन खरीदें, रुपये में कीमतों, सुरक्षित चेकआउट और पूरे भारत में डिलीवरी के साथ।');
    expect(pageDescription('/', '', [], words)).toBe('हमारा कलेक्शन ऑनलाइन खरीदें, रुपये में कीमतों, सुरक्षित चेकआउट और पूरे भारत में डिलीवरी के साथ।');
    expect(pageDescription('/products-section2/3', 'Rangrez Bazaar', groups, words)).toMatch(/^Rangrez Bazaar पर Sarees, Kurtas और Dupattas का कलेक्शन देखें:/);
    expect(pageDescription('/products-section/3', '', [], words)).toMatch(/^इस दुकान का कलेक्शन देखें:/);
    expect(pageDescription('/Product-Serach/kurta', 'Rangrez Bazaar', [], words)).toMatch(/^Rangrez Bazaar पर खोज के नतीजे:/);
    // A store whose name looks like a placeholder is still its name.
    expect(pageDescription('/', '{categories}', [], words)).toMatch(/^\{categories\}: हमारा कलेक्शन/);
  });

  it('keeps the English descriptions word for word', () => {
    expect(pageDescription('/', 'Rangrez Bazaar', groups)).toBe('Rangrez Bazaar: shop Sarees, Kurtas and Dupattas online, with prices in rupees, a secure checkout and delivery across India.');
    expect(pageDescription('/products-section2/3', '', [])).toBe("Browse this shop's collection: filter by price and category, and order online with prices in rupees.");
    expect(pageDescription('/products-section2/3', 'R', groups)).toBe("Browse R's collection of Sarees, Kurtas and Dupattas: filter by price and category, and order online with prices in rupees.");
    expect(pageDescription('/Product-Serach/x', 'R', [])).toBe('Search results at R: find products by name, colour or material and order online.');
  });
});
