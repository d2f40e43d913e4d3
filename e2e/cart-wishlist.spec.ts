import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signedInCustomer } from './support/accounts.ts';
import {
  cartTotals, encodeCartCookie, encodeWishlistCookie, formatRupees, holiMessage, shippingLabel, type CartLine,
} from '@haat/shared/rules';

// Cart, wishlist and recently viewed pages of the seeded demo store, fed through the guest cookies
// (and localStorage) the way a shopper's browser holds them, at desktop and phone width.

interface ProductWire {
  id: number;
  name: string;
  ASIN: string;
  image: string;
  category: string;
  discountPrice: number;
  originalPrice: number;
  recommendedSellingPrice: number;
  quantity: number;
  sizes: Array<{ Size_Desc: string; Stock: number }>;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function products(page: Page): Promise<ProductWire[]> {
  const ids = Array.from({ length: 100 }, (_, i) => i + 1);
  const reply = await page.request.post('/api/GetProductsByIds', { data: { ids } });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as ProductWire[];
}

/** Products other than the HOLI T-SHIRT, whose special price would change the totals. */
async function plainProducts(page: Page): Promise<ProductWire[]> {
  return (await products(page)).filter((p) => p.name !== 'HOLI T-SHIRT' && p.sizes.length > 0);
}

async function setCookie(context: BrowserContext, baseURL: string | undefined, name: string, value: string) {
  await context.addCookies([{ name, value, url: baseURL ?? '' }]);
}

const setCart = (context: BrowserContext, baseURL: string | undefined, lines: CartLine[]) =>
  setCookie(context, baseURL, 'cartItems', encodeCartCookie(lines));

const firstSize = (p: ProductWire) => p.sizes[0]?.Size_Desc ?? 'S';
const cartList = (page: Page) => page.getByRole('region', { name: 'Items Selected' });
const cartRow = (page: Page, name: string) => cartList(page).getByRole('listitem').filter({ hasText: name });
const placeOrder = (page: Page) => page.getByRole('button', { name: /^Place Order/ });

test('the cart lists cookie items with API prices, and the totals follow cartTotals', async ({ page, context, baseURL }) => {
  const [a, b] = await plainProducts(page);
  if (!a || !b) throw new Error('the demo store needs two products');
  await setCart(context, baseURL, [
    { productId: a.id, units: 2, size: firstSize(a), color: null },
    { productId: b.id, units: 1, size: firstSize(b), color: null },
  ]);
  await page.goto('/addcart');
  await expect(page.getByRole('heading', { name: 'Items Selected' })).toBeVisible();
  await expect(page).toHaveTitle(/^YourCart /);
  await expect(page.getByText('100% SECURE')).toBeVisible();
  const row = cartRow(page, a.name);
  await expect(row.getByRole('link', { name: a.name, exact: true })).toHaveAttribute('href', `/product/${a.ASIN}`);
  await expect(row.getByText(formatRupees(a.discountPrice), { exact: true })).toBeVisible();
  for (const claim of ['#1 Best Seller', '5K+ bought in the past month', 'In Stock']) await expect(row.getByText(claim)).toBeVisible();
  const totals = cartTotals([a, b].map((p, i) => ({ name: p.name, discountPrice: p.discountPrice, units: i === 0 ? 2 : 1, deliveryCharge: p.recommendedSellingPrice })));
  await expect(page.getByTestId('items-total')).toHaveText(formatRupees(totals.itemsTotal));
  await expect(page.getByTestId('delivery-charges')).toHaveText(shippingLabel(totals.delivery));
  await expect(page.getByTestId('subtotal')).toHaveText(formatRupees(totals.total));
  if (isPhone(page)) await expect(placeOrder(page)).toHaveText('Place Order (2 items)');

  // − lowers the units and the totals follow; the cookie keeps the change over a reload.
  await row.getByRole('button', { name: `Decrease quantity of ${a.name}` }).click();
  await expect(row.locator('output')).toHaveText('1');
  await page.reload();
  await expect(cartRow(page, a.name).locator('output')).toHaveText('1');
  const after = cartTotals([a, b].map((p) => ({ name: p.name, discountPrice: p.discountPrice, units: 1, deliveryCharge: p.recommendedSellingPrice })));
  await expect(page.getByTestId('subtotal')).toHaveText(formatRupees(after.total));
});

test('+ stops at the chosen size\'s stock with "Maximum quantity reached!", − stops at 1', async ({ page, context, baseURL }) => {
  const all = await plainProducts(page);
  const product = all.find((p) => p.sizes.some((s) => s.Stock >= 2 && s.Stock <= 12));
  const size = product?.sizes.find((s) => s.Stock >= 2 && s.Stock <= 12);
  if (!product || !size) throw new Error('the demo store needs a size with a little stock');
  await setCart(context, baseURL, [{ productId: product.id, units: size.Stock - 1, size: size.Size_Desc, color: null }]);
  await page.goto('/addcart');
  const row = cartRow(page, product.name);
  const plus = row.getByRole('button', { name: `Increase quantity of ${product.name}` });
  const minus = row.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  await expect(row.getByText('Maximum quantity reached!')).toHaveCount(0);
  await plus.click();
  await expect(row.locator('output')).toHaveText(String(size.Stock));
  await expect(plus).toBeDisabled();
  await expect(row.getByText('Maximum quantity reached!')).toBeVisible();
  for (let units = size.Stock; units > 1; units -= 1) await minus.click();
  await expect(row.locator('output')).toHaveText('1');
  await expect(minus).toBeDisabled();
  await expect(plus).toBeEnabled();
});

test('deleting an item takes it out of the cart for good', async ({ page, context, baseURL }) => {
  const [a, b] = await plainProducts(page);
  if (!a || !b) throw new Error('the demo store needs two products');
  await setCart(context, baseURL, [
    { productId: a.id, units: 1, size: firstSize(a), color: null },
    { productId: b.id, units: 1, size: firstSize(b), color: null },
  ]);
  await page.goto('/addcart');
  const row = cartRow(page, a.name);
  // Phones have the text action "Remove" as well; desktop has the delete icon.
  if (isPhone(page)) await row.getByRole('button', { name: 'Remove', exact: true }).click();
  else await row.getByRole('button', { name: `Delete ${a.name}` }).click();
  await expect(cartRow(page, a.name)).toHaveCount(0);
  await expect(cartRow(page, b.name)).toBeVisible();
  await page.reload();
  await expect(cartRow(page, b.name)).toBeVisible();
  await expect(cartRow(page, a.name)).toHaveCount(0);
});

test('two HOLI T-SHIRTs cost 249 with free delivery and the offer message', async ({ page, context, baseURL }) => {
  const holi = (await products(page)).find((p) => p.name === 'HOLI T-SHIRT');
  if (!holi) throw new Error('the demo store has no HOLI T-SHIRT');
  await setCart(context, baseURL, [{ productId: holi.id, units: 2, size: 'M', color: null }]);
  await page.goto('/addcart');
  const row = cartRow(page, 'HOLI T-SHIRT');
  await expect(row.getByText(holiMessage)).toBeVisible();
  await expect(row.getByText('Size M', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('subtotal')).toHaveText('₹249');
  await expect(page.getByTestId('delivery-charges')).toHaveText('Free');
});

test('an empty cart says so and cannot be ordered; a guest\'s order goes to /login, then on to the checkout', async ({ page, context, baseURL }) => {
  await page.goto('/addcart');
  await expect(page.getByText('No products added to cart.')).toBeVisible();
  await expect(placeOrder(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear cart' })).toHaveCount(0);

  const [a] = await plainProducts(page);
  if (!a) throw new Error('the demo store has no products');
  await setCart(context, baseURL, [{ productId: a.id, units: 1, size: firstSize(a), color: null }]);
  await page.reload();
  await expect(placeOrder(page)).toBeEnabled();
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout2$/);
});

test('a garbage cart cookie is an empty cart; a vanished product is dropped with a message', async ({ page, context, baseURL }) => {
  await setCookie(context, baseURL, 'cartItems', 'not-base64-json!!');
  await page.goto('/addcart');
  await expect(page.getByText('No products added to cart.')).toBeVisible();

  const [a] = await plainProducts(page);
  if (!a) throw new Error('the demo store has no products');
  await setCart(context, baseURL, [
    { productId: 999_999, units: 1, size: 'S', color: null },
    { productId: a.id, units: 1, size: firstSize(a), color: null },
  ]);
  await page.goto('/addcart');
  await expect(cartRow(page, a.name)).toBeVisible();
  await expect(page.getByText('An item in your cart is no longer available and was removed.')).toBeVisible();
  await expect(cartList(page).getByRole('listitem')).toHaveCount(1);
});

test('a wishlist item moves to the cart; another is removed; then the wishlist is empty', async ({ page, context, baseURL }) => {
  const [a, b] = await plainProducts(page);
  if (!a || !b) throw new Error('the demo store needs two products');
  await setCookie(context, baseURL, 'wishlistItems', encodeWishlistCookie([a.id, b.id]));
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: /My Wishlist/ })).toBeVisible();
  const card = (name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expect(card(a.name).getByRole('link', { name: `Open ${a.name}` })).toHaveAttribute('href', `/product-category/${a.ASIN}`);

  await card(a.name).getByRole('button', { name: 'Move to cart' }).click();
  await expect(page.getByText('Moved to Cart')).toBeVisible();
  await expect(page).toHaveURL(/\/addcart$/);
  await expect(cartRow(page, a.name)).toBeVisible();

  await page.goto('/wishlist');
  await expect(card(b.name)).toBeVisible();
  await expect(card(a.name)).toHaveCount(0);
  await card(b.name).getByRole('button', { name: `Remove ${b.name} from wishlist` }).click();
  await expect(page.getByText('Item Removed from Wishlist')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await page.reload();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
});

test('the recently viewed page shows the 8 most recent of 9 stored entries, most recent first', async ({ page }) => {
  const nine = (await plainProducts(page)).slice(0, 9).map((p) => ({
    id: p.id, ASIN: p.ASIN, name: p.name, image: p.image, category: p.category,
    discountPrice: p.discountPrice, originalPrice: p.originalPrice,
  }));
  expect(nine).toHaveLength(9);
  await page.goto('/RecentlyViewed');
  // The list is read from localStorage after hydration, which a busy machine can slow down.
  await expect(page.getByText('No recently viewed products yet.')).toBeVisible({ timeout: 15_000 });
  await page.evaluate((list) => localStorage.setItem('recentlyViewed', JSON.stringify(list)), nine);
  for (const path of ['/RecentlyViewed', '/Recentlyproduct']) {
    await page.goto(path);
    const cards = page.getByTestId('recently-viewed-list').getByRole('link');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toHaveAttribute('href', `/product/${nine[0]?.ASIN}`);
    await expect(cards.first()).toContainText(nine[0]?.name ?? '');
    await expect(cards.last()).toContainText(nine[7]?.name ?? '');
    await expect(page.getByTestId('recently-viewed-list').getByText(nine[8]?.name ?? '', { exact: true })).toHaveCount(0);
  }
});

test("the cart's Recently Viewed panel leaves out what is already in the cart", async ({ page, context, baseURL }) => {
  const [a, b] = await plainProducts(page);
  if (!a || !b) throw new Error('the demo store needs two products');
  const entry = (p: ProductWire) => ({ id: p.id, ASIN: p.ASIN, name: p.name, image: p.image, category: p.category, discountPrice: p.discountPrice, originalPrice: p.originalPrice });
  await setCart(context, baseURL, [{ productId: a.id, units: 1, size: firstSize(a), color: null }]);
  await page.goto('/addcart');
  await page.evaluate((list) => localStorage.setItem('recentlyViewed', JSON.stringify(list)), [entry(a), entry(b)]);
  await page.reload();
  const panel = page.getByTestId('recently-viewed');
  await expect(panel.getByText(b.name, { exact: true })).toBeVisible();
  await expect(panel.getByText(a.name, { exact: true })).toHaveCount(0);
});

test('signed in, the cookie cart joins the server cart; Place Order goes to /checkout2 and Clear cart empties it', async ({ page, context, baseURL }) => {
  const [a] = await plainProducts(page);
  if (!a) throw new Error('the demo store has no products');
  await setCart(context, baseURL, [{ productId: a.id, units: 1, size: firstSize(a), color: null }]);
  // Signed in without the login form: the next page's shell merges the cookie cart (decision 011).
  await signedInCustomer(page);
  await page.goto('/addcart');
  await expect(cartRow(page, a.name)).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'cartItems')).toBe(false);
  // Place Order is the cart's button: a click before hydration went nowhere (seen flaky on phones).
  await page.waitForSelector('html[data-hydrated]');
  await placeOrder(page).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/checkout2$/);
  await page.goto('/addcart');
  await page.waitForSelector('html[data-hydrated]');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('No products added to cart.')).toBeVisible();
  // The cart shows the change at once; the server's call follows (once the changes' code is in,
  // decision 050), and a reload before it has left would cancel it.
  await page.waitForLoadState('networkidle');
  // Cleared on the server too: a fresh page shows it empty.
  await expect.poll(async () => {
    await page.reload();
    return page.getByText('No products added to cart.').isVisible();
  }).toBe(true);
});
