import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { OrderPlaced, StoreApi } from '@haat/shared/api';
import { cancellationReasons, formatRupees, messages } from '@haat/shared/rules';
import { signedInCustomer } from './support/accounts.ts';
import { customerApi, item, placeOrder, stockedProducts } from './support/orders.ts';

// The orders screens (/your-orders, the Track dialog and /track, /cancellation-form,
// /order-cancelled) at desktop and phone width, over orders placed through the Store API.

/** Pays an online order in the sandbox gateway and confirms it, as the payment window would. */
async function payInSandbox(page: Page, api: StoreApi, placed: OrderPlaced) {
  const reply = await page.request.post('/sandbox-gateway/pay', { data: { order_id: placed.ORDERID, key: placed.key, outcome: 'success' } });
  expect(reply.ok(), await reply.text()).toBe(true);
  await api.confirmPayment(await reply.json());
}

/** Moves an order one step as the shop would (`npm run order:status`), in this run's database. */
function moveOrder(orderId: number, ...move: string[]) {
  const root = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'apps/server/src/db/cli-order-status.ts', String(orderId), ...move], {
    cwd: root, encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: path.join(root, 'data/e2e', `shop-${process.env.E2E_PORT ?? '3100'}.sqlite`) },
  });
  expect(result.status, result.stderr).toBe(0);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
}

const orderCard = (page: Page, orderId: number) => page.getByRole('article', { name: `#${orderId}`, exact: true });
const lineRow = (card: Locator, name: string) => card.getByRole('listitem').filter({ has: card.page().getByRole('link', { name, exact: true }) });

test('a guest is sent to log in and brought back to the orders @server', async ({ page }) => {
  await page.goto('/your-orders');
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/your-orders');
});

