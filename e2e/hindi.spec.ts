import { expect, test, type Page } from '@playwright/test';

// The storefront in Hindi on a phone (decision 045): the switch in the header, the cookie that
// remembers it, the first HTML already in Hindi (no flash of English), and back to English from
// the footer. test/hindi-home-shell.test.ts checks the whole of home and the shell for English
// left over; this journey checks the plumbing in a real browser.

/** Clicks only work once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

// Texts of ours that a Hindi page must not show (the render test looks for every word).
const english = ['Add to Cart', 'Trusted by more than', 'Search for products', 'View all', 'Explore Our Categories', 'Quick Links', 'My Account'];

async function expectHindiHome(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByText('1 करोड़ से ज़्यादा भारतीयों का भरोसा').first()).toBeVisible();
  await expect(page.getByPlaceholder('प्रोडक्ट, ब्रांड और बहुत कुछ खोजें').filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' }).first()).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const words of english) expect(text, words).not.toContain(words);
}

test('switches to Hindi in the header, keeps it by cookie, serves it in the first HTML, and back from the footer @phone', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // The page's two addresses for search engines, and the plain one as the default.
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/\?lang=hi$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/\?lang=en$/);

  const headerSwitch = page.locator('header, .bg-primary').getByTestId('language-switch').first();
  await expect(headerSwitch).toHaveText('हिन्दी');
  await headerSwitch.click();
  await expect(page).toHaveURL(/\?lang=hi$/);
  await hydrated(page);
  await expectHindiHome(page);
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('hi');
  // The phone's header fits: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The plain address, and a reload: the cookie keeps Hindi.
  await page.goto('/');
  await hydrated(page);
  await expectHindiHome(page);
  await page.reload();
  await hydrated(page);
  await expectHindiHome(page);

  // The server's first HTML is already Hindi: nothing waits for scripts to translate it.
  const first = await page.request.get('/', { headers: { cookie: 'locale=hi' } });
  const html = await first.text();
  expect(html).toContain('<html lang="hi-IN"');
  expect(html).toContain('कार्ट में डालें');
  expect(html).not.toContain('>Add to Cart<');

  // Back to English from the footer.
  const footerSwitch = page.locator('footer').getByTestId('language-switch');
  await footerSwitch.scrollIntoViewIfNeeded();
  await expect(footerSwitch).toHaveText('English');
  await footerSwitch.click();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
});

test('a Hindi browser gets Hindi on its first visit, without a cookie being set @phone', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  await expectHindiHome(page);
  expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  await context.close();
});
