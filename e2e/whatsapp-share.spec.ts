import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { encodeWishlistCookie, formatRupees, wishlistCookieName } from '@haat/shared/rules';
import { signedInCustomer } from './support/accounts.ts';
import { customerApi, item, placeOrder, stockedProducts } from './support/orders.ts';

// Issue 18: share buttons open WhatsApp (wa.me, on phones and desktop) with the product's name,
// price and address, or the order's status; and a product link previews with picture and price.

interface WireProduct { id: number; name: string; ASIN: string; discountPrice: number }

async function someProduct(request: APIRequestContext, id = 3): Promise<WireProduct> {
  const reply = await request.post('/api/GetProductsByIds', { data: { ids: [id] } });
  const [product] = (await reply.json()) as WireProduct[];
  if (!product) throw new Error(`the demo store needs product ${id}`);
  return product;
}

/** The message a wa.me address opens WhatsApp with. */
function messageOf(href: string | null): string | null {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  return url.searchParams.get('text');
}

async function expectWhatsAppLink(link: Locator, message: string): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  expect(messageOf(await link.getAttribute('href'))).toBe(message);
}

/** A /share/ link's answer: a redirect to wa.me with the message, made afresh (never cached). */
async function sharedMessage(link: Locator): Promise<string | null> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/share\/[^/]+$/);
  const answer = await link.page().request.get(href!, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['cache-control']).toBe('no-store');
  return messageOf(answer.headers().location ?? null);
}

test('the product page shares the product\'s name, price and address on WhatsApp', async ({ page, request, baseURL }) => {
  const product = await someProduct(request);
  await page.goto(`/product-category/${product.ASIN}`);
  // The shop's own address, never the path it was opened by.
  const message = await sharedMessage(page.getByRole('link', { name: 'Share on WhatsApp', exact: true }));
  expect(message).toBe(`${product.name}\n${formatRupees(product.discountPrice)}\n${baseURL}/product/${product.ASIN}`);
});

test('a product card\'s share link answers with the product\'s WhatsApp message', async ({ page, baseURL }) => {
  await page.goto('/products-section2/1');
  const card = page.getByTestId('product-card').first();
  const name = await card.getByRole('heading').innerText();
  // Each card's link names its product: a page of cards has no two links of the same name.
  const link = card.getByRole('link', { name: `Share ${name} on WhatsApp`, exact: true });
  const asin = (await card.getByRole('link', { name, exact: true }).getAttribute('href'))!.split('/').pop();
  const message = await sharedMessage(link);
  const price = await card.getByTestId('card-price').locator('[data-price]').innerText();
  expect(message).toBe(`${name}\n${price}\n${baseURL}/product/${asin}`);
});

test('each wishlist item can be shared on WhatsApp', async ({ page, request, context, baseURL }) => {
  const product = await someProduct(request, 5);
  await context.addCookies([{ name: wishlistCookieName, value: encodeWishlistCookie([product.id]), url: baseURL ?? '' }]);
  await page.goto('/wishlist');
  await expectWhatsAppLink(
    page.getByRole('link', { name: `Share ${product.name} on WhatsApp` }),
    `${product.name}\n${formatRupees(product.discountPrice)}\n${baseURL}/product/${product.ASIN}`,
  );
});

test('the order confirmation shares the order\'s number, status and tracking page, nothing personal', async ({ page, baseURL }) => {
  await signedInCustomer(page);
  const [product] = await stockedProducts(page);
  const placed = await placeOrder(await customerApi(page, baseURL), [item(product!)]);
  const orderId = placed.order_id;
  await page.goto(`/order-confirmation?order=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Share order status on WhatsApp' });
  await expect(link).toBeVisible();
  const message = messageOf(await link.getAttribute('href'));
  expect(message).toMatch(new RegExp(`^My order #${orderId} from .+: Order Placed\\.\\nTrack it: ${baseURL}/track\\?order=${orderId}$`));
  // The delivery address the page shows stays out of the message.
  expect(message).not.toMatch(/Lake View|9876543210|Hyderabad|500034/);
});

test('a product link previews with an absolute 800 px JPEG under 300 kB, its name and ₹ price @server', async ({ request, baseURL }) => {
  const product = await someProduct(request);
  const html = await (await request.get(`/product/${product.ASIN}`)).text();
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"/>`).exec(html)?.[1];
  expect(meta('og:title')).toBe(`${product.name} – ${formatRupees(product.discountPrice)}`);
  expect(meta('og:url')).toBe(`${baseURL}/product/${product.ASIN}`);
  expect(meta('og:type')).toBe('product');
  expect(meta('og:description')).toBeTruthy();
  expect(meta('product:price:amount')).toBe(product.discountPrice.toFixed(2));
  expect(meta('product:price:currency')).toBe('INR');
  expect(meta('og:image:type')).toBe('image/jpeg');
  expect(Number(meta('og:image:width'))).toBeGreaterThanOrEqual(600);
  const image = meta('og:image') ?? '';
  expect(image.startsWith(`${baseURL}/uploads/`)).toBe(true);
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect((await picture.body()).length).toBeLessThan(300_000);
});
