import { expect, test, type Page } from '@playwright/test';
import { consoleMessages } from '@haat/shared/console-api';
import { codMessages } from '@haat/shared/rules';
import sharp from 'sharp';
import { signedInCustomer } from './support/accounts.ts';
import { joinAsNewStaff, newStaff, ownAddress } from './support/console-staff.ts';
import { customerApi, item, placeOrder, stockedProducts } from './support/orders.ts';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });

// The console's orders (issue 16): a shopper orders cash on delivery; staff accept, pack and
// ship it with the courier's AWB, and the shopper sees the AWB on /track; on a phone, an order
// is accepted from its card and another declined with a reason.

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** A shopper of their own (another browser context) places a COD order of one product; its number. */
async function shopperOrders(page: Page, baseURL: string | undefined, pick: number): Promise<{ orderId: number; shopper: Page }> {
  const shopper = await (await page.context().browser()!.newContext({ baseURL })).newPage();
  await signedInCustomer(shopper);
  const product = (await stockedProducts(shopper))[pick];
  if (!product) throw new Error('the demo store needs more products in stock');
  const placed = await placeOrder(await customerApi(shopper, baseURL), [item(product)]);
  return { orderId: placed.order_id, shopper };
}

/** An order in the list: a table row on a wide screen, a card on a phone. */
function listed(page: Page, orderId: number) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 1024;
  return (wide ? page.getByRole('row') : page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).filter({ hasText: `#${orderId}` });
}

// At 1280 and 390 px: a reseller works from a phone as much as from a desk.
test('a packer accepts, packs and ships a COD order with its AWB, and the shopper sees it on /track; settings stay closed', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { orderId, shopper } = await shopperOrders(page, baseURL, 7);
  await joinAsNewStaff(page, newStaff('packer'));

  // The new order waits on "To accept"; one tap accepts it.
  await open(page, `/console/orders?q=${orderId}`);
  await expect(listed(page, orderId)).toContainText('To accept');
  await listed(page, orderId).getByRole('button', { name: `Accept order ${orderId}` }).click();
  await expect(page.getByText(`Order #${orderId}: Accepted.`)).toBeVisible();
  await expect(listed(page, orderId)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Order states' }).getByRole('link', { name: /^Accepted/ }).click();
  await listed(page, orderId).getByRole('link', { name: new RegExp(`#${orderId}`) }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderId}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByText('Marked packed.')).toBeVisible();

  // Shipping needs the AWB: the server's message shows beside the field.
  const ship = page.getByRole('form', { name: 'Ship the order' });
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('AWB number').fill('DL1');
  await ship.getByRole('button', { name: 'Ship: tell the shopper' }).click();
  await expect(ship.getByLabel('AWB number')).toHaveAccessibleDescription(/Enter the AWB number: 4 to 40 letters, digits or dashes\./);
  await ship.getByLabel('AWB number').fill('DL98765432');
  await ship.getByLabel('Tracking link (optional)').fill('https://www.delhivery.com/track/package/DL98765432');
  await ship.getByRole('button', { name: 'Ship: tell the shopper' }).click();
  await expect(page.getByText(/^Shipped: the shopper has the courier and AWB/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' }).locator('..')).toContainText('Shipped with Delhivery, AWB DL98765432.');
  await expect(page.getByRole('button', { name: 'Out for delivery' })).toBeVisible();

  // The shopper's /track shows the courier, the AWB and the courier's tracking link.
  await open(shopper, `/track?order=${orderId}`);
  await expect(shopper.getByText('Delhivery · AWB DL98765432')).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Track with Delhivery' })).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DL98765432');
  await shopper.context().close();

  // A packer's console is orders only: staff and the shop's settings are refused.
  for (const path of ['/console/staff', '/console/settings/branding', '/console/settings/payments']) {
    const refused = await page.goto(path);
    expect(refused?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: consoleMessages.roleRefused })).toBeVisible();
  }
});

