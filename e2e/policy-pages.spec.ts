import { expect, test, type Page } from '@playwright/test';

// The support page and the three accordion pages (accounts spec: Support, Static pages, §9),
// on the seeded demo store, at desktop and phone width.

interface StoreDetails {
  name: string;
  email: string;
  mobile: string;
  address: string;
}

/** The store's own contact details, as the Store API gives them to the shell. */
async function storeDetails(page: Page): Promise<StoreDetails> {
  const reply = await page.request.get('/api/GetResellerLogo');
  const body = (await reply.json()) as { data: Array<{ store_name: string; email: string; mobile: string; address: string }> };
  const store = body.data[0];
  if (!store?.store_name || !store.email || !store.mobile || !store.address) throw new Error('the demo store lacks contact details');
  return { name: store.store_name, email: store.email, mobile: store.mobile, address: store.address };
}

const digits = (text: string) => text.replace(/\D/g, '');
const host = (page: Page) => new URL(page.url()).host;

/** The fold (a <details>) whose summary names it. */
function fold(page: Page, title: string) {
  return page.locator('details').filter({ has: page.locator('summary', { hasText: title }) });
}

test('support shows "How Can We Help You?" with the store\'s phone, e-mail and address', async ({ page }) => {
  const store = await storeDetails(page);
  await page.goto('/CustomerSupport');
  await expect(page.getByRole('heading', { level: 1, name: 'How Can We Help You?' })).toBeVisible();
  await expect(page).toHaveTitle(`ContactUs ${host(page)}`);

  const call = page.getByTestId('support-call');
  await expect(call.getByRole('heading', { name: 'Call Support' })).toBeVisible();
  await expect(call).toContainText(store.mobile);
  await expect(call).toContainText('24/7 Available');
  await expect(call.getByRole('link', { name: 'Call now' })).toHaveAttribute('href', new RegExp(`^tel:\\+?(91)?${digits(store.mobile)}$`));

  const email = page.getByTestId('support-email');
  await expect(email.getByRole('heading', { name: 'Email Support' })).toBeVisible();
  await expect(email.getByRole('link', { name: store.email })).toHaveAttribute('href', `mailto:${store.email}`);
  await expect(email).toContainText('Reply within 2 hours');

  const visit = page.getByTestId('support-visit');
  await expect(visit.getByRole('heading', { name: 'Visit Us' })).toBeVisible();
  await expect(visit).toContainText(store.address);
  await expect(visit).toContainText('Mon-Fri, 9 AM - 6 PM');
  await expect(page.getByText('N/A')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
});

test('the return policy states the fixed facts and its folds open and close', async ({ page }) => {
  const store = await storeDetails(page);
  await page.goto('/ReturnPolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  await expect(page).toHaveTitle(`ReturnPolicy ${host(page)}`);
  await expect(page.getByText('Last updated: December 2024')).toBeVisible();

  // The first fold is open on arrival; the others are closed.
  const returns = fold(page, 'Returns within 30 days');
  await expect(returns).toHaveAttribute('open', '');
  await expect(returns).toContainText('within 30 days of delivery');
  const refunds = fold(page, 'Refunds');
  await expect(refunds).not.toHaveAttribute('open');
  await expect(refunds.getByText('within 7 business days')).toBeHidden();

  await page.locator('html[data-hydrated]').waitFor();
  await refunds.locator('summary').click();
  await expect(refunds).toHaveAttribute('open', '');
  await expect(refunds.getByText('within 7 business days')).toBeVisible();
  await expect(refunds).toContainText('the original payment method');
  await refunds.locator('summary').click();
  await expect(refunds).not.toHaveAttribute('open');
  await expect(refunds.getByText('within 7 business days')).toBeHidden();

  await fold(page, 'Shipping charges').locator('summary').click();
  await expect(page.getByText('Shipping charges are non-refundable.')).toBeVisible();
  await expect(page.getByText('We cover the return shipping for defective, damaged or wrong items.')).toBeVisible();

  await fold(page, 'Cancelling an order').locator('summary').click();
  await expect(page.getByText('Cash on delivery orders have nothing to refund')).toBeVisible();

  const contact = fold(page, 'Questions? Contact us');
  await contact.locator('summary').click();
  await expect(contact).toContainText('Monday to Friday, 9 AM to 5 PM');
  await expect(contact.getByRole('link', { name: store.email })).toHaveAttribute('href', `mailto:${store.email}`);
  await expect(contact).toContainText(store.mobile);
});

test('about names the store and the platform', async ({ page }) => {
  const store = await storeDetails(page);
  await page.goto('/aboutPage');
  await expect(page.getByRole('heading', { level: 1, name: `About ${store.name}` })).toBeVisible();
  await expect(page).toHaveTitle(`AboutUs ${host(page)}`);
  await expect(fold(page, 'Who we are')).toHaveAttribute('open', '');

  const platform = fold(page, 'Built on the Haat platform');
  await expect(platform).not.toHaveAttribute('open');
  await page.locator('html[data-hydrated]').waitFor();
  await platform.locator('summary').click();
  await expect(platform.getByText(`${store.name} runs on Haat`)).toBeVisible();

  await fold(page, 'Get in touch').locator('summary').click();
  await expect(fold(page, 'Get in touch')).toContainText(store.address);
});

test('the terms address resellers who build and manage their own store', async ({ page }) => {
  await page.goto('/ResellerTermsConditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page).toHaveTitle(`TermsConditions ${host(page)}`);
  await expect(fold(page, 'About these terms')).toContainText('resellers who build and manage their own online store');
  await expect(fold(page, 'Returns, refunds and cancellations')).not.toHaveAttribute('open');
});

test('the footer links the support and policy pages', async ({ page }) => {
  await page.goto('/aboutPage');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Customer Support' }).click();
  await expect(page).toHaveURL(/\/CustomerSupport$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How Can We Help You?' })).toBeVisible();
  await expect(page).toHaveTitle(`ContactUs ${host(page)}`);
  await page.getByRole('complementary').getByRole('link', { name: 'Return Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  await expect(page).toHaveTitle(`ReturnPolicy ${host(page)}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the folds still open and close', async ({ page }) => {
    await page.goto('/ResellerTermsConditions');
    const law = fold(page, 'Governing law and contact');
    await expect(law.getByText('governed by the laws of India')).toBeHidden();
    await law.locator('summary').click();
    await expect(law.getByText('governed by the laws of India')).toBeVisible();
    await law.locator('summary').click();
    await expect(law.getByText('governed by the laws of India')).toBeHidden();
  });
});
