import { expect, it } from 'vitest';
import { signInHref } from '../app/components/auth/sign-in-href.ts';
import { pageDescription } from '../app/lib/page-descriptions.ts';

it('sends a shopper to sign in on the way to a page of this shop only', () => {
  expect(signInHref('/checkout2')).toBe('/login?redirectTo=%2Fcheckout2');
  expect(signInHref('/product/kurta-x?size=M')).toBe('/login?redirectTo=%2Fproduct%2Fkurta-x%3Fsize%3DM');
  // Home, another site, a sign-in page or nothing: plain /login (it goes home afterwards).
  for (const target of ['/', 'https://evil.example', '//evil.example', '/login', '/register', null, undefined]) {
    expect(signInHref(target)).toBe('/login');
  }
});

it('describes each page without one of its own from the store and its categories', () => {
  const groups = [{ id: 1, name: 'Clothing', categories: [{ name: 'Sarees' }, { name: 'Kurtas' }] }] as Parameters<typeof pageDescription>[2];
  expect(pageDescription('/', 'Rangrez Bazaar', groups)).toBe('Rangrez Bazaar: shop Sarees and Kurtas online, with prices in rupees, a secure checkout and delivery across India.');
  expect(pageDescription('/products-section2/3', 'Rangrez Bazaar', groups)).toMatch(/^Browse Rangrez Bazaar's collection of Sarees and Kurtas/);
  expect(pageDescription('/Product-Serach/kurta', 'Rangrez Bazaar', [])).toMatch(/^Search results at Rangrez Bazaar/);
  expect(pageDescription('/', '', [])).toBe('Shop our collection online, with prices in rupees, a secure checkout and delivery across India.');
});
