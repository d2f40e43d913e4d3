import type { Banner } from '@haat/shared/api';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { cacheBanners, readCachedBanners } from '../app/components/home/banner-cache.ts';
import { BannerCarousel } from '../app/components/home/banner-carousel.tsx';

// The home banners' server markup (issue 17): a phone takes the banner's 4 : 3 phone picture,
// made small for it, and sees a banner without one whole; the first picture is fetched first.

const festive: Banner = { image: 'banners/festive-sale.jpg', url: '/products-section2/3', phoneImage: 'banners/festive-sale-phone.jpg' };
const kitchen: Banner = { image: 'banners/kitchen-days.jpg', url: '', phoneImage: null };

function render(banners: Banner[]): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(BannerCarousel, { banners, storeName: 'Rangrez Bazaar' })));
}

afterEach(() => vi.unstubAllGlobals());

it('offers phones the phone picture at 400 and 1000 px wide, at its own 4 : 3, and wider screens the wide one', () => {
  const html = render([festive, kitchen]);
  const [first, second] = html.match(/<picture>.*?<\/picture>/g) ?? [];
  expect(first).toBe(
    '<picture><source media="(max-width: 767px)" srcSet="/uploads/banners/festive-sale-phone-400x300.webp 400w, /uploads/banners/festive-sale-phone.webp 1000w" sizes="calc(100vw - 24px)" width="800" height="600"/>'
    + '<img src="/uploads/banners/festive-sale.webp" alt="Festive sale" width="1600" height="500" loading="eager" fetchPriority="high" class="aspect-[4/3] w-full object-cover md:aspect-[16/5]"/></picture>',
  );
  // No phone picture: no <source>, and a phone shows the wide picture whole, at its own 16 : 5.
  expect(second).toBe(
    '<picture><img src="/uploads/banners/kitchen-days.webp" alt="Kitchen days" width="1600" height="500" loading="eager" decoding="async" fetchPriority="low" class="aspect-[16/5] w-full object-contain md:object-cover"/></picture>',
  );
  expect(html).toContain('href="/products-section2/3"');
});

/** The whole document's <head>: where React puts the preloads a page asks for while it renders. */
function headOf(banners: Banner[]): string {
  const page = createElement('html', null, createElement('head'), createElement('body', null,
    createElement(MemoryRouter, null, createElement(BannerCarousel, { banners, storeName: 'Rangrez Bazaar' }))));
  return /<head>(.*)<\/head>/.exec(renderToString(page))?.[1] ?? '';
}

it('preloads the first banner from <head> for the screen that shows it: the phone picture on phones, the wide one wider', () => {
  expect(headOf([festive, kitchen])).toBe(
    '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/uploads/banners/festive-sale-phone-400x300.webp 400w, /uploads/banners/festive-sale-phone.webp 1000w" imageSizes="calc(100vw - 24px)" media="(max-width: 767px)"/>'
    + '<link rel="preload" href="/uploads/banners/festive-sale.webp" as="image" fetchPriority="high" media="(min-width: 768px)"/>',
  );
  // A first banner without a phone picture: every screen shows the wide one.
  expect(headOf([kitchen, festive])).toBe('<link rel="preload" href="/uploads/banners/kitchen-days.webp" as="image" fetchPriority="high"/>');
});

it('keeps the default banner when the shop has none', () => {
  const html = render([]);
  expect(html).not.toContain('<picture>');
  expect(html).toContain('Rangrez Bazaar');
});

it('caches the phone picture with the banner and reads an older cache without one', () => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  cacheBanners([festive, kitchen]);
  expect(JSON.parse(store.get('bannerImages') ?? '[]')).toEqual([
    { banner_img_name: festive.image, url: festive.url, mobile_banner_img_name: festive.phoneImage },
    { banner_img_name: kitchen.image, url: '', mobile_banner_img_name: '' },
  ]);
  expect(readCachedBanners()).toEqual([festive, kitchen]);
  store.set('bannerImages', JSON.stringify([{ banner_img_name: 'banners/old.jpg', url: '/x' }]));
  expect(readCachedBanners()).toEqual([{ image: 'banners/old.jpg', url: '/x', phoneImage: null }]);
});
