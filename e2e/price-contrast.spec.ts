import { expect, test, type Page } from '@playwright/test';

// Issue 17: the struck-through M.R.P. was about 2.6:1 on white. Every price on home, the product
// cards' and the recently viewed strip's, reads at 4.5:1 at least (WCAG AA for small text), at
// both widths. Colours are read as the browser paints them (through a canvas, so oklch() counts).

/** The contrast of each visible price text on the page against the background behind it. */
async function priceContrasts(page: Page): Promise<Array<{ text: string; ratio: number }>> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const background = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const [r, g, b, a] = rgba(getComputedStyle(node).backgroundColor);
        if (a > 0.9) return [r, g, b];
      }
      return [255, 255, 255];
    };
    return [...document.querySelectorAll('main s, main [data-testid="recently-viewed"] span')]
      .filter((element) => element.checkVisibility() && /₹/.test(element.textContent ?? '') && element.children.length <= 1)
      .map((element) => {
        const [fg, bg] = [luminance(rgba(getComputedStyle(element).color)), luminance(background(element))];
        return { text: element.textContent!.trim(), ratio: Math.round(((Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)) * 10) / 10 };
      });
  });
}

test('home\'s prices, the recently viewed ones included, read at 4.5:1 or more', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const card = page.locator('main a[href^="/product/"]').first();
  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  // The product page keeps itself in recently viewed once it has rendered (a client navigation:
  // the page is interactive already, so that mark says nothing here).
  await page.waitForFunction(() => (localStorage.getItem('recentlyViewed') ?? '[]') !== '[]');
  await page.goto('/');
  await expect(page.getByTestId('recently-viewed').locator('s').first()).toBeVisible();
  const prices = await priceContrasts(page);
  expect(prices.filter((price) => price.text.includes('₹')).length).toBeGreaterThan(3);
  expect(prices.filter((price) => price.ratio < 4.5)).toEqual([]);
});
