import { describe, expect, it } from 'vitest';
import { cacheRuleOf, isNeverCached, neverCachedPaths } from '../app/pwa/cache-rules.ts';

const origin = 'https://shop.example.in';
const get = (path: string, mode = 'cors', method = 'GET') => cacheRuleOf({ url: `${origin}${path}`, method, mode }, origin);

describe('what the service worker caches', () => {
  it('keeps the build\'s hashed files, product pictures, and the shop\'s manifest and icons', () => {
    expect(get('/assets/framework-ol4RA_jz.js')).toBe('build-file');
    expect(get('/assets/styles-bmzuAZhe.css')).toBe('build-file');
    expect(get('/assets/icons-CScUbboF.svg')).toBe('build-file');
    expect(get('/uploads/catalogue/kurta-3-300x300.webp')).toBe('picture');
    expect(get('/uploads/branding/logo.png')).toBe('picture');
    expect(get('/manifest.webmanifest')).toBe('shop-identity');
    expect(get('/app-icons/192.png?v=abc123')).toBe('shop-identity');
  });

  it('never stores a page: every navigation is the network\'s, with the offline page as its fallback', () => {
    for (const path of ['/', '/product/kurta-3', '/products-section/4', '/Product-Serach/saree', '/addcart', '/checkout2', '/your-orders', '/UserProfile']) {
      expect(get(path, 'navigate'), path).toBe('page');
    }
  });

  it('never stores the shopper\'s own pages, their data requests or any API answer', () => {
    for (const path of ['/addcart.data', '/wishlist.data', '/checkout2.data', '/PaymentPage', '/order-confirmation?order=5', '/your-orders.data',
      '/api/GetCart', '/api/console/orders', '/token', '/order-invoice?order=3', '/UserProfile', '/your-address.data']) {
      expect(get(path), path).toBe('network');
    }
    // Whatever a future rule matches, these stay out: also when they look like a picture or a build file.
    expect(get('/api/uploads/x.webp')).toBe('network');
    expect(get('/addcart/assets/x.js')).toBe('network');
  });

  it('leaves the console wholly alone, its pages included', () => {
    expect(get('/console', 'navigate')).toBe('network');
    expect(get('/console/orders', 'navigate')).toBe('network');
    expect(get('/console/assets/index-abc.js')).toBe('network');
  });

  it('leaves other sites, other methods, data requests and queries alone', () => {
    expect(cacheRuleOf({ url: 'https://cdn.example.com/assets/x.js', method: 'GET', mode: 'cors' }, origin)).toBe('network');
    expect(get('/assets/x.js', 'cors', 'POST')).toBe('network');
    expect(get('/product/kurta-3.data')).toBe('network');
    expect(get('/uploads/catalogue/kurta-3.webp?preview=1')).toBe('network');
    expect(get('/uploads/imports/list.csv')).toBe('network');
    expect(get('/sitemap.xml')).toBe('network');
    expect(get('/sw.js')).toBe('network');
  });

  it('knows the never-cached paths in any letter case and below them', () => {
    for (const path of neverCachedPaths) {
      expect(isNeverCached(path), path).toBe(true);
      expect(isNeverCached(path.toUpperCase()), path).toBe(true);
      expect(isNeverCached(`${path}/x`), path).toBe(true);
    }
    expect(isNeverCached('/product/addcart')).toBe(false);
    expect(isNeverCached('/apiary')).toBe(false);
  });
});
