import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createStoreApi } from '@haat/shared/api';
import { createConsoleApi } from '@haat/shared/console-api';
import { codConfirmationMessages } from '@haat/shared/rules';
import { newCustomer, outboxDir } from './support/accounts.ts';
import { codCaptchaCode } from './support/cod-captcha.ts';
import { ownAddress } from './support/console-staff.ts';

// COD orders confirmed by a code to the shopper's mobile (issue 18, decision 044). The switch is
// store-wide, so the journey makes a shop of its own (npm run store:create, a product added through
// the console API) on a host of its own: the demo shop's other journeys keep placing COD orders
// that need no code. Chromium sends any *.localhost to this machine; the API calls made from the
// test itself name the shop in their Host header.

const repo = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3100';
const mobile = '9812345678';

/** A fresh shop on `host`, made as a reseller would (the CLI), and its owner's invitation token. */
function createShop(host: string, owner: string): string {
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'apps/server/src/db/cli-store-create.ts', '--name', 'Code Test Shop', '--host', host, '--owner', owner], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: path.join(repo, 'data/e2e', `shop-${port}.sqlite`), PORT: port, LOG_LEVEL: 'warn' },
  });
  const token = /\/console\/join\?token=(\S+)/.exec(result.stdout)?.[1];
  if (!token) throw new Error(`store:create printed no invitation: ${result.stdout}${result.stderr}`);
  return token;
}

/** The typed clients' transport through a Playwright request context (which keeps the Host header it is given). */
function through(requests: APIRequestContext) {
  return async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' ? undefined : Buffer.from(await request.arrayBuffer());
    const reply = await requests.fetch(request.url, { method: request.method, headers: Object.fromEntries(request.headers), ...(body ? { data: body } : {}) });
    return new Response(reply.status() === 204 ? null : new Uint8Array(await reply.body()), { status: reply.status(), headers: reply.headers() });
  };
}

/** The newest code texted about an order, read from the outbox folder (the SMS channel's local stand-in). */
async function latestCodeFor(orderId: number, after = 0): Promise<string> {
  let code: string | undefined;
  await expect.poll(() => {
    const dir = outboxDir();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes('-sms-') && f.endsWith('.json')).sort() : [];
    const texts = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string })
      .filter((sms) => sms.to === `+91${mobile}` && new RegExp(` (order|ऑर्डर) ${orderId} `).test(sms.text));
    code = texts.length > after ? /^([0-9]{6}) /.exec(texts.at(-1)!.text)?.[1] : undefined;
    return code !== undefined;
  }, { message: `an SMS with the code of order ${orderId} in ${outboxDir()}` }).toBe(true);
  return code!;
}

const catalogue = (domain: string, locale: 'en' | 'hi') =>
  JSON.parse(fs.readFileSync(path.join(repo, `apps/web/app/i18n/messages/${domain}/${locale}.json`), 'utf8')) as Record<string, string>;

/** What the journey reads and presses, in each language the shop speaks (decision 045). */
function wordsIn(locale: 'en' | 'hi') {
  const [auth, checkout, code, confirmed, orders] = ['auth', 'checkout', 'cod-confirmation', 'order-confirmation', 'orders'].map((domain) => catalogue(domain, locale)) as [Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>, Record<string, string>];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The countdown is a span of its own; its name may gain a space beside it.
  const sendNewIn = literal(auth.auth_resend_in!.replace('{label}', code.cod_confirm_send_new!)).replace(literal('{time}'), '\\s?0:\\d\\d\\s?');
  return {
    username: auth.auth_username_label!, password: auth.auth_password!, login: auth.auth_login!,
    captcha: checkout.checkout_enter_captcha_placeholder!, placeOrder: checkout.checkout_place_order!,
    confirmTitle: code.cod_confirm_title!, codeLabel: code.cod_confirm_code_label!, sendNewIn: new RegExp(`^${sendNewIn}$`),
    // The wrong code's words: the server's English, and the page's Hindi for it.
    codeWrong: locale === 'en' ? codConfirmationMessages.codeWrong : code.cod_code_wrong!,
    confirmed: confirmed.order_confirmed_title!,
    confirmLink: (id: number) => orders.orders_confirm_with_code!.replace('{id}', String(id)),
  };
}

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

