import { expect, test } from '@playwright/test';
import { catalogueMessages, consoleMessages } from '@haat/shared/console-api';
import { messages } from '@haat/shared/rules';
import { invitationPath, joinAsNewStaff, newStaff, ownAddress } from './support/console-staff.ts';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });

// Staff access to the reseller console (issue 15): joining from an invitation, signing in and
// out, the menu a role sees, and pages a role may not open.

/** Signing in and joining hash a password (Argon2id): slow on a busy machine. */
const hashing = { timeout: 20_000 };


test('an owner joins from an invitation, lands on the dashboard, signs out and in again', { tag: '@desktop' }, async ({ page }) => {
  // Five password hashes (join, three sign-ins): each can take seconds on a busy machine.
  test.setTimeout(90_000);
  const owner = newStaff('owner');
  const joinPath = invitationPath(owner.email, 'owner');
  await page.goto(joinPath);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  await expect(page.getByText('You are invited as Owner')).toBeVisible();
  await expect(page.getByText(messages.passwordNeedsUppercase)).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  // The confirmation must match before anything is sent.
  await page.getByLabel('Your name').fill(owner.name);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill('Something9');
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page.getByText(messages.passwordsDoNotMatch).first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page).toHaveURL(/\/console\/home$/, hashing);
  await expect(page.getByRole('heading', { name: `Hello, ${owner.name}` })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Console' });
  for (const entry of ['Products', 'Categories', 'Low stock', 'Import', 'Staff', 'Audit log']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }

  // The invitation worked once.
  await page.context().clearCookies();
  await page.goto(joinPath);
  await expect(page.getByText(consoleMessages.invitationUsed)).toBeVisible();

  await page.goto('/console/login');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill('Wrong2026x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(consoleMessages.badCredentials)).toBeVisible(hashing);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${owner.name}` })).toBeVisible(hashing);

  // A product this shop does not have is a 404 with the API's words, not a broken page.
  const missing = await page.goto('/console/products/2147483000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: catalogueMessages.productNotFound })).toBeVisible();
  await page.goto('/console/home');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  // Signed out means signed out: the console sends the visitor back to sign-in.
  await page.goto('/console/staff');
  await expect(page).toHaveURL(/\/console\/login\?next=%2Fconsole%2Fstaff$/);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console\/staff$/, hashing);
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
});

test('an owner invites a manager, sees the invitation pending, and revokes it', { tag: '@desktop' }, async ({ page }) => {
  await joinAsNewStaff(page, newStaff('owner'));
  await page.goto('/console/staff');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const email = `invited.${Date.now()}@example.in`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('manager');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Manager');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Invitation revoked.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('a packer sees no catalogue in the menu and is refused catalogue and staff pages by URL', { tag: '@desktop' }, async ({ page }) => {
  await joinAsNewStaff(page, newStaff('packer'));
  // A packer's console is Orders.
  await expect(page).toHaveURL(/\/console\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order states' }).getByRole('link', { name: /To accept/ })).toHaveAttribute('aria-current', 'page');
  const menu = page.getByRole('navigation', { name: 'Console' });
  await expect(menu.getByRole('link')).toHaveText(['Orders']);
  for (const path of ['/console/products', '/console/staff', '/console/categories', '/console/audit']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: consoleMessages.roleRefused })).toBeVisible();
  }
});

test('the sign-in page works on a phone, and the menu opens as a sheet', { tag: '@phone' }, async ({ page }) => {
  const manager = newStaff('manager');
  await joinAsNewStaff(page, manager);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await sheet.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your shop' })).toBeVisible();
  await page.getByLabel('E-mail').fill(manager.email);
  await page.getByLabel('Password').fill(manager.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${manager.name}` })).toBeVisible(hashing);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
});
