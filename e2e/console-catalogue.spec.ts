import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { consoleMessages, imageMessages } from '@haat/shared/console-api';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { signedInCustomer } from './support/accounts.ts';
import { codCaptchaCode } from './support/cod-captcha.ts';
import { invitationPath, newStaff, ownAddress } from './support/console-staff.ts';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });

// The console's catalogue (issue 15): an owner makes a product with sizes, pictures and a
// description, publishes it, and a shopper finds and buys it; a CSV import shows a bad row by
// its line; on a phone, the product list and a stock change.


/** A small picture of one colour: each colour is another file to the shop (content-named). */
async function picture(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Joins from a fresh invitation; password hashing on a busy machine can take a while. */
async function joinAs(page: Page, role: 'owner' | 'manager') {
  const staff = newStaff(role);
  await open(page, invitationPath(staff.email, staff.role));
  await page.getByLabel('Your name').fill(staff.name);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByLabel('Confirm password').fill(staff.password);
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page.getByTestId('staff-name').first()).toHaveText(staff.name, { timeout: 30_000 });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

test('an owner creates a product with two sizes, three pictures and a description, publishes it, and a shopper finds and buys it', { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const id = crypto.randomBytes(3).toString('hex');
  const name = `Indigo block print kurta ${id}`;
  await joinAs(page, 'owner');

  await open(page, '/console/products/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Original price (₹)').fill('1499');
  // A selling price above the original is refused, with the server's message beside the field.
  await page.getByLabel('Selling price (₹)').fill('1999');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Selling price (₹)')).toHaveAccessibleDescription(/The selling price cannot be more than the original price\./);
  await page.getByLabel('Selling price (₹)').fill('999');
  const description = page.getByRole('textbox', { name: 'Full description' });
  await description.click();
  await page.keyboard.type('Hand block printed in Jaipur. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  // Typing before the editor has taken the bold mark puts the first letter outside it.
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Pure cotton.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/console\/products\/\d+\?created=1$/);
  await expect(page.getByText('Saved as a draft.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full description' }).locator('strong')).toHaveText('Pure cotton.');

  // Publishing needs a size: the server says so.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Add at least one size before publishing this product.').first()).toBeVisible();

  for (const [label, stock] of [['M', '6'], ['L', '4']] as const) {
    await page.getByLabel('New size label').fill(label);
    await page.getByLabel('New size SKU').fill(`E2E-${id}-${label}`);
    await page.getByLabel('New size stock').fill(stock);
    await page.getByRole('button', { name: 'Add size' }).click();
    await expect(page.getByTestId(`size-${label}`)).toContainText(`${stock} in stock`);
  }

  // A file that only claims to be a picture is refused by its content, and says so.
  await page.getByLabel('Add pictures').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('alert')).toHaveText(imageMessages.notAnImage);
  await page.getByLabel('Add pictures').setInputFiles([
    await picture('front.png', { r: 40, g: 60, b: 160 }), await picture('back.png', { r: 200, g: 120, b: 40 }), await picture('detail.png', { r: 30, g: 140, b: 90 }),
  ]);
  const pictures = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem');
  await expect(pictures).toHaveCount(3);
  // The third becomes the main one.
  await page.getByRole('button', { name: 'Make picture 3 the main one' }).click();
  await expect(pictures.first().getByText('Main')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: shoppers can find and buy it now.')).toBeVisible();

  // Two tabs on one product: the second save is refused as stale, with a way to reload.
  const other = await page.context().newPage();
  await open(other, page.url());
  await page.getByLabel('Short description').fill('Soft cotton, hand printed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await other.getByLabel('Short description').fill('Written in the other tab');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText(consoleMessages.staleEdit)).toBeVisible();
  await other.getByRole('link', { name: 'Reload the product' }).click();
  await expect(other.getByLabel('Short description')).toHaveValue('Soft cotton, hand printed');
  await other.close();

  // A shopper, in a browser of their own, searches for it and buys size L, cash on delivery.
  const shopper = await (await browser.newContext({ baseURL })).newPage();
  await signedInCustomer(shopper);
  await shopper.goto('/');
  await shopper.waitForLoadState('networkidle');
  const box = shopper.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await box.fill(name);
  await box.press('Enter');
  await shopper.getByTestId('product-card').filter({ hasText: name }).first().getByRole('link', { name, exact: true }).click();
  await expect(shopper).not.toHaveURL(/Product-Serach/, { timeout: 15_000 });
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await shopper.waitForSelector('html[data-hydrated]');
  await expect(shopper.getByText('Hand block printed in Jaipur.')).toBeVisible();
  await shopper.locator('#product-size').getByRole('button', { name: /^L$/ }).click();
  await shopper.getByRole('button', { name: 'Buy Now' }).filter({ visible: true }).first().click();
  await expect(shopper).toHaveURL(/\/checkout2\?buy=\d+/);
  await shopper.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Kavya Rao');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('kavya.rao@example.in');
  await dialog.getByRole('textbox', { name: 'Mobile No', exact: true }).fill('9876501234');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('14 Lake View Road');
  await dialog.getByRole('textbox', { name: 'Locality / Town', exact: true }).fill('Indiranagar');
  await dialog.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
  await dialog.getByRole('textbox', { name: 'City / District', exact: true }).fill('Bengaluru');
  await dialog.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('560038');
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await shopper.getByPlaceholder('Enter code shown above *').fill(codCaptchaCode(await shopper.locator('input[name="captchaId"]').inputValue()));
  await shopper.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(shopper.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await shopper.context().close();

  // The order took one L: the console's stock and its history say so.
  await page.reload();
  await expect(page.getByTestId('size-L')).toContainText('3 in stock');
  await expect(page.getByRole('region', { name: 'Stock history' })).toContainText('Order');
});

test('a CSV import shows the line of a bad row before anything is written, then imports the good one', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(120_000);
  await joinAs(page, 'owner');
  const exported = await page.request.get('/console/products/export.csv');
  expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
  const [header, sample] = parse(await exported.text(), { bom: true, relax_column_count: true }) as string[][];
  const row = Object.fromEntries(header!.map((column, index) => [column, sample![index] ?? '']));
  const id = crypto.randomBytes(3).toString('hex');
  const good = { ...row, sku: `IMP-${id}-1`, product: `imported-scarf-${id}`, name: `Imported scarf ${id}`, description: '', short_description: 'Soft', images: '', status: 'draft' };
  const bad = { ...good, sku: `IMP-${id}-2`, product: `imported-stole-${id}`, name: `Imported stole ${id}`, discount_price: 'ninety' };
  const csv = stringify([good, bad], { header: true, columns: header });

  await open(page, '/console/import');
  await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const job = page.getByTestId('import-job');
  await expect(job).toHaveAttribute('data-state', 'done');
  await expect(job.getByRole('list', { name: 'Errors by line' })).toContainText('Line 3');
  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(page.getByText('Import finished: 1 rows saved, 1 left out')).toBeVisible();

  await open(page, `/console/products?q=IMP-${id}-1`);
  await expect(page.getByRole('table', { name: 'Products' })).toContainText(`Imported scarf ${id}`);
});

test('on a phone, the product list shows cards and a size’s stock is changed with a reason', { tag: '@phone' }, async ({ page }) => {
  await joinAs(page, 'manager');
  await open(page, '/console/products?status=published');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' })).toBeHidden();
  await cards.first().getByRole('link').click();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const size = page.locator('[data-testid^="size-"]').first();
  const before = Number(/(\d+) in stock/.exec(await size.innerText())?.[1] ?? 0);
  await size.getByRole('button', { name: 'Stock' }).click();
  const adjust = page.getByRole('form', { name: /^Adjust stock of / });
  await adjust.getByRole('button', { name: 'One more' }).click();
  await adjust.getByLabel('Why').selectOption('count');
  await adjust.getByLabel('Note').fill('Shelf count');
  await adjust.getByRole('button', { name: 'Save stock' }).click();
  await expect(size).toContainText(`${before + 2} in stock`);
  await expect(page.getByRole('region', { name: 'Stock history' })).toContainText('Shelf count');
});

test('categories: a new group gets a category and a subcategory, and deleting one that holds products is refused with the count', { tag: '@desktop' }, async ({ page }) => {
  await joinAs(page, 'manager');
  await open(page, '/console/categories');
  const id = crypto.randomBytes(3).toString('hex');
  await page.getByLabel('New group (Women, Home…)').fill(`Festive ${id}`);
  await page.getByRole('button', { name: 'Add group' }).click();
  const group = page.getByTestId(`group-Festive ${id}`);
  await group.getByLabel(`New category in Festive ${id}`).fill('Diyas');
  await group.getByRole('button', { name: 'Add', exact: true }).click();
  await group.getByLabel('New subcategory of Diyas').fill('Clay diyas');
  await group.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(group).toContainText('Clay diyas');

  // The seeded Sarees category holds products: the shop refuses and says how many.
  const sarees = page.getByTestId('group-Women');
  await sarees.getByRole('button', { name: 'Delete Sarees', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/This category still has \d+ products\. Move them to another category first/)).toBeVisible();
});
