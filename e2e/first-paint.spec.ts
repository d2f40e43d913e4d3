import { expect, test } from '@playwright/test';

// A page's scripts wait for what its first paint needs (decision 040): the module preloads of
// the page's HTML ask for low priority, so on a phone's network the stylesheet and the largest
// picture come first. The page must still hydrate. (Preloads the page adds later, for a script
// it imports on demand, are not in the first paint's way and keep the browser's priority.)

for (const path of ['/', '/products-section2/2', '/Product-Serach/kurta']) {
  test(`${path}: every script preload in the HTML asks for low priority, and the page hydrates`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads.length).toBeGreaterThan(3);
    expect(preloads.filter((tag) => !tag.includes('fetchPriority="low"'))).toEqual([]);
    expect(html.slice(head.length)).not.toContain('<link rel="modulepreload"');

    await page.goto(path);
    await page.waitForSelector('html[data-hydrated]');
  });
}
