import { expect, test } from '@playwright/test';

// A page's scripts wait for what its first paint needs (decisions 040 and 048): the module
// preloads of the page's HTML are inert, and the scripts start once the page's largest picture
// (marked fetchpriority="high") has arrived, so on a phone's network the picture has the
// connections to itself. The page must still hydrate, pictures or not.

for (const path of ['/', '/products-section2/2', '/Product-Serach/kurta']) {
  test(`${path}: the HTML's script preloads wait for the scripts to start, and the page hydrates`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link data-modulepreload [^>]*>/g)].length).toBeGreaterThan(3);
    expect(html).not.toContain('<link rel="modulepreload"');
    // React Router's module script is started by ours, not written in the page.
    expect(html).not.toContain('type="module"');

    await page.goto(path);
    await page.waitForSelector('html[data-hydrated]');
    // Once started, the preloads are live again.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  });
}

test('home\'s scripts are asked for only after its first banner has arrived', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated]');
  const timing = await page.evaluate(() => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const picture = entries.find((entry) => entry.name === hero.currentSrc)!;
    const scripts = entries.filter((entry) => entry.initiatorType !== 'img' && /\/assets\/[\w.-]+\.js$/.test(entry.name));
    return { pictureEnd: picture.responseEnd, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.pictureEnd);
});
