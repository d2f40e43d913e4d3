import { expect, request as apiRequest, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { encodeCartCookie, messages } from '@haat/shared/rules';
import { cookieMap, latestMailTo, registerCustomer, signInByApi, signedInCustomer, type TestCustomer } from './support/accounts.ts';
import { codCaptchaCode } from './support/cod-captcha.ts';

// The signed-in cart and checkout, at desktop and phone width: the guest cart merged at login,
// cash on delivery with its captcha, online payment through the sandbox gateway (paid and
// failed), and Buy Now for a guest and a signed-in shopper.

interface ProductWire {
  id: number;
  name: string;
  ASIN: string;
  sizes: Array<{ Size_Desc: string; Stock: number }>;
}

/**
 * Products with plenty of stock in their first size, away from the first ids the cart and
 * product-page journeys use, shuffled so that parallel tests rarely share one.
 */
async function stockedProducts(request: APIRequestContext, count: number): Promise<Array<ProductWire & { size: string }>> {
  const ids = Array.from({ length: 100 }, (_, i) => i + 40);
  const reply = await request.post('/api/GetProductsByIds', { data: { ids } });
  expect(reply.ok()).toBe(true);
  const usable = ((await reply.json()) as ProductWire[])
    .filter((p) => p.name !== 'HOLI T-SHIRT' && (p.sizes[0]?.Stock ?? 0) >= 8)
    .map((p) => ({ ...p, size: p.sizes[0]!.Size_Desc }))
    .sort(() => Math.random() - 0.5);
  if (usable.length < count) throw new Error('the demo store needs more stocked products');
  return usable.slice(0, count);
}

/** A Store API client signed in as the customer, outside the browser (its own cookie jar). */
async function apiAs(baseURL: string, customer: TestCustomer): Promise<APIRequestContext> {
  const anonymous = await apiRequest.newContext({ baseURL });
  const token = await anonymous.post('/token', { form: { username: customer.email, password: customer.password, grant_type: 'password' } });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

const homeAddress = {
  name: 'Meera Iyer', email: 'meera.home@example.in', mobile: '9812345670', address1: '22 Temple Street',
  address2: 'Mylapore', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004',
};

async function saveAddress(api: APIRequestContext) {
  const reply = await api.post('/api/insert_Customer_add', { data: { ...homeAddress, country: 'India', district: '' } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]');
}

async function setGuestCart(context: BrowserContext, baseURL: string, lines: Parameters<typeof encodeCartCookie>[0]) {
  await context.addCookies([{ name: 'cartItems', value: encodeCartCookie(lines), url: baseURL }]);
}

const summaryItems = (page: Page) => page.getByTestId('summary-items').getByRole('listitem');

test('guest cart → login merges it → checkout with COD after a wrong captcha → confirmation → orders → cancel', async ({ page, context, baseURL }) => {
  // The whole journey is a dozen pages and three server-side calls: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const [shirt, bag] = await stockedProducts(page.request, 2);
  const customer = await registerCustomer(page.request);
  // The customer's server cart already holds one of the shirt from an earlier visit.
  const api = await apiAs(baseURL!, customer);
  expect((await api.post('/api/Add_to_cart1', { data: [{ prod_id: shirt!.id, unit: 1, cart_size: shirt!.size }] })).ok()).toBe(true);

  // As a guest, the shopper puts two more shirts and a bag in the cookie cart, then logs in.
  await setGuestCart(context, baseURL!, [
    { productId: shirt!.id, units: 2, size: shirt!.size, color: null },
    { productId: bag!.id, units: 1, size: bag!.size, color: null },
  ]);
  await hydrated(page, '/login?redirectTo=/addcart');
  await page.getByRole('textbox', { name: 'E-mail or mobile number' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/addcart$/);

  // Merged: same product's units added (1 + 2), the other appended; the cookie is gone.
  const items = page.getByRole('region', { name: 'Items Selected' });
  await expect(items.getByRole('listitem').filter({ hasText: shirt!.name }).getByRole('status', { name: 'Quantity 3' })).toBeVisible();
  await expect(items.getByRole('listitem').filter({ hasText: bag!.name })).toBeVisible();
  expect((await cookieMap(context)).has('cartItems')).toBe(false);
  const stored = await (await api.post('/api/Add_to_cart1', { data: [{}] })).json() as { data: Array<{ prod_id: number; Unit: number }> };
  expect(stored.data.map((l) => [l.prod_id, l.Unit])).toEqual([[shirt!.id, 3], [bag!.id, 1]]);

  await page.getByRole('button', { name: /^Place Order/ }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/checkout2$/);
  await expect(page.getByText('100% SECURE')).toBeVisible();
  await expect(summaryItems(page)).toHaveCount(2);
  await expect(page.getByText('Price Details (2 items)')).toBeVisible();

  // No address yet: Add New Address says "Processing..." and then opens the form.
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(homeAddress.name);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(homeAddress.email);
  await dialog.getByRole('textbox', { name: 'Mobile No', exact: true }).fill(homeAddress.mobile);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(homeAddress.address1);
  await dialog.getByRole('textbox', { name: 'Locality / Town', exact: true }).fill(homeAddress.address2);
  await dialog.getByRole('combobox', { name: 'State', exact: true }).selectOption(homeAddress.state);
  await dialog.getByRole('textbox', { name: 'City / District', exact: true }).fill(homeAddress.city);
  await dialog.getByRole('textbox', { name: 'Zip Code', exact: true }).fill(homeAddress.pincode);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('group', { name: 'Delivery Address' }).getByText(homeAddress.name)).toBeVisible();

  // The captcha is a picture the server drew; the test reads its digits from the database.
  const captchaId = page.locator('input[name="captchaId"]');
  await expect(page.getByTestId('captcha-code')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  // The refresh button brings another picture (and another id).
  const first = await captchaId.inputValue();
  await page.getByRole('button', { name: 'Show a new code' }).click();
  await expect(captchaId).not.toHaveValue(first);
  // A wrong captcha stops the order and shows a new code.
  const shown = await captchaId.inputValue();
  const code = codCaptchaCode(shown);
  await page.getByPlaceholder('Enter code shown above *').fill(code === '1111' ? '2222' : '1111');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByText(messages.invalidCaptcha)).toBeVisible();
  await expect(captchaId).not.toHaveValue(shown);
  await expect(page.getByPlaceholder('Enter code shown above *')).toHaveValue('');
  await page.getByPlaceholder('Enter code shown above *').fill(codCaptchaCode(await captchaId.inputValue()));
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByText(homeAddress.address1)).toBeVisible();
  const mail = await latestMailTo(customer.email);
  expect(mail.subject).toMatch(/order/i);

  // The ordered products left the cart.
  const after = await (await api.post('/api/Add_to_cart1', { data: [{}] })).json() as { data: unknown[] };
  expect(after.data).toEqual([]);

  await page.getByRole('link', { name: 'Order Details' }).click();
  await expect(page).toHaveURL(/\/your-orders/);
  // Lines sit inside their order's list item: the innermost match is the line.
  const line = page.getByRole('listitem').filter({ hasText: bag!.name }).last();
  await expect(line).toBeVisible();
  await line.getByRole('link', { name: 'Cancel' }).or(line.getByRole('button', { name: 'Cancel' })).click();
  await expect(page).toHaveURL(/\/cancellation-form/);
  const cancel = page.getByRole('button', { name: 'CANCEL' });
  await expect(cancel).toBeDisabled();
  await page.getByRole('radio', { name: 'Ordered By Mistake' }).check();
  await page.getByRole('textbox', { name: /Additional Comments/ }).fill('Bought the wrong bag by mistake.');
  await expect(cancel).toBeEnabled();
  await cancel.click();
  await expect(page).toHaveURL(/\/order-cancelled/);
  await expect(page.getByText('Order Cancelled')).toBeVisible();
  await expect(page.getByText(messages.oneItemCancelled)).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).or(page.getByRole('button', { name: 'Done' })).click();
  await expect(page).toHaveURL(/\/your-orders/);
  await expect(page.getByRole('listitem').filter({ hasText: bag!.name }).last().getByText('Cancelled')).toBeVisible();
  await api.dispose();
});

/** Signs in, fills the server cart with one product and saves an address; returns the product. */
async function readyToPayOnline(page: Page, baseURL: string) {
  const [product] = await stockedProducts(page.request, 1);
  const customer = await signedInCustomer(page);
  const api = await apiAs(baseURL, customer);
  expect((await api.post('/api/Add_to_cart1', { data: [{ prod_id: product!.id, unit: 2, cart_size: product!.size }] })).ok()).toBe(true);
  await saveAddress(api);
  await api.dispose();
  await hydrated(page, '/checkout2');
  // Cash on delivery first: the nudge names the exact saving, and one tap switches to paying online.
  const rupees = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
  const codTotal = rupees(await page.getByTestId('checkout-total').textContent());
  const nudge = page.getByTestId('online-nudge');
  const saving = rupees(/Save ₹([0-9,]+)/.exec((await nudge.textContent()) ?? '')?.[1] ?? null);
  expect(saving).toBeGreaterThan(0);
  await nudge.getByRole('button', { name: 'Pay online' }).click();
  await expect(page.getByRole('radio', { name: /Razorpay/ })).toBeChecked();
  await expect(page.getByTestId('checkout-discount')).toBeVisible();
  const total = await page.getByTestId('checkout-total').textContent();
  expect(rupees(total)).toBe(codTotal - saving);
  await expect(page.getByTestId('online-total')).toHaveText(total!);
  await page.getByRole('button', { name: 'Pay Securely Now' }).click();
  await expect(page).toHaveURL(/\/PaymentPage\?order=\d+/);
  await expect(page.getByTestId('payment-total')).toHaveText(total!);
  return { product: product!, customer };
}

test('online payment through the sandbox gateway: the order is paid and listed', async ({ page, baseURL }) => {
  const { product } = await readyToPayOnline(page, baseURL!);
  const window = page.getByRole('dialog');
  await expect(window).toContainText(/sandbox/i);
  await window.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/your-orders\?paid=\d+/);
  await expect(page.getByRole('listitem').filter({ hasText: product.name }).first()).toBeVisible();
});

