import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@haat/shared/rules';
import { signedInCustomer } from './support/accounts.ts';

// Saved addresses (/your-address) and the address form modal, at desktop and phone width:
// validation, add, edit, a second address, removal with its confirmation.

interface AddressFields {
  name: string;
  email: string;
  mobile: string;
  address: string;
  locality: string;
  state: string;
  city: string;
  zip: string;
}

const home: AddressFields = {
  name: 'Asha Devi Verma', email: 'asha.home@example.in', mobile: '9876543210', address: '14 Lake View Road',
  locality: 'Banjara Hills', state: 'Telangana', city: 'Hyderabad', zip: '500034',
};
const office: AddressFields = {
  name: 'Ravi Kumar', email: 'ravi.office@example.in', mobile: '9123456780', address: '3rd Floor, Cyber Towers',
  locality: 'HITEC City', state: 'Karnataka', city: 'Bengaluru', zip: '560001',
};

const labels = {
  name: 'Name', email: 'Email', mobile: 'Mobile No', address: 'Address', locality: 'Locality / Town',
  state: 'State', city: 'City / District', zip: 'Zip Code',
} as const;

/** A form field by its accessible name (the required mark beside each label is hidden from it). */
const field = (scope: Locator | Page, key: keyof typeof labels) =>
  scope.getByRole(key === 'state' ? 'combobox' : 'textbox', { name: labels[key], exact: true });
const addressDialog = (page: Page, title: 'Add New Address' | 'Edit Address') => page.getByRole('dialog', { name: title });
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

async function openAddresses(page: Page) {
  await page.goto('/your-address');
  await page.waitForSelector('html[data-hydrated]');
  await expect(page.getByRole('heading', { name: 'Select Delivery Address' })).toBeVisible();
}

async function fill(dialog: Locator, address: AddressFields) {
  for (const key of ['name', 'email', 'mobile', 'address', 'locality', 'city', 'zip'] as const) await field(dialog, key).fill(address[key]);
  await field(dialog, 'state').selectOption(address.state);
}

async function addAddress(page: Page, address: AddressFields) {
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = addressDialog(page, 'Add New Address');
  await fill(dialog, address);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText(messages.addressSaved)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a guest is sent to log in and brought back to the saved addresses', async ({ page }) => {
  await page.goto('/your-address');
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/your-address');
});

