import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@haat/shared/rules';
import { cookieMap, latestMailTo, newCustomer, registerCustomer, signInByApi, type TestCustomer } from './support/accounts.ts';

// The sign-in side screens (accounts spec §2 Login, Register, Forgot password; §5; §8) against
// the real Store API of the e2e server, at desktop and phone width.

/** Clicks only work once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Holds the route's action requests back a little, so the busy label can be seen. */
async function slowActions(page: Page, path: string) {
  await page.route(`**${path}.data*`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('E-mail or mobile number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test('register: every validation message, then "Registration successful!" and on to /login', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/register');
  await expect(page).toHaveTitle(/^Register /);
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');

  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.click();
  for (const label of ['First name', 'Last name', 'E-mail', 'Password', 'Confirm password']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(messages.fieldRequired);
  }
  const mobile = page.getByLabel('Mobile number');
  await expect(mobile).toHaveAccessibleDescription(messages.phoneTenDigits);
  // The first field with a problem gets the focus.
  await expect(page.getByLabel('First name')).toBeFocused();

  const email = page.getByLabel('E-mail', { exact: true });
  await email.fill('asha.example.in');
  await expect(email).toHaveAccessibleDescription(messages.emailInvalid);
  await mobile.fill('98765');
  await expect(mobile).toHaveAccessibleDescription(messages.phoneTenDigits);

  // Each password rule, live as the shopper types.
  const password = page.getByLabel('Password', { exact: true });
  const rules: Array<[string, string[]]> = [
    ['abc', [messages.passwordTooShort, messages.passwordNeedsUppercase, messages.passwordNeedsNumber]],
    ['ABCDEFGH1', [messages.passwordNeedsLowercase]],
    ['Abcdefghijklmnop1', [messages.passwordTooLong]],
    ['Abcdefghij', [messages.passwordNeedsNumber]],
  ];
  for (const [value, problems] of rules) {
    await password.fill(value);
    await expect(password).toHaveAccessibleDescription(problems.join(' '));
  }
  await password.fill(customer.password);
  await expect(page.getByText(messages.passwordNeedsNumber)).toHaveCount(0);
  const confirm = page.getByLabel('Confirm password', { exact: true });
  await confirm.fill(`${customer.password}x`);
  await expect(confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);

  // The toggle shows what was typed.
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByLabel('First name').fill(customer.firstname);
  await page.getByLabel('Last name').fill(customer.lastname);
  await email.fill(customer.email);
  await mobile.fill(customer.mobileno);
  await confirm.fill(customer.password);
  await slowActions(page, '/register');
  await submit.click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  const dialog = page.getByRole('dialog', { name: messages.registrationSuccessful });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail or mobile number')).toHaveValue(customer.email);

  // The account works.
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: messages.loginSuccessful })).toBeVisible();
});

test('register: an e-mail already in use shows the server\'s message', async ({ page, request }) => {
  const existing = await registerCustomer(request);
  const customer = newCustomer();
  await page.goto('/register');
  await hydrated(page);
  await page.getByLabel('First name').fill(customer.firstname);
  await page.getByLabel('Last name').fill(customer.lastname);
  await page.getByLabel('E-mail', { exact: true }).fill(existing.email);
  await page.getByLabel('Mobile number').fill(customer.mobileno);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.emailTaken);
  await expect(page).toHaveURL(/\/register$/);
});

test('login: good credentials say "Login Successful", set the session and go home', async ({ page, context, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Login /);
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Verify your account' })).toHaveAttribute('href', '/CreateAccountCard');

  // Both fields are required.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('E-mail or mobile number')).toHaveAccessibleDescription(messages.fieldRequired);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(messages.fieldRequired);

  await fillLogin(page, customer.email, customer.password);
  await slowActions(page, '/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByRole('dialog', { name: messages.loginSuccessful })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'user_token')?.httpOnly).toBe(true);
  expect(decodeURIComponent((await cookieMap(context)).get('email') ?? '')).toBe(customer.email);
});

test('login: the mobile number works as the username too', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/login');
  await hydrated(page);
  await fillLogin(page, customer.mobileno, customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: messages.loginSuccessful })).toBeVisible();
});

test('login: a wrong password says so and keeps the shopper on the page', async ({ page, context, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/login');
  await hydrated(page);
  await fillLogin(page, customer.email, 'Wrong1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
  await expect(page).toHaveURL(/\/login$/);
  expect((await cookieMap(context)).has('user_token')).toBe(false);
});

test('login: a signed-in visitor is sent on to /checkout2', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInByApi(page, customer);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/checkout2$/);
});