test('a failed sandbox payment says so and leaves the order waiting for payment', async ({ page, baseURL }) => {
  await readyToPayOnline(page, baseURL!);
  const window = page.getByRole('dialog');
  await window.getByRole('button', { name: /^Fail/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.paymentFailed })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/PaymentPage/);
  await expect(page.getByRole('button', { name: 'Pay Securely Now' })).toBeEnabled();
});

/** Opens the product page and chooses its first size. */
async function openAndChooseSize(page: Page, product: ProductWire & { size: string }) {
  await hydrated(page, `/product/${product.ASIN}`);
  const sizes = page.locator('#product-size');
  await sizes.getByRole('button', { name: new RegExp(`^${product.size.replace(/\s+/g, '\\s*')}$`) }).first().click();
  const colour = page.locator('#product-colour');
  if (await colour.count() > 0 && await colour.isVisible()) await colour.selectOption({ index: 1 });
}

test('Buy Now signed in goes to a one-item checkout', async ({ page }) => {
  const [product] = await stockedProducts(page.request, 1);
  await signedInCustomer(page);
  await openAndChooseSize(page, product!);
  await page.getByRole('button', { name: 'Buy Now' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout2\\?buy=${product!.id}&units=1`));
  await expect(summaryItems(page)).toHaveCount(1);
  await expect(summaryItems(page)).toContainText(product!.name.split(/\s+/)[0]!);
  expect(await page.evaluate(() => localStorage.getItem('productID'))).toBe(String(product!.id));
});

test('Buy Now as a guest signs in first and comes back to checkout with the product', async ({ page }) => {
  const [product] = await stockedProducts(page.request, 1);
  const customer = await registerCustomer(page.request);
  await openAndChooseSize(page, product!);
  await page.getByRole('button', { name: 'Buy Now' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'E-mail or mobile number' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout2\\?buy=${product!.id}`));
  await expect(summaryItems(page)).toHaveCount(1);
});

test('checkout needs sign-in, and the payment page of an unknown order says so', async ({ page }) => {
  await page.goto('/checkout2');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout2/);
  const customer = await registerCustomer(page.request);
  await signInByApi(page, customer);
  await hydrated(page, '/PaymentPage?order=999999');
  await expect(page.getByRole('heading', { name: messages.orderDataMissing })).toBeVisible();
  // A missing order, and one no order can be (past 32 bits), are not-found pages, never a 500.
  for (const order of ['999999', '2147483648']) {
    for (const path of ['/PaymentPage', '/order-confirmation']) expect((await page.request.get(`${path}?order=${order}`)).status()).toBe(404);
  }
});
