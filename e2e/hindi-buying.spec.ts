import { expect, test, type Page } from '@playwright/test';
import { englishLeftIn } from '../apps/web/test/support/visible-english.ts';
import { registerCustomer, signInByApi } from './support/accounts.ts';
import { codCaptchaCode } from './support/cod-captcha.ts';
import { customerApi } from './support/orders.ts';

// Buying in Hindi on a phone (decision 045): a guest saves a product to the wishlist, moves it to
// the cart, takes one more, signs in on the way to the checkout, pays cash on delivery after the
// captcha, and sees the order confirmed with its WhatsApp share link. On every page no English
// of ours is left: what remains in Latin letters is the shop's data (its name, the product, the
// shopper's address) or what Hindi shops keep in Latin (COD, UPI, WhatsApp…).
// test/hindi-buying-pages.test.ts checks the same pages' every text, attributes included.

interface ProductWire { id: number; name: string; color: string | string[]; sizes: Array<{ Size_Desc: string; Stock: number }> }

const address = {
  name: 'Asha Verma', email: 'asha.home@example.in', mobile: '9876543210', address1: '14 Lake View Road', address2: 'Banjara Hills',
  city: 'Hyderabad', state: 'Telangana', pincode: '500034',
};

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The Latin-script words of ours the page's main part shows, the shop's and shopper's own data left out. */
async function expectNoEnglish(page: Page, storeData: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const lines = (await page.locator('main').innerText()).split('\n');
  expect(englishLeftIn(lines, storeData), page.url()).toEqual([]);
}

test('a guest in Hindi: wishlist, cart, quantity, sign in, a COD order with its captcha, the confirmation and its WhatsApp link @phone', async ({ page, baseURL }) => {
  // A dozen pages, a sign-up's password hashing and three server-side calls.
  test.setTimeout(120_000);
  const customer = await registerCustomer(page.request);
  const reply = await page.request.post('/api/GetProductsByIds', { data: { ids: Array.from({ length: 100 }, (_, i) => i + 1) } });
  const products = (await reply.json()) as ProductWire[];
  // The wishlist moves the first size in stock to the cart: it must have a second unit to add.
  const usable = new Map(products.filter((p) => p.name !== 'HOLI T-SHIRT' && (p.sizes.find((s) => s.Stock > 0)?.Stock ?? 0) >= 3).map((p) => [p.name, p]));
  const storeName = ((await (await page.request.get('/api/GetResellerLogo')).json()) as { data: Array<{ store_name: string }> }).data[0]?.store_name ?? '';

  // Home in Hindi, chosen by the address; the cookie keeps it from here on.
  await page.goto('/?lang=hi');
  await hydrated(page);
  const hearts = page.getByRole('button', { name: /को विशलिस्ट में जोड़ें$/ });
  await hearts.first().waitFor();
  const names = (await hearts.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/ को विशलिस्ट में जोड़ें$/, ''));
  const product = names.map((name) => usable.get(name)).find(Boolean);
  if (!product) throw new Error('home shows no product with stock to spare');
  const storeData = [
    product.name, ...(Array.isArray(product.color) ? product.color : [product.color]), ...product.sizes.map((s) => s.Size_Desc),
    storeName,
    address.name, address.email, address.address1, address.address2, address.city, address.state,
  ];

  await page.getByRole('button', { name: `${product.name} को विशलिस्ट में जोड़ें` }).first().click();
  await expect(page.getByRole('button', { name: `${product.name} को विशलिस्ट से हटाएँ` }).first()).toBeVisible();

  // The wishlist: the item, moved to the cart.
  await page.goto('/wishlist');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'मेरी विशलिस्ट' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(card.getByRole('link', { name: `${product.name} WhatsApp पर शेयर करें` })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expectNoEnglish(page, storeData);
  await card.getByRole('button', { name: 'कार्ट में ले जाएँ' }).click();

  // The cart: one more of it, within its stock.
  await expect(page).toHaveURL(/\/addcart$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'चुने गए आइटम' })).toBeVisible();
  await expect(page.getByText('100% सुरक्षित')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(row.getByRole('status', { name: 'मात्रा 1' })).toBeVisible();
  await row.getByRole('button', { name: `${product.name} की मात्रा बढ़ाएँ` }).click();
  await expect(row.getByRole('status', { name: 'मात्रा 2' })).toBeVisible();
  await expectNoEnglish(page, storeData);
  // The phone's bar at the bottom: a guest is asked to sign in first, and comes back to the checkout.
  await page.getByRole('button', { name: 'ऑर्डर करें (1 आइटम)' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout2/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await signInByApi(page, customer);
  await (await customerApi(page, baseURL)).addAddress(address);
  // Signed in, the cart page joins the guest's cart to the shopper's; on to the checkout from there.
  await page.goto('/addcart');
  await hydrated(page);
  await expect(page.getByRole('listitem').filter({ hasText: product.name }).getByRole('status', { name: 'मात्रा 2' })).toBeVisible();
  await page.getByRole('button', { name: 'ऑर्डर करें (1 आइटम)' }).click();
  await expect(page).toHaveURL(/\/checkout2$/);
  await hydrated(page);

  // The checkout: the address, the summary, cash on delivery with the captcha.
  await expect(page.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'पेमेंट का तरीका' })).toBeVisible();
  await expect(page.getByTestId('summary-items').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('कीमत की जानकारी (1 आइटम)')).toBeVisible();
  await expect(page.getByTestId('online-nudge')).toContainText('ऑनलाइन पेमेंट करके');
  await expectNoEnglish(page, storeData);
  const code = codCaptchaCode(await page.locator('input[name="captchaId"]').inputValue());
  await page.getByPlaceholder('ऊपर दिखाया गया कोड डालें *').fill(code);
  await page.getByRole('button', { name: 'ऑर्डर करें', exact: true }).click();

  // Confirmed, with the status to share on WhatsApp in Hindi.
  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'ऑर्डर कन्फ़र्म हो गया' })).toBeVisible();
  await expect(page.getByText(address.address1)).toBeVisible();
  const share = page.getByRole('link', { name: 'ऑर्डर का स्टेटस WhatsApp पर शेयर करें' });
  await expect(share).toHaveAttribute('target', '_blank');
  const message = new URL((await share.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  const orderId = /order=(\d+)/.exec(page.url())?.[1];
  expect(message).toContain(`से मेरा ऑर्डर #${orderId}:`);
  expect(message).toContain(`ट्रैक करें: ${new URL(page.url()).origin}/track?order=${orderId}`);
  await expectNoEnglish(page, storeData);
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