test('add with validation, edit, add a second, remove one', async ({ page }) => {
  // A whole journey of eleven round trips: give it the room of three ordinary tests.
  test.slow();
  await signedInCustomer(page);
  await openAddresses(page);
  await expect(page.getByText(messages.noAddresses)).toBeVisible();

  // Add: every field is required first.
  const addButton = page.getByRole('button', { name: 'Add New Address' });
  await addButton.click();
  const dialog = addressDialog(page, 'Add New Address');
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText(messages.fieldRequired, { exact: true })).toHaveCount(8);
  for (const key of Object.keys(labels) as Array<keyof typeof labels>) {
    await expect(field(dialog, key), key).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(field(dialog, 'name')).toBeFocused();

  // A field's message clears as soon as it is edited.
  await field(dialog, 'name').fill(home.name);
  await expect(field(dialog, 'name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(messages.fieldRequired, { exact: true })).toHaveCount(7);

  // Mobile and zip: digits only, cut to 10 and 6 while typing, exact lengths on submit.
  await field(dialog, 'mobile').pressSequentially('98a76-5');
  await expect(field(dialog, 'mobile')).toHaveValue('98765');
  await fill(dialog, { ...home, mobile: '98765', zip: '5000' });
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText(messages.mobileTenDigits)).toBeVisible();
  await expect(dialog.getByText(messages.zipSixDigits)).toBeVisible();
  await expect(dialog.getByText(messages.fieldRequired, { exact: true })).toHaveCount(0);
  await field(dialog, 'mobile').press('End');
  await field(dialog, 'mobile').pressSequentially('43210999');
  await expect(field(dialog, 'mobile')).toHaveValue(home.mobile);
  await expect(dialog.getByText(messages.mobileTenDigits)).toBeHidden();
  await field(dialog, 'zip').press('End');
  await field(dialog, 'zip').pressSequentially('3412');
  await expect(field(dialog, 'zip')).toHaveValue(home.zip);
  await expect(dialog.getByText(messages.zipSixDigits)).toBeHidden();

  // Saved: the message and OK, which closes the modal over the reloaded list.
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText(messages.addressSaved)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const first = card(page, home.name);
  await expect(first).toContainText(home.address);
  await expect(first).toContainText(`${home.city}, ${home.state} - ${home.zip}`);
  await expect(first.getByText('Default', { exact: true })).toBeVisible();
  await expect(first.getByRole('radio')).toBeChecked();

  // Edit it.
  await first.getByRole('button', { name: /^Edit/ }).click();
  const editDialog = addressDialog(page, 'Edit Address');
  await expect(field(editDialog, 'name')).toHaveValue(home.name);
  await expect(field(editDialog, 'state')).toHaveValue(home.state);
  await field(editDialog, 'address').fill('22 Jubilee Hills Road');
  await editDialog.getByRole('button', { name: 'Update Address' }).click();
  await expect(editDialog.getByText(messages.addressUpdated)).toBeVisible();
  await editDialog.getByRole('button', { name: 'OK' }).click();
  await expect(editDialog).toBeHidden();
  await expect(first).toContainText('22 Jubilee Hills Road');

  // A second address: listed after the first, not the default; the radio choice moves locally.
  await addAddress(page, office);
  const second = card(page, office.name);
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(second.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('radio') }).first()).toContainText(home.name);
  await second.getByRole('radio').check();
  await expect(first.getByRole('radio')).not.toBeChecked();

  // Remove the first: Cancel keeps it, Confirm removes it, and it stays gone after a reload.
  await first.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('alertdialog', { name: messages.deleteAddressTitle });
  await expect(confirm).toContainText(messages.deleteAddressQuestion);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: /^Remove/ }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(first).toHaveCount(0);
  await expect(page.getByText(messages.addressRemoved)).toBeVisible();
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await expect(card(page, office.name)).toBeVisible();
  await expect(card(page, home.name)).toHaveCount(0);
  await expect(card(page, office.name).getByText('Default', { exact: true })).toBeVisible();
});

test('Escape and Cancel close the form without saving; focus goes back', async ({ page }) => {
  await signedInCustomer(page);
  await openAddresses(page);
  const addButton = page.getByRole('button', { name: 'Add New Address' });
  await addButton.click();
  const dialog = addressDialog(page, 'Add New Address');
  await field(dialog, 'name').fill('Not Saved');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();
  // Opened again, the form starts empty.
  await addButton.click();
  await expect(field(dialog, 'name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.noAddresses)).toBeVisible();
});

test('server refusals show as "Error submitting address: …"; a lapsed session asks to log in', async ({ page, context }) => {
  test.slow();
  await signedInCustomer(page);
  // Fill the address book to its limit of 50 through the API (cookie session, XSRF echoed).
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const body = {
    name: 'Filler', email: 'f@example.in', mobile: '9876543210', address1: 'a', address2: 'b', city: 'c', state: 'Goa',
    pincode: '403001', country: 'India', district: '',
  };
  for (let i = 0; i < 50; i += 1) {
    const reply = await page.request.post('/api/insert_Customer_add', { data: body, headers: { 'x-xsrf-token': xsrf } });
    expect(reply.ok(), await reply.text()).toBe(true);
  }
  await openAddresses(page);
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = addressDialog(page, 'Add New Address');
  await fill(dialog, home);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Error submitting address: ${messages.addressLimitReached}`);
  await expect(dialog.getByRole('button', { name: 'Add Address' })).toBeVisible();

  // The session cookies went away (signed out in another tab): the form says to log in.
  await context.clearCookies();
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(messages.addressNeedsLogin);
  const href = await alert.getByRole('link', { name: 'Login' }).getAttribute('href');
  expect(new URL(href ?? '', 'http://x').searchParams.get('redirectTo')).toBe('/your-address');
});
