import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '@haat/shared/rules';
import { cookieMap, newCustomer, registerCustomer, signInByApi, type TestCustomer } from './support/accounts.ts';

// The account dashboard (accounts spec §2): its frame at both widths, Edit Profile and the
// password change, signing out, a dead session, and the footer's My Account links.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const sessionCookies = ['user_token', 'XSRF-TOKEN', 'user_name', 'email', 'mobile'];

/** Clicks only work once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A signed-in customer whose e-mail's local part reads as a name: rahul_sharma123@… → "Rahul Sharma". */
async function signedIn(page: Page): Promise<TestCustomer> {
  const customer = { ...newCustomer(), email: `rahul_sharma${crypto.randomInt(1e6, 1e9)}@example.in` };
  await registerCustomer(page.request, customer);
  await signInByApi(page, customer);
  return customer;
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function openEditProfile(page: Page) {
  await page.goto('/account-settings');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillPasswords(dialog: ReturnType<Page['getByRole']>, oldPassword: string, newPassword: string, confirm = newPassword) {
  await dialog.getByLabel('Old Password*', { exact: true }).fill(oldPassword);
  await dialog.getByLabel('New Password*', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm New Password*', { exact: true }).fill(confirm);
}

async function tokenWorks(page: Page, username: string, password: string): Promise<boolean> {
  const reply = await page.request.post('/token', { form: { username, password, grant_type: 'password' } });
  return reply.ok();
}

test('a guest at /UserProfile is sent to /login, which will bring them back', async ({ page }) => {
  await page.goto('/UserProfile');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FUserProfile$/);
});

test('the account home welcomes by the e-mail\'s name and has the five tiles and the dashboard frame', async ({ page }) => {
  await signedIn(page);
  await page.goto('/UserProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rahul Sharma!' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Account sections' });
  for (const [name, href] of [
    ['My Orders', '/your-orders'], ['Wishlist & Collections', '/wishlist'], ['Addresses', '/your-address'],
    ['Customer Support', '/CustomerSupport'], ['Account Settings', '/account-settings'],
  ] as const) {
    await expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }

  const sidebar = page.getByRole('navigation', { name: 'Account navigation' });
  const shortcuts = page.getByRole('navigation', { name: 'Account shortcuts' });
  const labels = ['Overview', 'My Orders', 'Wishlist', 'Account Settings', 'Saved Addresses', 'Help Center', 'Logout'];
  if (!isPhone(page)) {
    await expect(sidebar.getByRole('link')).toHaveText(labels);
    await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(shortcuts).toBeHidden();
    await hydrated(page);
    await sidebar.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(sidebar.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('aria-current', 'page');
    return;
  }
  // Phone: no sidebar; a bottom bar, and the same links in a drawer.
  await expect(sidebar).toBeHidden();
  await expect(shortcuts.getByRole('link')).toHaveText(['Home', 'Orders', 'Wishlist', 'Account']);
  await expect(shortcuts.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await hydrated(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account menu' });
  await expect(drawer.getByRole('link')).toHaveText(labels);
  await drawer.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('the profile shows name and e-mail; Edit Profile refuses a confirm that does not match', async ({ page }) => {
  const customer = await signedIn(page);
  await page.goto('/account-settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(`${customer.firstname} ${customer.lastname}`)).toBeVisible();
  await expect(profile.getByText(customer.email)).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Verify e-mail' })).toHaveAttribute('href', '/CreateAccountCard');

  const dialog = await openEditProfile(page);
  await expect(dialog.getByLabel('Name*', { exact: true })).toHaveValue(customer.firstname);
  await expect(dialog.getByLabel('Last Name*', { exact: true })).toHaveValue(customer.lastname);
  await expect(dialog.getByLabel('Email*', { exact: true })).toHaveValue(customer.email);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText(messages.fieldRequired)).toHaveCount(3);

  await fillPasswords(dialog, customer.password, 'Better456', 'Better457');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('New password and confirm password do not match.')).toBeVisible();
  expect(await tokenWorks(page, customer.email, customer.password)).toBe(true);
});

test('a wrong old password shows the server\'s message and changes nothing', async ({ page }) => {
  const customer = await signedIn(page);
  const dialog = await openEditProfile(page);
  await fillPasswords(dialog, 'Wrong1234', 'Better456');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.oldPasswordIncorrect);
  await expect(dialog).toBeVisible();
  expect(await tokenWorks(page, customer.email, 'Better456')).toBe(false);
});

test('a good change says "Password updated successfully!", and the new password signs in', async ({ page, context }) => {
  const customer = await signedIn(page);
  const dialog = await openEditProfile(page);
  await dialog.getByLabel('Name*', { exact: true }).fill('Meera');
  await fillPasswords(dialog, customer.password, 'Better456');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The new name is saved and shown, and the header's greeting cookie follows it.
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(`Meera ${customer.lastname}`)).toBeVisible();
  expect(decodeURIComponent((await cookieMap(context)).get('user_name') ?? '')).toContain('Meera');
  // The dashboard's frame (the server's HTML until something it shows changes) names the new name too.
  const frame = isPhone(page) ? page.getByRole('button', { name: 'Account menu' }).locator('..') : page.getByRole('navigation', { name: 'Account navigation' });
  await expect(frame.getByText(`Meera ${customer.lastname}`)).toBeVisible();
  expect(await tokenWorks(page, customer.email, 'Better456')).toBe(true);
  expect(await tokenWorks(page, customer.email, customer.password)).toBe(false);
  // The toast lasts 3 seconds.
  await expect(toast(page, 'Password updated successfully!')).toBeHidden({ timeout: 6000 });
});

test('Sign Out in the header revokes the token, clears the cookies and lands on /login', async ({ page, context }) => {
  await signedIn(page);
  const token = (await cookieMap(context)).get('user_token');
  expect(token).toBeTruthy();
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await cookieMap(context);
  for (const name of sessionCookies) expect(left.has(name), name).toBe(false);
  const refused = await page.request.post('/api/User_profile', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(refused.status()).toBe(401);
  // The shell knows: the account pages want a sign-in again.
  await page.goto('/UserProfile');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FUserProfile$/);
});

test('the /logout page shows the name and a Logout button, then "You are logged out" and "Login here"', async ({ page, context }) => {
  const customer = await signedIn(page);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.firstname) })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are logged out' })).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);
  expect((await cookieMap(context)).has('user_token')).toBe(false);
  await page.getByRole('link', { name: 'Login here' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a dead token at /account-settings goes to /login with "Session expired. Please log in again."', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'user_token', value: crypto.randomBytes(32).toString('base64url'), url: baseURL ?? '' }]);
  await page.goto('/account-settings');
  await expect(page).toHaveURL(/\/login\?expired=1&redirectTo=%2Faccount-settings$/);
  await expect(page.getByText(messages.sessionExpired)).toBeVisible();
  expect((await cookieMap(context)).has('user_token')).toBe(false);
});

test('a token revoked elsewhere: the next account page is /login, and the header forgets the name', async ({ page, context, request }) => {
  await signedIn(page);
  const token = (await cookieMap(context)).get('user_token');
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Profile menu' }).click();
  await expect(banner.getByText('Hello, Asha').filter({ visible: true })).toBeVisible();
  // Signed out from another device: this browser still holds the dead token.
  const revoked = await request.post('/api/Logout', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(revoked.ok()).toBe(true);
  await banner.getByRole('link', { name: 'Your Account' }).click();
  await expect(page).toHaveURL(/\/login\?expired=1&redirectTo=%2FUserProfile$/);
  await expect(page.getByText(messages.sessionExpired)).toBeVisible();
  await hydrated(page);
  await banner.getByRole('button', { name: 'Profile menu' }).click();
  await expect(banner.getByText('Hello, Sign in').filter({ visible: true })).toBeVisible();
});

test('the footer\'s My Account links go to /login for a guest, and on to their page after it', async ({ page }) => {
  await page.goto('/');
  const myAccount = page.getByRole('contentinfo').getByRole('navigation', { name: 'My Account' });
  const targets = { Account: '/UserProfile', Orders: '/your-orders', Wishlist: '/wishlist', 'Add to cart': '/addcart' };
  for (const [name, target] of Object.entries(targets)) {
    await expect(myAccount.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(target)}`);
  }
  await hydrated(page);
  await myAccount.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FUserProfile$/);
});

test('signed in, the footer\'s Account link opens the dashboard', async ({ page }) => {
  await signedIn(page);
  await page.goto('/');
  const myAccount = page.getByRole('contentinfo').getByRole('navigation', { name: 'My Account' });
  await expect(myAccount.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute('href', '/UserProfile');
});
