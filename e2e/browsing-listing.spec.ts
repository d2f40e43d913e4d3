import { expect, test, type Page } from '@playwright/test';

// Category listings, search and the product card on the seeded demo store, at 1280 and 390 px.

interface ProductWire {
  id: number;
  ASIN: string;
  name: string;
  categoryid: number;
  originalPrice: number;
  discountPrice: number;
  sizes: unknown[];
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** Cards a listing or search page shows at first, and adds per "Load more" (decision 007). */
const pageSize = 24;
const firstPage = <T>(list: T[]) => list.slice(0, pageSize);

async function productsOfCategory(page: Page, id: number): Promise<ProductWire[]> {
  const reply = await page.request.post('/api/GetAllProductFilters', { data: { search: '', subcat_id: id, type: 'cat' } });
  return (await reply.json()) as ProductWire[];
}

/** The discount prices of the cards, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const values = await page.getByTestId('card-price').locator('[data-price]').evaluateAll((els) => els.map((el) => el.getAttribute('data-price')));
  return values.map(Number);
}

/** On a phone the filters live in a drawer behind the "Filters" button. */
async function openFilters(page: Page) {
  if (!isPhone(page)) return;
  // A click that lands before hydration does nothing, so it is retried until the drawer opens.
  await expect(async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeVisible({ timeout: 1000 });
  }).toPass();
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Typing is only seen by the page once it is hydrated; the network settles after that. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

async function headerSearch(page: Page, text: string) {
  await hydrated(page);
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await box.fill(text);
  await box.press('Enter');
}

test('home → a category from the menu → price filter and sort kept in the URL over a reload → name search', async ({ page }) => {
  const all = await productsOfCategory(page, 2);
  const inBand = all.filter((p) => p.originalPrice >= 100 && p.originalPrice <= 1000);
  expect(inBand.length).toBeGreaterThan(1);

  await page.goto('/');
  await hydrated(page);
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Kurtas & Suits', exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Kurtas & Suits', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/products-section2\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurtas & Suits' })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage(all).length);

  await openFilters(page);
  await page.getByRole('link', { name: '₹100 - ₹1,000' }).click();
  await expect(page).toHaveURL(/price=100-1000/);
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage(inBand).length);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceLowToHigh');
  await expect(page).toHaveURL(/sort=priceLowToHigh/);
  // Sorted over the whole result, not just the page shown.
  const expected = firstPage(inBand.map((p) => p.discountPrice).sort((a, b) => a - b));
  await expect.poll(() => cardPrices(page)).toEqual(expected);

  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(/price=100-1000.*sort=priceLowToHigh|sort=priceLowToHigh.*price=100-1000/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
  expect(await cardPrices(page)).toEqual(expected);
  await expect(page.getByTestId('result-count')).toHaveText(`${inBand.length} of ${all.length} products`);

  const word = 'kurt';
  await page.getByRole('searchbox', { name: 'Search in these products' }).fill(word.toUpperCase());
  await expect(page).toHaveURL(/q=KURT/);
  const names = inBand.filter((p) => p.name.toLowerCase().includes(word));
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage(names).length);
});

/** A search with more than two pages of results in the demo store, and its whole (spec) list. */
async function bigSearch(page: Page): Promise<{ query: string; all: ProductWire[] }> {
  for (const query of ['cotton', 'silk', 'set', 'women', 'a']) {
    const reply = await page.request.post('/api/GetAllProductFilters', { data: { search: query, subcat_id: 0, type: '' } });
    const all = (await reply.json()) as ProductWire[];
    if (all.length > 2 * pageSize) return { query, all };
  }
  throw new Error('The demo store has no search with more than two pages of results');
}