test('login: redirectTo is honoured, a foreign one is not', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/login?redirectTo=%2Fwishlist');
  await hydrated(page);
  await fillLogin(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: messages.loginSuccessful })).toBeVisible();
  await expect(page).toHaveURL(/\/wishlist$/);

  await page.context().clearCookies();
  await page.goto('/login?redirectTo=%2F%2Fevil.example%2Fsteal');
  await hydrated(page);
  await fillLogin(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: messages.loginSuccessful })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('login: ?expired=1 says the session expired', async ({ page }) => {
  await page.goto('/login?expired=1&redirectTo=%2Fyour-address');
  await expect(page.getByRole('status').filter({ hasText: messages.sessionExpired })).toBeVisible();
});

test('login: without JavaScript the form still signs in and goes straight on', async ({ browser, request, baseURL }) => {
  const customer = await registerCustomer(request);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/login?redirectTo=%2Fwishlist');
  await fillLogin(page, customer.email, 'Wrong1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
  await fillLogin(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  expect((await cookieMap(context)).has('user_token')).toBe(true);
  await context.close();
});

/** A product whose first in-stock size can be bought. */
async function buyableProduct(request: APIRequestContext) {
  const reply = await request.post('/api/GetProductsByIds', { data: { ids: Array.from({ length: 60 }, (_, i) => i + 1) } });
  const products = (await reply.json()) as Array<{ ASIN: string; sizes: Array<{ Size_Desc: string; Stock: number }>; color: string | string[] }>;
  const product = products.find((p) => p.sizes.some((s) => s.Stock > 0));
  if (!product) throw new Error('the demo store needs a product in stock');
  return { product, size: product.sizes.find((s) => s.Stock > 0)!.Size_Desc };
}

test('login: after Buy Now the shopper comes back to /checkout2', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const { product, size } = await buyableProduct(request);
  await page.goto(`/product/${product.ASIN}`);
  await hydrated(page);
  await page.getByRole('group', { name: /Select Size/ }).getByRole('button', { name: size, exact: true }).click();
  const colours = (Array.isArray(product.color) ? product.color : product.color.split(',')).map((c) => c.trim()).filter(Boolean);
  if (colours.length > 1) await page.getByRole('combobox', { name: /Colour/ }).selectOption(colours[0] ?? '');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: messages.loginSuccessful })).toBeVisible();
  // The Buy Now choice travels in the checkout link (docs/spec-deviations.md).
  await expect(page).toHaveURL(/\/checkout2\?buy=\d+&units=1&size=/);
});

/** The reset link of the newest reset mail, as a path on the test server. */
async function resetLinkFor(customer: TestCustomer): Promise<string> {
  const mail = await latestMailTo(customer.email);
  const link = /https?:\/\/\S+?\/reset-password\?token=[^\s"'<>)]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('forgot → mailed link → reset (rules enforced) → result → sign in; the link works once', async ({ page, request }) => {
  // Two password hashes on sign-up and reset, two sign-ins and five pages: long on a busy machine.
  test.slow();
  const customer = await registerCustomer(request);
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(/^ResetPassword /);
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(email).toHaveAccessibleDescription(messages.fieldRequired);
  await email.fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(messages.resetRequested)).toBeVisible();

  const link = await resetLinkFor(customer);
  await page.goto(link);
  await hydrated(page);
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const newPassword = 'Fresh4567';
  await password.fill('short');
  await confirm.fill('other');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(password).toHaveAccessibleDescription([messages.passwordTooShort, messages.passwordNeedsUppercase, messages.passwordNeedsNumber].join(' '));
  await expect(confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
  await password.fill(newPassword);
  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText(customer.mobileno)).toBeVisible();
  await expect(page.getByText(customer.lastname)).toBeVisible();
  await page.getByRole('link', { name: /^Login/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password is gone, the new one works.
  await hydrated(page);
  await fillLogin(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
  await fillLogin(page, customer.email, newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: messages.loginSuccessful })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // A used link is refused with the server's reason.
  await page.context().clearCookies();
  await page.goto(link);
  await hydrated(page);
  await page.getByLabel('New password', { exact: true }).fill('Another789');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another789');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.resetLinkUsed);
});

test('reset-password without a token says so and links to a new request', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'This reset link is incomplete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});
