import { describe, expect, it } from 'vitest';
import { addressLanguage, canonicalPath, noIndex, rootAddressLanguage, rootOrigin, seoLinks, withoutSeoLinks } from '../app/lib/seo-links.ts';

const origin = 'https://shop.example.in';

describe('canonicalPath', () => {
  it('gives the pages anyone may find their one address', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/product/holi-t-shirt')).toBe('/product/holi-t-shirt');
    // The spec's two other product paths are the same page.
    expect(canonicalPath('/product-category/holi-t-shirt')).toBe('/product/holi-t-shirt');
    expect(canonicalPath('/product-categoryy/holi-t-shirt')).toBe('/product/holi-t-shirt');
    expect(canonicalPath('/products-section/12')).toBe('/products-section/12');
    expect(canonicalPath('/products-section2/3')).toBe('/products-section2/3');
    expect(canonicalPath('/Products-Section2/007')).toBe('/products-section2/7');
    expect(canonicalPath('/aboutPage')).toBe('/aboutPage');
    // Routes match whatever the case; the canonical address is the spec's spelling.
    expect(canonicalPath('/returnpolicy')).toBe('/ReturnPolicy');
    expect(canonicalPath('/CustomerSupport/')).toBe('/CustomerSupport');
    expect(canonicalPath('/ResellerTermsConditions')).toBe('/ResellerTermsConditions');
    // A search a shopper may land on from a search engine, in the spec's spelling.
    expect(canonicalPath('/product-serach/silk%20saree/')).toBe('/Product-Serach/silk%20saree');
    expect(canonicalPath('/Product-Serach/')).toBeNull();
  });

  it('gives none to the shopper\'s own pages and unknown paths', () => {
    const personal = [
      '/addcart', '/checkout2', '/PaymentPage', '/order-confirmation', '/your-orders', '/track', '/cancellation-form',
      '/order-cancelled', '/UserProfile', '/account-settings', '/overview', '/your-address', '/address-form', '/login',
      '/logout', '/register', '/forgot-password', '/reset-password', '/CreateAccountCard', '/AccountVerifiedCard',
      '/wishlist', '/RecentlyViewed', '/Recentlyproduct', '/sign-out',
    ];
    for (const path of personal) expect(canonicalPath(path), path).toBeNull();
    expect(canonicalPath('/ProductNotFound')).toBeNull();
    expect(canonicalPath('/no-such-page')).toBeNull();
    expect(canonicalPath('/products-section/abc')).toBeNull();
    expect(canonicalPath('/product/a/b')).toBeNull();
  });
});

describe('seoLinks', () => {
  it('links the canonical address absolutely, or says noindex', () => {
    expect(seoLinks(origin, '/aboutPage')).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://shop.example.in/aboutPage' }]);
    expect(seoLinks(origin, null)).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(seoLinks(undefined, null)).toEqual([noIndex]);
    // No origin, no absolute address to give: no canonical rather than a wrong one.
    expect(seoLinks(undefined, '/')).toEqual([]);
  });

  it('names a language\'s address canonical to itself, the plain address to itself (decision 045)', () => {
    expect(seoLinks(origin, '/aboutPage', 'hi')).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://shop.example.in/aboutPage?lang=hi' }]);
    expect(seoLinks(origin, '/', 'en')).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://shop.example.in/?lang=en' }]);
    expect(seoLinks(origin, '/Product-Serach/silk%20saree', 'hi')[0]).toMatchObject({ href: 'https://shop.example.in/Product-Serach/silk%20saree?lang=hi' });
    expect(seoLinks(origin, null, 'hi')).toEqual([noIndex]);
    const store = { defaultLanguage: 'en', hindiEnabled: true } as const;
    expect(addressLanguage('?lang=hi', store)).toBe('hi');
    expect(addressLanguage('?sort=priceLowToHigh&lang=en&page=2', store)).toBe('en');
    // The plain address is x-default; an unknown language names none.
    expect(addressLanguage('', store)).toBeNull();
    expect(addressLanguage('?lang=fr', store)).toBeNull();
    // A store without Hindi shows English at every address: all are the one plain page.
    expect(addressLanguage('?lang=hi', { defaultLanguage: 'en', hindiEnabled: false })).toBeNull();
    expect(addressLanguage('?lang=en', { defaultLanguage: 'en', hindiEnabled: false })).toBeNull();
    expect(rootAddressLanguage([{ id: 'root', loaderData: { languages: store } }], '?lang=hi')).toBe('hi');
    expect(rootAddressLanguage([{ id: 'root', loaderData: { languages: { ...store, hindiEnabled: false } } }], '?lang=hi')).toBeNull();
  });

  it('lets a route replace its parent\'s canonical link and robots tag', () => {
    const parent = [{ title: 'Products shop' }, { name: 'description', content: 'x' }, ...seoLinks(origin, '/products-section2/3'), noIndex];
    expect(withoutSeoLinks(parent)).toEqual([{ title: 'Products shop' }, { name: 'description', content: 'x' }]);
  });

  it('reads the origin from the root route\'s data', () => {
    expect(rootOrigin([undefined, { id: 'root', loaderData: { origin } }, { id: 'x', loaderData: {} }])).toBe(origin);
    expect(rootOrigin([{ id: 'root', loaderData: undefined }])).toBeUndefined();
  });
});
