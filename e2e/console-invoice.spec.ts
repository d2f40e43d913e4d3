import { expect, test, type Page } from '@playwright/test';
import { legalMessages } from '@haat/shared/console-api';
import { gstinCheckCharacter } from '@haat/shared/rules';
import { signedInCustomer } from './support/accounts.ts';
import { joinAsNewStaff, newStaff, ownAddress } from './support/console-staff.ts';
import { customerApi, item, placeOrder, stockedProducts } from './support/orders.ts';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });

// GST invoices (issue 16): the owner fills in the shop's legal details (a mistyped GSTIN is
// refused beside its field), the storefront shows the seller and the grievance officer, a
// shopper's COD order is accepted, packed and shipped, and both the console and the shopper
// download its tax invoice as a PDF.

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** A Rajasthan GSTIN (state code 08) with a PAN-like body, and its right check character. */
const gstinBody = '08AAFCR4829K1Z';
const gstin = gstinBody + gstinCheckCharacter(gstinBody);
/** The same GSTIN with one wrong check character: a typing mistake. */
const mistyped = gstinBody + (gstinCheckCharacter(gstinBody) === 'A' ? 'B' : 'A');

const seller = {
  legalName: 'Rangrez Handlooms Private Limited',
  address: '12 Johari Bazaar, Jaipur 302003',
  officer: 'Kavita Rathore',
  email: 'grievance@rangrez.example.in',
};

async function pdfAt(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('an owner fills in the legal details; a shipped order\'s tax invoice downloads in the console and from /your-orders', { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await joinAsNewStaff(page, newStaff('owner'));

  await page.getByRole('link', { name: 'Legal & GST' }).first().click();
  await expect(page.getByRole('heading', { name: 'Legal & GST', level: 1 })).toBeVisible();
  await expect(page.getByLabel('GSTIN')).toHaveAccessibleDescription(/Printed on your tax invoices; orders delivered in your state are taxed as CGST \+ SGST, elsewhere as IGST\./);
  await page.getByLabel('Legal name').fill(seller.legalName);
  await page.getByLabel('GSTIN').fill(mistyped);
  await page.getByLabel('Registered address').fill(seller.address);
  await page.getByLabel('State', { exact: true }).selectOption('Rajasthan');
  await page.getByLabel('Name', { exact: true }).fill(seller.officer);
  await page.getByLabel('E-mail').fill(seller.email);
  await page.getByRole('button', { name: 'Save' }).click();
  // The server's check of the last character, beside the field; what was typed stays.
  await expect(page.getByLabel('GSTIN')).toHaveAccessibleDescription(new RegExp(legalMessages.gstinCheck.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByLabel('Legal name')).toHaveValue(seller.legalName);

  await page.getByLabel('GSTIN').fill(gstin.toLowerCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Invoices carry these details from now on, and the shop’s footer shows them.')).toBeVisible();
  await expect(page.getByLabel('GSTIN')).toHaveValue(gstin);

  // The storefront shows the seller and the grievance officer on its policy pages and in its footer.
  const shopper = await (await browser.newContext({ baseURL })).newPage();
  await open(shopper, '/ReturnPolicy');
  const officer = shopper.getByTestId('grievance-officer');
  await expect(officer.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
  await expect(officer).toContainText(seller.officer);
  await expect(officer.getByRole('link', { name: seller.email })).toHaveAttribute('href', `mailto:${seller.email}`);
  await expect(shopper.getByTestId('footer-seller')).toHaveText(
    `Sold by ${seller.legalName}, ${seller.address}, Rajasthan. GSTIN ${gstin}. Grievance officer: ${seller.officer}, ${seller.email}.`);

  // A shopper's COD order: accepted, packed and shipped from its page in the console.
  await signedInCustomer(shopper);
  const product = (await stockedProducts(shopper))[11];
  if (!product) throw new Error('the demo store needs more products in stock');
  const { order_id: orderId } = await placeOrder(await customerApi(shopper, baseURL), [item(product)]);

  await open(page, `/console/orders/${orderId}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByText('Marked packed.')).toBeVisible();
  const ship = page.getByRole('form', { name: 'Ship the order' });
  await ship.getByLabel('Courier').fill('Blue Dart');
  await ship.getByLabel('AWB number').fill('BD40021977');
  await ship.getByRole('button', { name: 'Ship: tell the shopper' }).click();
  await expect(page.getByText(/^Shipped: the shopper has the courier and AWB/)).toBeVisible();

  // The order page's Invoice link answers the tax invoice.
  const invoiceLink = page.getByRole('link', { name: 'Invoice', exact: true });
  await expect(invoiceLink).toHaveAttribute('href', `/console/orders/${orderId}/invoice.pdf`);
  await pdfAt(page, `/console/orders/${orderId}/invoice.pdf`);

  // The shopper's orders offer the same invoice once shipped.
  await open(shopper, '/your-orders');
  const download = shopper.getByRole('link', { name: `Download invoice of order #${orderId} (PDF)` });
  await expect(download).toBeVisible();
  await expect(download).toContainText('Download invoice');
  await pdfAt(shopper, (await download.getAttribute('href'))!);
  await shopper.context().close();
});