test('without orders: "No orders found.", and the order pages say their data is missing', async ({ page }) => {
  await signedInCustomer(page);
  // Coming from another page, the orders page shows at once with a spinner while the orders load.
  await open(page, '/overview');
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route((url) => url.pathname === '/your-orders.data' && url.search.includes('routes%2Fyour-orders'), async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('list', { name: 'Account sections' }).getByRole('link', { name: /^My Orders/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your orders...' })).toBeVisible();
  await expect(page.getByText(messages.noOrders)).toBeHidden();
  release();
  await expect(page.getByText(messages.noOrders)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your orders...' })).toBeHidden();

  await open(page, '/your-orders');
  await expect(page).toHaveTitle(/^YourOrders /);
  await expect(page.getByRole('heading', { name: 'Your Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(messages.noOrders)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');

  for (const url of ['/cancellation-form', '/cancellation-form?line=999999', '/track?order=999999']) {
    const reply = await page.goto(url);
    expect(reply?.status(), url).toBe(404);
    await expect(page.getByText(messages.orderDataMissing), url).toBeVisible();
  }
  await expect(page).toHaveTitle(/^TrackYourOrder /);
  for (const url of ['/order-cancelled', '/order-cancelled?line=999999']) {
    await page.goto(url);
    await expect(page.getByText(messages.orderInfoMissing), url).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page).toHaveURL(/\/your-orders$/);
  await expect(page.getByText(messages.noOrders)).toBeVisible();
});

test('list, Track, then cancel one item of a cash-on-delivery order', async ({ page, baseURL }) => {
  test.slow();
  await signedInCustomer(page);
  const api = await customerApi(page, baseURL);
  const [a, b, c] = await stockedProducts(page);
  if (!a || !b || !c) throw new Error('the demo store needs three products in stock');
  const older = await placeOrder(api, [item(a, 2), item(b)]);
  const newer = await placeOrder(api, [item(c)]);
  const lines = await api.getOrderLines();
  const lineA = lines.find((l) => l.CoOrderID === older.order_id && l.CoProductID === a.id)!;

  // The list: newest order first, each line with its details.
  await open(page, '/your-orders');
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toHaveAccessibleName(`#${newer.order_id}`);
  const card = orderCard(page, older.order_id);
  await expect(card).toContainText('Cash on Delivery');
  const rowA = lineRow(card, a.name);
  await expect(rowA.getByRole('link', { name: a.name, exact: true })).toHaveAttribute('href', `/product-category/${a.ASIN}`);
  const picture = rowA.getByRole('link', { name: `Open ${a.name}` }).getByRole('img', { name: a.name });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(rowA).toContainText(`Size:${lineA.CoSize}`);
  await expect(rowA).toContainText('Qty:2');
  await expect(rowA).toContainText(formatRupees(lineA.CoTotalPrice));
  await expect(rowA).toContainText(`${formatRupees(lineA.StandardPrice)} each`);
  await expect(rowA.getByText('Order Placed', { exact: true })).toBeVisible();

  // Track: the dialog titled "Tracking" with the order's real timeline.
  await card.getByRole('link', { name: `Track order #${older.order_id}` }).click();
  const tracking = page.getByRole('dialog', { name: 'Tracking' });
  await expect(tracking).toBeVisible();
  await expect(tracking.getByText(`Order #${older.order_id}`)).toBeVisible();
  const timeline = tracking.getByRole('list', { name: 'Order status timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(6);
  await expect(timeline.getByRole('listitem').first()).toContainText('Order Placed');
  await expect(timeline.getByRole('listitem').first()).toContainText('(current status)');
  await expect(timeline.getByRole('listitem').last()).toContainText('Delivered');
  await expect(timeline.getByRole('listitem').last()).toContainText('Pending');
  await expect(tracking).toContainText('Hyderabad');
  await tracking.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(tracking).toBeHidden();

  // Cancel goes to the form for that line.
  await rowA.getByRole('link', { name: `Cancel ${a.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cancellation-form\\?line=${lineA.CoOrderLineID}$`));
  await page.waitForSelector('html[data-hydrated]');
  await expect(page.getByRole('heading', { name: a.name })).toBeVisible();
  const reasons = page.getByRole('group', { name: 'Reason for cancellation' }).getByRole('radio');
  await expect(reasons).toHaveCount(cancellationReasons.length);
  for (const [i, reason] of cancellationReasons.entries()) await expect(reasons.nth(i)).toHaveAccessibleName(reason);
  const refund = page.getByRole('region', { name: 'Refund Details' });
  await expect(refund.getByTestId('refund-amount')).toHaveText('₹0');
  await expect(refund).toContainText('Refund not applicable for pay-on-delivery orders');

  // CANCEL stays disabled until both hold; pressing it early says what is missing.
  const cancel = page.getByRole('button', { name: 'CANCEL', exact: true });
  await expect(cancel).toBeDisabled();
  await cancel.click({ force: true });
  await expect(page.getByText(messages.cancellationReasonMissing)).toBeVisible();
  await expect(page.getByText(messages.cancellationCommentShortLong)).toBeVisible();
  await expect(page).toHaveURL(/\/cancellation-form\?/);
  await reasons.nth(1).check();
  await expect(page.getByText(messages.cancellationReasonMissing)).toBeHidden();
  const comments = page.getByRole('textbox', { name: 'Additional Comments' });
  await comments.fill('  too late  ');
  await expect(cancel).toBeDisabled();
  await expect(page.getByText(messages.cancellationCommentShortLong)).toBeVisible();
  await comments.fill('Bought it elsewhere, sorry.');
  await expect(page.getByText(messages.cancellationCommentShortLong)).toBeHidden();
  await expect(cancel).toBeEnabled();
  await cancel.click();

  // The result, then Done back to the list, where the item is cancelled and has no Cancel.
  await expect(page).toHaveURL(new RegExp(`/order-cancelled\\?line=${lineA.CoOrderLineID}$`));
  await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
  await expect(page.getByText(messages.oneItemCancelled)).toBeVisible();
  await expect(page.getByText('Refund not applicable for pay-on-delivery orders.')).toBeVisible();
  await expect(page.getByText(/confirmation of this cancellation by e-mail\/SMS/)).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/your-orders$/);
  await expect(rowA.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(rowA.getByRole('link', { name: /^Cancel/ })).toHaveCount(0);
  await expect(lineRow(card, b.name).getByRole('link', { name: `Cancel ${b.name}` })).toBeVisible();

  // The timeline records the item's cancellation and its reason.
  await card.getByRole('link', { name: `Track order #${older.order_id}` }).click();
  const cancelled = tracking.getByRole('listitem').filter({ hasText: 'Cancelled' });
  await expect(cancelled).toContainText(a.name);
  await expect(cancelled).toContainText(cancellationReasons[1]);
  await page.keyboard.press('Escape');
  await expect(tracking).toBeHidden();

  // A cancelled line cannot be cancelled again; the tracking page shows the whole order.
  await open(page, `/cancellation-form?line=${lineA.CoOrderLineID}`);
  await expect(page.getByText(messages.orderLineAlreadyCancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: 'CANCEL', exact: true })).toHaveCount(0);
  await open(page, `/track?order=${older.order_id}`);
  await expect(page).toHaveTitle(/^TrackYourOrder /);
  await expect(page.getByRole('heading', { name: `Order #${older.order_id}` })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Order status timeline' })).toContainText(a.name);
});

test('cancelling a paid online order refunds what was paid', async ({ page, baseURL }) => {
  await signedInCustomer(page);
  const api = await customerApi(page, baseURL);
  const [, , , product] = await stockedProducts(page);
  if (!product) throw new Error('the demo store needs four products in stock');
  const placed = await placeOrder(api, [item(product)], 'ONLINE');
  await payInSandbox(page, api, placed);
  const paid = await api.getOrderTracking(placed.order_id);

  await open(page, '/your-orders');
  const row = lineRow(orderCard(page, placed.order_id), product.name);
  await expect(row).toContainText('Online Payment · Paid');
  await row.getByRole('link', { name: `Cancel ${product.name}` }).click();
  await expect(page).toHaveURL(/\/cancellation-form\?line=/);
  await page.waitForSelector('html[data-hydrated]');
  const refund = page.getByRole('region', { name: 'Refund Details' });
  await expect(refund.getByTestId('refund-amount')).toHaveText(formatRupees(paid.total));
  await expect(refund).toContainText('original payment method within 7 business days');

  await page.getByRole('radio', { name: 'Ordered By Mistake' }).check();
  await page.getByRole('textbox', { name: 'Additional Comments' }).fill('Ordered the wrong colour.');
  await page.getByRole('button', { name: 'CANCEL', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
  const refunded = page.getByTestId('refund-line');
  await expect(refunded).toContainText(`Refund${formatRupees(paid.total)}`);
  await expect(refunded).toContainText('original payment method within 7 business days');
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(row.getByText(/^(Cancelled|Refunded)$/)).toBeVisible();
});

test('an item that shipped meanwhile cannot be cancelled; the list and the timeline show it shipped @server', async ({ page, baseURL }) => {
  await signedInCustomer(page);
  const api = await customerApi(page, baseURL);
  const product = (await stockedProducts(page))[5];
  if (!product) throw new Error('the demo store needs six products in stock');
  const placed = await placeOrder(api, [item(product)]);
  const [line] = (await api.getOrderLines()).filter((l) => l.CoOrderID === placed.order_id);

  // The form is open when the order ships: the server refuses, and the form says why.
  await open(page, `/cancellation-form?line=${line!.CoOrderLineID}`);
  moveOrder(placed.order_id, 'accepted');
  moveOrder(placed.order_id, 'packed');
  moveOrder(placed.order_id, 'shipped', '--courier', 'Delhivery', '--awb', 'DL123456789');
  await page.getByRole('radio', { name: 'Delayed Delivery Cancellation' }).check();
  await page.getByRole('textbox', { name: 'Additional Comments' }).fill('It is taking too long.');
  await page.getByRole('button', { name: 'CANCEL', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.orderLineNotCancellable })).toBeVisible();
  await expect(page).toHaveURL(/\/cancellation-form\?line=/);

  await open(page, '/your-orders');
  const row = lineRow(orderCard(page, placed.order_id), product.name);
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Cancel/ })).toHaveCount(0);
  await orderCard(page, placed.order_id).getByRole('link', { name: /^Track/ }).click();
  const steps = page.getByRole('dialog', { name: 'Tracking' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(1)).toContainText('Confirmed(completed)');
  await expect(steps.nth(2)).toContainText('Packed(completed)');
  await expect(steps.nth(3)).toContainText('Shipped');
  await expect(steps.nth(3)).toContainText('(current status)');
  await expect(steps.nth(4)).toContainText('Out for Delivery(not yet)');
  await open(page, `/cancellation-form?line=${line!.CoOrderLineID}`);
  await expect(page.getByText(messages.orderLineNotCancellable)).toBeVisible();
});

test.describe('without JavaScript @server', () => {
  test.use({ javaScriptEnabled: false });

  test('the cancellation form posts to the server, which checks it and cancels', async ({ page, baseURL }) => {
    await signedInCustomer(page);
    const api = await customerApi(page, baseURL);
    const [, , , , product] = await stockedProducts(page);
    if (!product) throw new Error('the demo store needs five products in stock');
    const placed = await placeOrder(api, [item(product)]);
    const [line] = (await api.getOrderLines()).filter((l) => l.CoOrderID === placed.order_id);

    await page.goto('/your-orders');
    await page.getByRole('link', { name: `Cancel ${product.name}` }).click();
    await page.getByRole('button', { name: 'CANCEL', exact: true }).click({ force: true });
    await expect(page.getByText(messages.cancellationReasonMissing)).toBeVisible();
    await expect(page.getByText(messages.cancellationCommentShortLong)).toBeVisible();

    await page.getByRole('radio', { name: 'Duplicate Order' }).check();
    await page.getByRole('textbox', { name: 'Additional Comments' }).fill('Placed this one twice.');
    await page.getByRole('button', { name: 'CANCEL', exact: true }).click({ force: true });
    await expect(page).toHaveURL(new RegExp(`/order-cancelled\\?line=${line!.CoOrderLineID}$`));
    await expect(page.getByText(messages.oneItemCancelled)).toBeVisible();
  });
});
