import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, signedInCustomer } from './support/accounts.ts';
import { expectHindi, storeData } from './support/hindi.ts';
import { customerApi, item, stockedProducts } from './support/orders.ts';
import { welcomeName } from '../apps/web/app/components/account/welcome-name.ts';

// The English journeys this repository's other Hindi journeys did not walk (decision 045), in
// Hindi on a phone: paying online through the sandbox gateway after the checkout's nudge, a
// forgotten password reset from the mailed link, and a new password set in Edit Profile. Each
// screen is searched for English of ours once the shop's words and the shopper's are taken out.

const address = { name: 'Meera Iyer', email: 'meera.home@example.in', mobile: '9812345670', address1: '22 Temple Street', address2: 'Mylapore', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004' };

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('pays online in Hindi: the nudge\'s saving, the payment page and the sandbox gateway, then the orders @phone', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'hi', url: baseURL! }]);
  const [product] = await stockedProducts(page);
  const customer = await signedInCustomer(page);
  const api = await customerApi(page, baseURL);
  await api.saveCart([{ productId: product!.id, units: 1, size: item(product!).size, color: null }]);
  await api.addAddress(address);
  const data = storeData([customer.firstname, customer.lastname, `${customer.firstname} ${customer.lastname}`, welcomeName(customer.email), ...Object.values(address)]);

  await hydrated(page, '/checkout2');
  await expectHindi(page, data, 'checkout');
  const nudge = page.getByTestId('online-nudge');
  await expect(nudge).toContainText('₹');
  await nudge.getByRole('button').click();
  await expect(page.getByRole('radio', { name: /^Razorpay, ऑनलाइन पेमेंट करें/ })).toBeChecked();
  const total = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('button', { name: 'अभी सुरक्षित पेमेंट करें' }).click();
  await expect(page).toHaveURL(/\/PaymentPage\?order=\d+/);
  await expect(page.getByTestId('payment-total')).toHaveText(total!);
  // The sandbox stands in for Razorpay's own window, which speaks for itself (visibleTexts leaves it out).
  const gateway = page.getByRole('dialog');
  await expect(gateway).toContainText(/sandbox/i);
  await expectHindi(page, data, 'the payment page with the gateway open');
  await gateway.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/your-orders\?paid=\d+/);
  await expect(page.getByRole('heading', { name: 'आपके ऑर्डर' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: product!.name }).first()).toBeVisible();
  await expectHindi(page, data, 'the orders after paying');
});

test('resets a forgotten password from the mailed link and sets another in Edit Profile, in Hindi @phone', async ({ page, context, baseURL }) => {
  // Three password hashes and six pages.
  test.slow();
  await context.addCookies([{ name: 'locale', value: 'hi', url: baseURL! }]);
  const customer = await signedInCustomer(page);
  await context.clearCookies({ name: 'user_token' });
  // The shopper's own details; an e-mail is shown in two pieces, with a line break allowed at the @.
  const [mailbox, domain] = customer.email.split('@');
  const data = storeData([customer.firstname, customer.lastname, `${customer.firstname} ${customer.lastname}`, customer.email, mailbox!, `@${domain}`, customer.mobileno, welcomeName(customer.email)]);

  await hydrated(page, '/login');
  await page.getByRole('link', { name: 'पासवर्ड भूल गए?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(/^पासवर्ड रीसेट करें /);
  await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
  await expectHindi(page, data, 'forgot password, the field\'s message');
  await page.getByRole('textbox').first().fill(customer.email);
  await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
  await expect(page.getByText(/पासवर्ड रीसेट करने का लिंक भेज दिया है/)).toBeVisible();
  await expectHindi(page, data, 'forgot password, sent');

  // The mail is in Hindi, and so is the page its link opens.
  const mail = await latestMailTo(customer.email);
  expect(mail.text).toMatch(/[\u0900-\u097F]/);
  const link = new URL(/https?:\/\/\S+?\/reset-password\?[^\s"'<>)]+/.exec(mail.text)![0]);
  expect(link.searchParams.get('lang')).toBe('hi');
  await hydrated(page, `${link.pathname}${link.search}`);
  const password = page.getByLabel('नया पासवर्ड', { exact: true });
  const confirm = page.getByLabel('कन्फ़र्म नया पासवर्ड', { exact: true });
  await password.fill('short');
  await confirm.fill('other');
  await page.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(confirm).toHaveAccessibleDescription('पासवर्ड एक जैसे नहीं हैं।');
  await expectHindi(page, data, 'new password, its messages');
  await password.fill('Fresh4567');
  await confirm.fill('Fresh4567');
  await page.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(page.getByRole('heading', { name: 'पासवर्ड रीसेट हो गया' })).toBeVisible();
  await expectHindi(page, data, 'password reset');

  // Signed in with the new one, then another set in Edit Profile.
  await hydrated(page, '/login');
  await page.getByRole('textbox').first().fill(customer.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Fresh4567');
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'लॉग इन हो गया' })).toBeVisible();
  await hydrated(page, '/account-settings');
  await page.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }).click();
  const dialog = page.getByRole('dialog', { name: 'प्रोफ़ाइल बदलें' });
  await dialog.getByLabel(/^पुराना पासवर्ड\*$/).fill('Fresh4567');
  await dialog.getByLabel(/^नया पासवर्ड\*$/).fill('Newer8910');
  await dialog.getByLabel(/^कन्फ़र्म नया पासवर्ड\*$/).fill('Newer8910');
  await expectHindi(page, data, 'Edit Profile');
  await dialog.getByRole('button', { name: 'बदलाव सेव करें' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'पासवर्ड अपडेट हो गया!' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
