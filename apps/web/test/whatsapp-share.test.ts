import { StoreApiError, type Product, type StoreApi } from '@haat/shared/api';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productMeta } from '../app/components/product/product-seo.ts';
import { keepReadOnly } from '../app/lib/read-only.ts';
import { OrderWhatsAppLink } from '../app/components/share/order-whatsapp-link.tsx';
import { ProductWhatsAppLink } from '../app/components/share/product-whatsapp-link.tsx';
import { orderShareText } from '../app/components/share/order-share.ts';
import { productSharePath } from '../app/components/share/share-path.ts';
import { productShareText, whatsAppUrl } from '../app/components/share/whatsapp-share.ts';
import { siteOriginHeader } from '../app/lib/seo-links.ts';
import { storeApiContext } from '../app/lib/store-api-context.server.ts';
import { loader as productLoader } from '../app/routes/product.tsx';
import { loader as shareProductLoader } from '../app/routes/share-product.ts';

// A name with everything a query string or a chat message could trip on.
const trickyName = `Rani's "Silk" Saree & Dupatta #7 — रेशमी साड़ी 100% / ?a=b`;

const product = {
  id: 7, asin: 'SAREE-7', name: trickyName, image: 'catalogue/saree-7.jpg', images: ['catalogue/saree-7.jpg', 'catalogue/saree-7b.jpg'],
  categoryId: 1, category: 'Sarees', subcategoryId: 5, subcategory: 'Banarasi', rating: 4.5, ratingCount: 12, badge: '', badge1: '',
  sizes: [], colors: [], originalPrice: 150000, discountPrice: 123456, deliveryCharge: 0, stock: 3, youtubeLink: null,
  description: 'Pure silk with zari work.', descriptionHtml: '<p>Pure silk with zari work.</p>', material: '', details: [],
} as unknown as Product;

/** The message a wa.me link opens with, as WhatsApp decodes it. */
function messageOf(href: string): string | null {
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  return url.searchParams.get('text');
}

const metaContent = (meta: ReturnType<typeof productMeta>, property: string) =>
  meta.find((tag) => tag.property === property)?.content as string | undefined;