test('on a phone, a manager accepts an order from its card and declines another with a reason', { tag: '@phone' }, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const first = await shopperOrders(page, baseURL, 8);
  const second = await shopperOrders(page, baseURL, 9);
  await first.shopper.context().close();
  await joinAsNewStaff(page, newStaff('manager'));

  await open(page, `/console/orders?q=${first.orderId}`);
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: `#${first.orderId}` });
  await card.getByRole('button', { name: `Accept order ${first.orderId}` }).click();
  await expect(page.getByText(`Order #${first.orderId}: Accepted.`)).toBeVisible();

  await open(page, `/console/orders/${second.orderId}`);
  await page.getByRole('button', { name: 'Decline order' }).click();
  const dialog = page.getByRole('dialog', { name: `Decline order #${second.orderId}?` });
  await dialog.getByLabel('Reason (the shopper reads it)').fill('Out of stock at our supplier');
  await dialog.getByRole('button', { name: 'Decline order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Declined: the stock is back and the shopper has been told.')).toBeVisible();
  await expect(page.getByText('Cancelled: Out of stock at our supplier').first()).toBeVisible();

  await open(second.shopper, `/track?order=${second.orderId}`);
  await expect(second.shopper.getByText('Declined by the Seller').first()).toBeVisible();
  await second.shopper.context().close();
});

test('an owner stops cash on delivery for a shopper, whose checkout then offers online payment only, saying why', { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const shopper = await (await browser.newContext({ baseURL })).newPage();
  const customer = await signedInCustomer(shopper);
  const product = (await stockedProducts(shopper))[10];
  if (!product) throw new Error('the demo store needs more products in stock');
  await joinAsNewStaff(page, newStaff('owner'));

  await open(page, `/console/customers?q=${encodeURIComponent(customer.email)}`);
  await page.getByRole('link', { name: new RegExp(customer.email) }).click();
  await page.getByRole('button', { name: 'Stop cash on delivery' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop cash on delivery' }).click();
  await expect(page.getByText('Cash on delivery stopped: their next checkout offers online payment only.')).toBeVisible();
  await expect(page.getByText('COD stopped').first()).toBeVisible();

  await open(shopper, `/checkout2?buy=${product.id}&units=1`);
  await expect(shopper.getByText(codMessages.blocked)).toBeVisible();
  await expect(shopper.getByRole('radio', { name: 'COD, Cash on Delivery' })).toBeDisabled();
  await expect(shopper.getByRole('radio', { name: /Razorpay/ })).toBeChecked();
  await shopper.context().close();
});

test('an owner changes the primary colour and the logo, sees them in the preview, publishes them, and the storefront shows both', { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await joinAsNewStaff(page, newStaff('owner'));
  await open(page, '/console/settings/branding');
  const theme = page.getByRole('form', { name: 'Theme' });
  const primary = theme.locator('input[name="primary"]');
  const was = await primary.inputValue();
  const colour = was.toLowerCase() === '#1e6b52' ? '#6b1e52' : '#1e6b52';
  await primary.fill(colour);
  const logo = await sharp({ create: { width: 480, height: 160, channels: 4, background: { r: 30, g: 107, b: 82, alpha: 1 } } }).png().toBuffer();
  await theme.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(theme.getByText('In the preview now: publish to show it in your shop.')).toBeVisible();

  // The preview frame renders the storefront with the colour and logo before anyone else sees them.
  const preview = page.frameLocator('[data-testid="theme-preview"]');
  // The theme's custom property as the page's stylesheet sets it (Playwright's text matching skips <style>).
  // The frame reloads as the colours settle: a look during its navigation reads nothing and is tried again.
  const primaryOf = (where: Page | ReturnType<Page['frameLocator']>) => where.locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--theme-primary').trim()).catch(() => '');
  const logoOf = (where: Page | ReturnType<Page['frameLocator']>) => where.getByRole('banner').getByRole('img').first().getAttribute('src').catch(() => '');
  const uploaded = /\/uploads\/s\/\d+\/logo\/[0-9a-f]{20}\.png$/;
  await expect.poll(() => primaryOf(preview), { timeout: 10_000 }).toBe(colour);
  await expect.poll(() => logoOf(preview), { timeout: 10_000 }).toMatch(uploaded);
  const previewed = await logoOf(preview);
  const shopper = await (await browser.newContext({ baseURL })).newPage();
  await shopper.goto('/');
  expect(await primaryOf(shopper)).not.toBe(colour);
  expect(await logoOf(shopper)).not.toBe(previewed);

  await theme.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the shop shows them from its next page.')).toBeVisible();
  await shopper.reload();
  expect(await primaryOf(shopper)).toBe(colour);
  expect(await logoOf(shopper)).toBe(previewed);
  // Put the shop's colour back for the other journeys.
  await page.getByRole('form', { name: 'Theme' }).locator('input[name="primary"]').fill(was);
  await page.getByRole('form', { name: 'Theme' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the shop shows them from its next page.')).toBeVisible();
  await shopper.context().close();
});
