import { expect, test, type Page } from '@playwright/test';
import { deliveryDate } from '@haat/shared/rules';
import { stockedProducts } from './support/orders.ts';

// The catalogue's pages in Hindi on a phone (decision 045), walked as a shopper would: a listing
// filtered by price and sorted, search results, a product page (size, Check delivery with a PIN,
// Add to Cart), recently viewed and a page that does not exist. test/hindi-catalogue-pages.test.ts
// checks every word of these pages; this journey checks them in a real browser at 390 px.

/** Clicks only work once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Texts of ours (the English shop's) that a Hindi catalogue page must not show. */
const english = [
  'Filters', 'All Prices', 'Sort by', 'Featured', 'Price Low to High', 'Load more', 'Showing', 'Search in these products', 'products',
  'Search results', 'results', 'Add to Cart', 'Buy Now', 'Select Size', 'Size Guide', 'Check delivery', 'Enter PIN code', 'M.R.P.',
  'Inclusive of all taxes', 'Product Description', 'Profile Details', 'Similar Products', 'Recently Viewed', 'Page not found', 'Go to home',
  'Continue Shopping', 'Quantity', 'Delivery by', 'Cash on delivery',
];

/** Hindi on the page, none of our English, and nothing wider than the phone. */
async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const text = await page.locator('main').innerText();
  for (const words of english) expect(text, words).not.toContain(words);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a shopper browses, searches and buys in Hindi at 390 px @phone', async ({ page }) => {
  // The switch's address sets the cookie; every page after is Hindi.
  await page.goto('/?lang=hi');
  await hydrated(page);

  // A listing, filtered by price and sorted, from the drawer on a phone.
  const categories = (await (await page.request.post('/api/GetAllCategory', { data: {} })).json()).data as Array<{ category_id: number }>;
  await page.goto(`/products-section2/${categories[0]!.category_id}`);
  await hydrated(page);
  await expect(page.getByTestId('result-count')).toContainText('प्रोडक्ट');
  await expectHindiPage(page);
  await page.getByRole('button', { name: 'फ़िल्टर' }).click();
  const drawer = page.getByRole('complementary', { name: 'फ़िल्टर' });
  await expect(drawer.getByRole('heading', { name: 'कीमत' })).toBeVisible();
  await expect(drawer.getByText('सभी कीमतें')).toBeVisible();
  await drawer.getByTestId('price-100-1000').click();
  await expect(page).toHaveURL(/price=100-1000/);
  await page.getByRole('combobox', { name: 'इसके अनुसार छाँटें' }).selectOption('priceLowToHigh');
  await expect(page).toHaveURL(/sort=priceLowToHigh/);
  await expect(page.getByRole('combobox', { name: 'इसके अनुसार छाँटें' }).locator('option:checked')).toHaveText('सस्ते पहले');
  await expectHindiPage(page);

  // Search results for a word of a real product's name.
  const [product] = await stockedProducts(page);
  const word = product!.name.split(/\s+/).find((w) => /^[A-Za-z]{3,}$/.test(w)) ?? product!.name;
  await page.goto(`/Product-Serach/${encodeURIComponent(word)}`);
  await hydrated(page);
  await expect(page.getByText('खोज के नतीजे')).toBeVisible();
  await expect(page.getByTestId('result-count')).toContainText(/नतीज/);
  await expectHindiPage(page);

  // The product page: a size first, Check delivery with a serviceable PIN, then Add to Cart.
  await page.goto(`/product/${product!.ASIN}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page.getByText('सभी टैक्स शामिल')).toBeVisible();
  const buyBar = page.getByTestId('mobile-buy-bar');
  await buyBar.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
  await expect(page.getByText('आगे बढ़ने से पहले कृपया साइज़ चुनें!').first()).toBeVisible();
  const size = product!.sizes.find((s) => s.Stock >= 3)!.Size_Desc;
  await page.getByRole('group', { name: /साइज़ चुनें/ }).getByRole('button', { name: size, exact: true }).click();
  const colour = page.getByRole('combobox', { name: /रंग/ });
  if (await colour.count() > 0 && (await colour.inputValue()) === '') await colour.selectOption({ index: 1 });

  const box = page.getByRole('region', { name: 'डिलीवरी चेक करें' });
  await box.getByRole('textbox', { name: 'PIN कोड' }).fill('560001');
  await box.getByRole('button', { name: 'चेक करें' }).click();
  // The demo shop delivers all over India in 7 working days, with cash on delivery.
  const day = Number(deliveryDate(new Date(), 7).slice(8));
  await expect(box.getByText(new RegExp(`^\\S+, ${day} \\S+ तक डिलीवरी$`))).toBeVisible();
  await expect(box.getByText('Bangalore, Karnataka के लिए')).toBeVisible();
  await expect(box.getByText('कैश ऑन डिलीवरी उपलब्ध है')).toBeVisible();

  await buyBar.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
  await expect(page.getByText('कार्ट में डाल दिया')).toBeVisible();
  await expect(page.getByRole('link', { name: 'कार्ट देखें' })).toBeVisible();
  await expectHindiPage(page);

  // Recently viewed remembers the product.
  await page.goto('/RecentlyViewed');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'हाल ही में देखे गए' })).toBeVisible();
  await expect(page.getByTestId('recently-viewed-list').getByText(product!.name)).toBeVisible();
  await expectHindiPage(page);

  // A page that does not exist: 404, in Hindi.
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'होम पर जाएँ' })).toBeVisible();
  await expectHindiPage(page);
});
