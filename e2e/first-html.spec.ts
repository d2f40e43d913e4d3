import { expect, test } from '@playwright/test';

// What the server sends before any script runs: the shop must already be themed and branded.
// Tagged @server: it checks HTTP answers, not layout, so it runs in the desktop project only.
test.describe('first HTML @server', () => {
  test('carries the theme colours, favicon, logo and title', async ({ request }) => {
    const theme = (await (await request.post('/api/Get_Theme_Color', { data: {} })).json()).data[0];
    const logo = (await (await request.get('/api/GetResellerLogo')).json()).data[0];
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`--theme-primary:${theme.primary};`);
    expect(html).toContain(`--theme-background:${theme.background};`);
    expect(html).toMatch(new RegExp(`<link rel="icon" href="/uploads/${logo.favicon_icon}"`));
    expect(html).toContain(`/uploads/${logo.logo}`);
    expect(html).toMatch(/<title>welcome 127\.0\.0\.1:\d+<\/title>/);
    expect(html).not.toContain('Loading...');
  });

  test('an unknown path is a 404 page with the shop around it', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<footer');
  });

  test('serves the OpenAPI document and images with their variants', async ({ request }) => {
    const openapi = await (await request.get('/api/openapi.json')).json();
    expect(Object.keys(openapi.paths)).toContain('/api/GetAllProductFilters');
    const categories = (await (await request.post('/api/GetAllCategory', { data: {} })).json()).data;
    const image = String(categories[0].cocategory_image).replace(/\.[a-z]+$/, '');
    const variant = await request.get(`/uploads/${image}-300x300.webp`);
    expect(variant.status()).toBe(200);
    expect(variant.headers()['content-type']).toBe('image/webp');
    expect(variant.headers()['cache-control']).toContain('max-age=31536000');
    expect((await request.get('/uploads/catalogue/missing-400x400.webp')).status()).toBe(404);
  });

  test('a page rendered for a visitor without cookies is served again to the next one, never to a visitor with cookies', async ({ request }) => {
    // The cache's key holds the store's version with its stock (decision 052): an order placed by
    // a journey running beside this one moves it between two requests, and the second page is
    // then rightly rendered afresh. So a pair that met a moved version is tried again, on an
    // address of its own each time (no other test has made it before); a cache that never serves
    // a page again still fails all three.
    let served: { path: string; first: string; again: string } | undefined;
    for (let attempt = 0; attempt < 3 && !served; attempt++) {
      const path = `/aboutPage?visit=${Date.now()}-${attempt}`;
      const first = await request.get(path);
      expect(first.headers()['x-page-cache']).toBe('miss');
      const again = await request.get(path);
      expect(['hit', 'miss']).toContain(again.headers()['x-page-cache']);
      if (again.headers()['x-page-cache'] === 'hit') served = { path, first: await first.text(), again: await again.text() };
    }
    expect(served, 'a page was served again from the cache in one of three tries').toBeDefined();
    expect(served?.again).toBe(served?.first);
    // The page kept just now is still rendered afresh for a visitor who carries a cookie.
    const returning = await request.get(served?.path ?? '/aboutPage', { headers: { cookie: 'wishlistItems=W10' } });
    expect(returning.status()).toBe(200);
    expect(returning.headers()['x-page-cache']).toBeUndefined();
  });
});