describe('WhatsApp messages', () => {
  it('carries a product\'s name, price in Indian grouping and address, every character intact', () => {
    const text = productShareText({ name: trickyName, price: 123456, url: 'https://shop.example.in/product/SAREE-7' });
    expect(text).toBe(`${trickyName}\n₹1,23,456\nhttps://shop.example.in/product/SAREE-7`);
    const href = whatsAppUrl(text);
    // Nothing that would end the text early or start another parameter, fragment or attribute.
    expect(href.slice('https://wa.me/?text='.length)).toMatch(/^[A-Za-z0-9%._~-]+$/);
    expect(href).not.toMatch(/[&#"\s]/);
    expect(messageOf(href)).toBe(text);
  });

  it('says an order\'s number, status and tracking page, and nothing of its address', () => {
    const text = orderShareText({ orderId: 4521, status: 'placed', storeName: 'Meera & Co.', trackUrl: 'https://shop.example.in/track?order=4521' });
    expect(text).toBe('My order #4521 from Meera & Co.: Order Placed.\nTrack it: https://shop.example.in/track?order=4521');
    expect(messageOf(whatsAppUrl(text))).toBe(text);
  });
});

describe('share links', () => {
  it('the product page and cards link to the shop\'s /share/ address, which answers with the message', () => {
    expect(productSharePath('SAREE-7')).toBe('/share/SAREE-7');
    expect(productSharePath('a b/c')).toBe('/share/a%20b%2Fc');
  });

  it('a wishlist item\'s link opens wa.me with the product at the shop\'s origin', () => {
    const html = renderToStaticMarkup(createElement(ProductWhatsAppLink, { product, origin: 'https://shop.example.in', className: 'x' }));
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener"');
    expect(html).toContain('aria-label="Share on WhatsApp"');
    expect(messageOf(href ?? '')).toBe(`${trickyName}\n₹1,23,456\nhttps://shop.example.in/product/SAREE-7`);
  });

  it('the order confirmation\'s link shares the status with the tracking page, no address or phone', () => {
    const order = { order_id: 88, order_status: 'confirmed', store_name: 'Haat Demo', ship_to: { mobile: '9876543210', address1: '14 Lake View Road' } };
    const html = renderToStaticMarkup(createElement(OrderWhatsAppLink, { order, origin: 'https://shop.example.in' }));
    expect(html).toContain('Share order status on WhatsApp');
    const message = messageOf(/href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '');
    expect(message).toBe('My order #88 from Haat Demo: Confirmed.\nTrack it: https://shop.example.in/track?order=88');
    expect(message).not.toMatch(/9876543210|Lake View/);
  });

  it('the product page\'s Share button takes the origin the server named, not the one it was reached by', async () => {
    const context = new RouterContextProvider();
    context.set(storeApiContext, { getProduct: async () => product } as unknown as StoreApi);
    const load = (headers: Record<string, string>) => productLoader({
      context, params: { slug: 'SAREE-7' }, request: new Request('http://10.0.0.5:3000/product/SAREE-7', { headers }),
    } as unknown as Parameters<typeof productLoader>[0]);
    expect((await load({ [siteOriginHeader]: 'https://shop.example.in' })).origin).toBe('https://shop.example.in');
    expect((await load({})).origin).toBe('http://10.0.0.5:3000');
  });

  it('a product address the Store API refuses (too long) is a product not found, on its page and its share link', async () => {
    const context = new RouterContextProvider();
    context.set(storeApiContext, { getProduct: async () => { throw new StoreApiError(400, 'search: search must be at most 200 characters'); } } as unknown as StoreApi);
    const slug = 'a'.repeat(300);
    const page = productLoader({ context, params: { slug }, request: new Request(`http://shop.test/product/${slug}`) } as unknown as Parameters<typeof productLoader>[0]);
    await expect(page).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('a card\'s /share/:asin answers with the product\'s wa.me message at the origin the server named', async () => {
    const context = new RouterContextProvider();
    context.set(storeApiContext, {
      getProduct: async (slug: string) => {
        if (slug.length > 200) throw new StoreApiError(400, 'search: search must be at most 200 characters');
        return slug === 'SAREE-7' ? product : null;
      },
    } as unknown as StoreApi);
    const ask = (asin: string) => shareProductLoader({
      context, params: { asin },
      request: new Request(`http://10.0.0.5:3000/share/${asin}`, { headers: { [siteOriginHeader]: 'https://shop.example.in' } }),
    } as unknown as Parameters<typeof shareProductLoader>[0]);
    const found = await ask('SAREE-7');
    expect(found.status).toBe(302);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(messageOf(found.headers.get('location') ?? '')).toBe(`${trickyName}\n₹1,23,456\nhttps://shop.example.in/product/SAREE-7`);
    const missing = await ask('NO-SUCH');
    expect(missing.headers.get('location')).toBe('/product/NO-SUCH');
    const refused = await ask('a'.repeat(300));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('No such product.\n');
  });
});

describe('a product page\'s link preview tags', () => {
  const meta = productMeta(product, { origin: 'https://shop.example.in', host: 'shop.example.in', storeName: 'Haat Demo' });

  it('names the picture absolutely at the shop\'s origin, as a JPEG at least 600 px wide', () => {
    expect(metaContent(meta, 'og:image')).toBe('https://shop.example.in/uploads/catalogue/saree-7-800x800.jpg');
    expect(metaContent(meta, 'og:image:type')).toBe('image/jpeg');
    expect(Number(metaContent(meta, 'og:image:width'))).toBeGreaterThanOrEqual(600);
    expect(Number(metaContent(meta, 'og:image:height'))).toBe(800);
    expect(meta.find((tag) => tag.name === 'twitter:card')?.content).toBe('summary_large_image');
    // Search engines get the same picture (the main one only: the first HTML's budget).
    const ld = meta.find((tag) => 'script:ld+json' in tag)?.['script:ld+json'] as { image: string[] };
    expect(ld.image).toEqual([metaContent(meta, 'og:image')]);
  });

  it('gives the name and ₹ price in the title, the description, the address and the price in INR', () => {
    expect(metaContent(meta, 'og:title')).toBe(`${trickyName} – ₹1,23,456`);
    expect(metaContent(meta, 'og:description')).toBe('Pure silk with zari work.');
    expect(metaContent(meta, 'og:url')).toBe('https://shop.example.in/product/SAREE-7');
    expect(metaContent(meta, 'og:type')).toBe('product');
    expect(metaContent(meta, 'product:price:amount')).toBe('123456.00');
    expect(metaContent(meta, 'product:price:currency')).toBe('INR');
  });

  it('are made once per address and language for a product every page shares', () => {
    const seo = { origin: 'https://shop.example.in', host: 'shop.example.in', storeName: 'Haat Demo' };
    const shared = keepReadOnly({ ...product });
    const tags = productMeta(shared, seo);
    expect(productMeta(shared, seo)).toBe(tags);
    expect(tags).toEqual(productMeta({ ...product }, seo));
    const hindi = productMeta(shared, { ...seo, language: 'hi' });
    expect(hindi.find((tag) => tag.rel === 'canonical')?.href).toBe('https://shop.example.in/product/SAREE-7?lang=hi');
    expect(productMeta(shared, seo)).toEqual(tags);
  });

  it('leaves the picture out for a product without one, rather than naming a missing file', () => {
    const bare = productMeta({ ...product, image: '', images: [] }, { origin: 'https://shop.example.in', host: 'shop.example.in', storeName: 'Haat Demo' });
    expect(metaContent(bare, 'og:image')).toBeUndefined();
    expect(bare.find((tag) => tag.name === 'twitter:card')?.content).toBe('summary');
  });
});
