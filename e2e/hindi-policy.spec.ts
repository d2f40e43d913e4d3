import { expect, test, type Page } from '@playwright/test';

// The support and policy pages in Hindi on a phone (decision 045): a shopper who chose Hindi
// walks from the footer through the four pages, opens a fold, and finds no English of ours; the
// store's own name and contacts stay as written. Then what a search engine reads on a Hindi page:
// its title, its ?lang=hi address as canonical and the hreflang alternates.
// test/hindi-policy-pages.test.ts looks at every word; this journey checks them in a browser.

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Words of ours each page shows in English; none may be left on the Hindi page. */
const english: Record<string, string[]> = {
  '/CustomerSupport': ['How Can We Help You?', 'Call Support', 'Email Support', 'Visit Us', 'Frequently asked questions', 'Before you contact us', 'More information'],
  '/aboutPage': ['About Us', 'What we promise', 'Who we are', 'Why shop with us', 'Still have questions?', 'Contact Support'],
  '/ReturnPolicy': ['Return Policy', 'Last updated', 'Returns within 30 days', 'Refunds', 'Shipping charges', 'Cancelling an order'],
  '/ResellerTermsConditions': ['Terms and Conditions', 'For resellers', 'About these terms', 'Acceptable use', 'Governing law'],
};

/** The page's own words (the main column), without the shell. */
async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

async function expectNoEnglish(page: Page, path: string) {
  const text = await mainText(page);
  for (const words of english[path]!) expect(text, `${path}: ${words}`).not.toContain(words);
  // A phone's width holds the longer Hindi words: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('walks the support and policy pages in Hindi from the footer @phone', async ({ page, context }) => {
  await context.clearCookies();
  const store = (await (await page.request.get('/api/GetResellerLogo')).json()) as { data: Array<{ store_name: string; email: string }> };
  const { store_name: name, email } = store.data[0]!;

  await page.goto('/?lang=hi');
  await hydrated(page);
  await page.locator('footer').getByRole('link', { name: 'कस्टमर सपोर्ट' }).click();
  await expect(page).toHaveURL(/\/CustomerSupport$/);
  await expect(page.getByRole('heading', { level: 1, name: 'हम आपकी क्या मदद कर सकते हैं?' })).toBeVisible();
  await expect(page.getByText(`${name} कस्टमर सपोर्ट`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'कॉल सपोर्ट' })).toBeVisible();
  // The store's e-mail as the reseller wrote it.
  await expect(page.getByTestId('support-email').getByRole('link', { name: email })).toBeVisible();
  await page.locator('summary', { hasText: 'ऑर्डर कैंसल कैसे करें?' }).click();
  await expect(page.getByText('आइटम भेजे जाने तक उसे कैंसल किया जा सकता है।')).toBeVisible();
  await expectNoEnglish(page, '/CustomerSupport');

  // The side links lead on through the other three, still in Hindi.
  await page.getByRole('complementary').getByRole('link', { name: 'हमारे बारे में' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} के बारे में` })).toBeVisible();
  await expectNoEnglish(page, '/aboutPage');

  await page.getByRole('complementary').getByRole('link', { name: 'रिटर्न पॉलिसी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'रिटर्न पॉलिसी' })).toBeVisible();
  await expect(page.getByText('पिछला अपडेट: दिसंबर 2024')).toBeVisible();
  const refunds = page.locator('details').filter({ has: page.locator('summary', { hasText: 'रिफ़ंड' }) }).first();
  await refunds.locator('summary').click();
  await expect(refunds.getByText('7 कामकाजी दिनों के अंदर')).toBeVisible();
  await expectNoEnglish(page, '/ReturnPolicy');

  await page.getByRole('complementary').getByRole('link', { name: 'नियम और शर्तें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
  const law = page.locator('details').filter({ has: page.locator('summary', { hasText: 'लागू कानून और संपर्क' }) });
  await law.locator('summary').click();
  await expect(law.getByText('भारत के कानूनों के अधीन')).toBeVisible();
  await expectNoEnglish(page, '/ResellerTermsConditions');
});

test('a Hindi page tells search engines its title, its own address and its English one @phone', async ({ page, baseURL }) => {
  await page.goto('/ReturnPolicy?lang=hi');
  await hydrated(page);
  const host = new URL(page.url()).host;
  await expect(page).toHaveTitle(`रिटर्न पॉलिसी ${host}`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /ऑनलाइन खरीदें/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ReturnPolicy?lang=hi`);
  await expect(page.locator('head link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', `${baseURL}/ReturnPolicy?lang=hi`);
  await expect(page.locator('head link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', `${baseURL}/ReturnPolicy?lang=en`);
  await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/ReturnPolicy`);

  // Its English address is canonical to itself, with the spec's English title.
  await page.goto('/ReturnPolicy?lang=en');
  await expect(page).toHaveTitle(`ReturnPolicy ${host}`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ReturnPolicy?lang=en`);

  // The title follows a client-side navigation in Hindi.
  await page.goto('/ReturnPolicy?lang=hi');
  await hydrated(page);
  await page.getByRole('complementary').getByRole('link', { name: 'हमारे बारे में' }).click();
  await expect(page).toHaveURL(/\/aboutPage$/);
  await expect(page).toHaveTitle(`हमारे बारे में ${host}`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/aboutPage`);
});
