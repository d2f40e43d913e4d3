import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInCustomer, type TestCustomer } from './support/accounts.ts';

// The pages run under the shop's CSP with no 'unsafe-inline' for scripts (decision 018): home, a
// product page and the checkout with the sandbox gateway's window open, each hydrated and
// working, with not one script or style refused, while a script injected into the page is.

interface ProductWire { id: number; ASIN: string; name: string; sizes: Array<{ Size_Desc: string; Stock: number }> }

/** Everything the browser refused under the page's policies, as the page and the console report it. */
async function watchRefusals(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction('reportRefusal', (text: string) => { refusals.push(text); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportRefusal(text: string): void }).reportRefusal(`${event.violatedDirective} refused ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) refusals.push(`console: ${message.text()}`);
  });
  return refusals;
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]');
}

/** A product with plenty of stock in its first size, away from the ids other journeys use first. */
async function stockedProduct(request: APIRequestContext): Promise<ProductWire & { size: string }> {
  const reply = await request.post('/api/GetProductsByIds', { data: { ids: Array.from({ length: 100 }, (_, i) => i + 40) } });
  const usable = ((await reply.json()) as ProductWire[]).filter((p) => p.name !== 'HOLI T-SHIRT' && (p.sizes[0]?.Stock ?? 0) >= 8);
  const product = usable[Math.floor(Math.random() * usable.length)];
  if (!product) throw new Error('the demo store needs stocked products');
  return { ...product, size: product.sizes[0]!.Size_Desc };
}

/** The customer's cart and address, set through the Store API with their bearer token. */
async function readyForCheckout(baseURL: string, customer: TestCustomer, product: ProductWire & { size: string }) {
  const anonymous = await apiRequest.newContext({ baseURL });
  const token = await anonymous.post('/token', { form: { username: customer.email, password: customer.password, grant_type: 'password' } });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  await anonymous.dispose();
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
  expect((await api.post('/api/Add_to_cart1', { data: [{ prod_id: product.id, unit: 1, cart_size: product.size }] })).ok()).toBe(true);
  const address = { name: 'Meera Iyer', email: 'meera.csp@example.in', mobile: '9812345670', address1: '22 Temple Street', address2: 'Mylapore', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004', country: 'India', district: '' };
  expect((await api.post('/api/insert_Customer_add', { data: address })).ok()).toBe(true);
  await api.dispose();
}

test('home, a product page and the sandbox checkout run under the CSP with nothing refused, and an injected script is', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const refusals = await watchRefusals(page);
  const product = await stockedProduct(page.request);

  // A first visit, without cookies: the page may come from the page cache, with its own nonce.
  await hydrated(page, '/');
  // A script slipped into the page (as an XSS would) carries no nonce and does not run.
  const injected = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false;
  });
  expect(injected).toBe(false);
  await expect.poll(() => refusals.some((r) => r.startsWith('script-src-elem refused inline'))).toBe(true);
  refusals.length = 0;

  // The product page works: Wishlist without a size answers with a toast (sonner's styles too).
  await hydrated(page, `/product/${product.ASIN}`);
  await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
  await expect(page.getByText('Please select a size before proceeding!').first()).toBeVisible();

  // Checkout, paid online: the sandbox gateway's script opens its window, and Pay goes through.
  const customer = await signedInCustomer(page);
  await readyForCheckout(baseURL!, customer, product);
  await hydrated(page, '/checkout2');
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Pay Securely Now' }).click();
  await expect(page).toHaveURL(/\/PaymentPage\?order=\d+/, { timeout: 20_000 });
  const window = page.getByRole('dialog');
  await expect(window).toContainText(/sandbox/i);
  await window.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/your-orders\?paid=\d+/, { timeout: 20_000 });

  expect(refusals).toEqual([]);
});
