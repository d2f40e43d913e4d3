import { expect, test, type Page } from '@playwright/test';
import { deliveryDate, deliveryMessages, formatDeliveryDate, messages, pinCodeMessages } from '@haat/shared/rules';
import { signedInCustomer } from './support/accounts.ts';
import { stockedProducts } from './support/orders.ts';

// Issue 18's PIN codes in the browser, at desktop and phone width: the address form fills City /
// District and State from a PIN, and a product page's Check delivery answers for a PIN.

const zip = (page: Page) => page.getByRole('textbox', { name: 'Zip Code', exact: true });
const city = (page: Page) => page.getByRole('textbox', { name: 'City / District', exact: true });
const state = (page: Page) => page.getByRole('combobox', { name: 'State', exact: true });

test('a PIN fills City / District and State; an unknown one is named under Zip Code', async ({ page }) => {
  await signedInCustomer(page);
  await page.goto('/address-form');
  await page.waitForSelector('html[data-hydrated]');

  await zip(page).fill('560001');
  await expect(state(page)).toHaveValue('Karnataka');
  await expect(city(page)).toHaveValue('Bangalore');
  await expect(page.getByText('Bangalore, Karnataka')).toBeVisible();

  await zip(page).fill('999999');
  await expect(page.getByText(pinCodeMessages.unknown('999999'))).toBeVisible();
  await expect(zip(page)).toHaveAttribute('aria-invalid', 'true');

  // Another real PIN replaces the city it filled, but not one the shopper wrote.
  await zip(page).fill('600004');
  await expect(state(page)).toHaveValue('Tamil Nadu');
  await expect(city(page)).toHaveValue('Chennai');
  await expect(page.getByText(pinCodeMessages.unknown('999999'))).toBeHidden();
  await city(page).fill('Mylapore, Chennai');
  await zip(page).fill('600001');
  await expect(city(page)).toHaveValue('Mylapore, Chennai');

  // A state the PIN is not in is refused beside State, and the address saves once it agrees.
  for (const [label, value] of [['Name', 'Meera Iyer'], ['Email', 'meera.pin@example.in'], ['Mobile No', '9812345670'], ['Address', '22 Temple Street'], ['Locality / Town', 'Mylapore']]) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value!);
  }
  await state(page).selectOption('Kerala');
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByText(pinCodeMessages.stateDiffers('600001', 'Tamil Nadu'))).toBeVisible();
  await state(page).selectOption('Tamil Nadu');
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByText(messages.addressSaved)).toBeVisible();
});

test('Check delivery on a product page gives the day and COD, refuses a bad PIN, and remembers the PIN', async ({ page }) => {
  const [product] = await stockedProducts(page);
  await page.goto(`/product/${product!.ASIN}`);
  await page.waitForSelector('html[data-hydrated]');
  const box = page.getByRole('region', { name: 'Check delivery' });
  const pin = box.getByRole('textbox', { name: 'PIN code' });
  const check = box.getByRole('button', { name: 'Check' });

  await pin.fill('0560');
  await expect(pin).toHaveValue('0560');
  await check.click();
  await expect(box.getByText(pinCodeMessages.malformed)).toBeVisible();

  await pin.fill('999999');
  await check.click();
  await expect(box.getByText(pinCodeMessages.unknown('999999'))).toBeVisible();

  // The demo shop keeps the default rules: all of India, 7 working days, cash on delivery.
  await pin.fill('560001');
  await check.click();
  const day = formatDeliveryDate(deliveryDate(new Date(), 7));
  await expect(box.getByText(`Delivery by ${day}`)).toBeVisible();
  await expect(box.getByText('To Bangalore, Karnataka')).toBeVisible();
  await expect(box.getByText('Cash on delivery available')).toBeVisible();
  await expect(box.getByText(deliveryMessages.notServed('560001'))).toBeHidden();

  // Another product page, later: the PIN is there and answered without asking.
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await expect(pin).toHaveValue('560001');
  await expect(box.getByText(`Delivery by ${day}`)).toBeVisible();
});