for (const locale of ['en', 'hi'] as const) {
test(`a COD order waits for the code texted to the shopper: a wrong code is refused, the right one confirms it, and only then the console has it${locale === 'hi' ? ', in Hindi @phone' : ''}`, async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const words = wordsIn(locale);
  const id = crypto.randomBytes(4).toString('hex');
  const host = `cod-${id}.localhost`;
  const origin = `http://${host}:${port}`;
  const requests = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: { host: `${host}:${port}`, 'x-forwarded-for': ownAddress() } });
  const transport = { baseUrl: `http://127.0.0.1:${port}`, fetch: through(requests) };

  // The owner joins, adds one product in stock and turns the switch on, through the console API.
  const invitation = createShop(host, `owner.${id}@example.in`);
  const joined = await createConsoleApi(transport).join({ token: invitation, name: 'Meera Owner', password: 'Console2026' });
  const owner = createConsoleApi({ ...transport, headers: { authorization: `Bearer ${joined.token}` } });
  const group = await owner.groupCreate({ name: 'Women' });
  const category = await owner.categoryCreate({ name: 'Sarees', group_id: group.id });
  const product = await owner.productCreate({ name: 'Kanjeevaram Silk Saree', category_id: category.id, original_price: 4999, discount_price: 3999 });
  await owner.sizeCreate(product.id, { label: 'Free Size', stock: 5 });
  await owner.productPublish(product.id);
  const payments = await owner.paymentSettings();
  await owner.paymentSettingsUpdate({ ...payments, cod_confirmation: { enabled: true, minutes: 30 } });

  // The shopper has an account and an address on that shop, signs in and buys the saree, cash on delivery.
  const customer = newCustomer();
  expect((await requests.post('/api/insert_customer', { data: customer })).ok()).toBe(true);
  await hydrated(page, `${origin}/login${locale === 'hi' ? '?lang=hi' : ''}`);
  await page.getByRole('textbox', { name: words.username }).fill(customer.email);
  await page.getByLabel(words.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: words.login, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const token = (await page.context().cookies(origin)).find((c) => c.name === 'user_token')?.value;
  const shopper = createStoreApi({ ...transport, headers: { authorization: `Bearer ${token}` } });
  await shopper.addAddress({ name: 'Asha Verma', email: customer.email, mobile, address1: '14 Lake View Road', address2: 'Banjara Hills', city: 'Hyderabad', state: 'Telangana', pincode: '500034' });

  await hydrated(page, `${origin}/checkout2?buy=${product.id}&units=1&size=Free+Size`);
  const captchaId = page.locator('input[name="captchaId"]');
  await expect(page.getByTestId('captcha-code')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await page.getByPlaceholder(words.captcha).fill(codCaptchaCode(await captchaId.inputValue()));
  await page.getByRole('button', { name: words.placeOrder, exact: true }).click();

  // The confirm step: where the code went, and the field for it.
  await expect(page).toHaveURL(/\/order-confirmation\/confirm\?order=\d+$/);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  await expect(page.getByRole('heading', { name: words.confirmTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'hi' ? 'hi-IN' : 'en-IN');
  await expect(page.getByTestId('code-mobile')).toHaveText('+91 ******5678');
  const field = page.getByLabel(words.codeLabel);
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: words.sendNewIn })).toBeDisabled();

  // Waiting for its code, the order is on none of the console's tabs and cannot be accepted.
  const waiting = await owner.orderList({ state: 'to_accept' });
  expect(waiting.items.map((o) => o.id)).not.toContain(orderId);
  expect((await owner.orderGet(orderId)).status).toBe('awaiting_confirmation');

  const code = await latestCodeFor(orderId);
  await field.fill(code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText(words.codeWrong);
  await expect(field).toHaveValue('');
  await field.fill(code);

  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?order=${orderId}&placed=1$`));
  await expect(page.getByRole('heading', { name: words.confirmed })).toBeVisible();

  // Confirmed, it waits on "To accept" like any COD order, and the shopper's list no longer asks for the code.
  const toAccept = await owner.orderList({ state: 'to_accept' });
  expect(toAccept.items.map((o) => o.id)).toContain(orderId);
  await hydrated(page, `${origin}/your-orders`);
  await expect(page.getByRole('article', { name: `#${orderId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: words.confirmLink(orderId) })).toHaveCount(0);
  await requests.dispose();
});
}