const cardIds = (page: Page) => page.getByTestId('product-card').getByRole('heading', { level: 3 }).getByRole('link')
  .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('search results come a page at a time; "Load more" appends the next page in order, kept over a reload', async ({ page }) => {
  const { query, all } = await bigSearch(page);
  await page.goto(`/Product-Serach/${query}`);
  await hydrated(page);
  await expect(page.getByTestId('product-card')).toHaveCount(pageSize);
  await expect(page.getByTestId('shown-count')).toHaveText(`Showing ${pageSize} of ${all.length} results`);

  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('product-card')).toHaveCount(2 * pageSize);
  const hrefs = await cardIds(page);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  expect(hrefs).toEqual(all.slice(0, 2 * pageSize).map((p) => `/product/${p.ASIN}`));

  await page.reload();
  await expect(page.getByTestId('product-card')).toHaveCount(2 * pageSize);
  expect(await cardIds(page)).toEqual(hrefs);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sort form, the name box, the filter links and "Load more" still work', async ({ page }) => {
    const all = await productsOfCategory(page, 2);
    await page.goto('/products-section2/2');
    if (isPhone(page)) {
      // The Filters button is a link to the drawer, which CSS opens while it is the #target.
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page).toHaveURL(/#filters$/);
      await expect(page.getByRole('link', { name: '₹100 - ₹1,000' })).toBeVisible();
    }
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceHighToLow');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=priceHighToLow/);
    expect(await cardPrices(page)).toEqual(firstPage(all.map((p) => p.discountPrice).sort((a, b) => b - a)));

    await page.getByRole('searchbox', { name: 'Search in these products' }).fill('kurta');
    await page.getByRole('searchbox', { name: 'Search in these products' }).press('Enter');
    await expect(page).toHaveURL(/q=kurta/);
    await expect(page).toHaveURL(/sort=priceHighToLow/);
    await expect(page.getByTestId('product-card')).toHaveCount(firstPage(all.filter((p) => p.name.toLowerCase().includes('kurta'))).length);

    const { query, all: results } = await bigSearch(page);
    await page.goto(`/Product-Serach/${query}`);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(results.length, 2 * pageSize));
  });
});

test('a listing id that matches nothing is a 404 with a way back', async ({ page }) => {
  const reply = await page.goto('/products-section2/99999');
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
});

test('a header search with hits opens the results page; nonsense goes to /ProductNotFound', async ({ page }) => {
  await page.goto('/');
  await headerSearch(page, 'kurta');
  await expect(page).toHaveURL(/\/Product-Serach\/kurta$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await headerSearch(page, 'zzqxv nonsense');
  await expect(page).toHaveURL(/\/ProductNotFound$/);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
});

test('a results page opened directly by URL searches by its parameter and filters by category', async ({ page }) => {
  await page.goto('/Product-Serach/saree');
  await expect(page.getByRole('heading', { level: 1, name: '“saree”' })).toBeVisible();
  const count = await page.getByTestId('product-card').count();
  expect(count).toBeGreaterThan(0);
  await openFilters(page);
  await page.getByRole('link', { name: /^Sarees \d+$/ }).click();
  await expect(page).toHaveURL(/cat=1/);
  const categories = await page.getByTestId('product-card').getByRole('link', { name: 'Sarees', exact: true }).count();
  await expect(page.getByTestId('product-card')).toHaveCount(categories);
});

test('Add on a card of a product with sizes asks for a size', async ({ page }) => {
  await page.goto('/products-section2/1');
  await hydrated(page);
  await page.getByTestId('product-card').first().getByRole('button', { name: /^Add to Cart: / }).click();
  // Toasts last 3 s, so each is checked in one go (its action link) rather than step by step.
  const shown = toast(page, 'Please select a size before proceeding!');
  await expect(shown.getByRole('link', { name: 'Choose size' })).toHaveAttribute('href', /^\/product\//);
});

test('Add on a card of a product without sizes adds it, with View Cart, and bumps the badge', async ({ page }) => {
  // Every demo product has sizes, so the browser's search reply is edited to drop them from one.
  await page.route('**/api/GetAllProductFilters', async (route) => {
    const reply = await route.fetch();
    const list = (await reply.json()) as ProductWire[];
    await route.fulfill({ response: reply, json: list.map((p, i) => (i === 0 ? { ...p, sizes: [] } : p)) });
  });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('cart-count')).toHaveCount(0);
  await headerSearch(page, 'kurta');
  await expect(page).toHaveURL(/\/Product-Serach\/kurta$/);
  // The URL changes before React has swapped the page (the navigation renders in a transition),
  // and home has product cards too: wait for the results page itself before taking its first card.
  await expect(page.getByRole('heading', { level: 1, name: '“kurta”' })).toBeVisible();
  await page.getByTestId('product-card').first().getByRole('button', { name: /^Add to Cart: / }).click();
  const shown = toast(page, 'Added to cart');
  await expect(shown.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/addcart');
  await expect(header.getByTestId('cart-count')).toHaveText('1');
});

test('the wishlist heart on a card toggles, with a toast each way', async ({ page }) => {
  await page.goto('/products-section2/3');
  const heart = page.getByTestId('product-card').first().getByRole('button', { name: /wishlist$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await hydrated(page);
  await heart.click();
  const added = toast(page, 'Added to wishlist');
  await expect(added.getByRole('link', { name: 'View wishlist' })).toHaveAttribute('href', '/wishlist');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByTestId('wishlist-count')).toHaveText('1');
  await heart.click();
  await expect(toast(page, 'Removed from wishlist').getByRole('link', { name: 'View wishlist' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a garbage cartItems cookie gives an empty cart badge', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cartItems', value: '%%%not-a-cart', url: baseURL ?? '' }]);
  await page.goto('/products-section2/2');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
});
