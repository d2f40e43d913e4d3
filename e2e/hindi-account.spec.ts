import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, newCustomer } from './support/accounts.ts';
import { expectHindi, storeData } from './support/hindi.ts';
import { customerApi, item, placeOrder, stockedProducts } from './support/orders.ts';

// The shopper's account in Hindi on a phone (decision 045), as a shopper walks it: join, verify
// the account with the code from the outbox, sign in, add an address that a PIN fills, see the
// orders, track one and cancel an item. Each screen is searched for English of ours (what is
// seen or heard: text, labels, placeholders) once the store's data and the shopper's own are out;
// test/hindi-account-pages.test.ts renders the states this journey does not reach.

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('joins, verifies, signs in, adds an address by PIN, tracks and cancels, all in Hindi @phone', async ({ page, context, baseURL }) => {
  test.slow();
  await context.addCookies([{ name: 'locale', value: 'hi', url: baseURL! }]);
  const customer = newCustomer();
  const home = { name: 'Meera Iyer', email: 'meera.home@example.in', mobile: '9812345670', address: '22 MG Road', locality: 'Shivajinagar' };
  const products = await stockedProducts(page);
  const data = storeData([
    customer.firstname, customer.lastname, `${customer.firstname} ${customer.lastname}`, customer.email, customer.mobileno, customer.email.split('@')[0]!,
    home.name, home.email, home.address, home.locality, 'Bangalore', '560001',
    // The code step names the address masked (decision 017): a***@example.in.
    'example.in',
  ]);

  // Join: the form's messages in Hindi first, then the account.
  await page.goto('/register');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page.getByText('यह जानकारी ज़रूरी है').first()).toBeVisible();
  await page.getByLabel('ईमेल', { exact: true }).fill('asha');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('abc');
  await page.getByLabel('कन्फ़र्म पासवर्ड', { exact: true }).fill('abd');
  await page.getByLabel('पहला नाम', { exact: true }).click();
  await expectHindi(page, data, 'registration with problems');
  await page.getByLabel('पहला नाम', { exact: true }).fill(customer.firstname);
  await page.getByLabel('उपनाम', { exact: true }).fill(customer.lastname);
  await page.getByLabel('ईमेल', { exact: true }).fill(customer.email);
  await page.getByLabel('मोबाइल नंबर', { exact: true }).fill(customer.mobileno);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(customer.password);
  await page.getByLabel('कन्फ़र्म पासवर्ड', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  const joined = page.getByRole('dialog', { name: 'रजिस्ट्रेशन हो गया!' });
  await expect(joined).toBeVisible();
  await expectHindi(page, data, 'registered', joined);
  await joined.getByRole('button', { name: 'लॉग इन पर जाएँ' }).click();

  // Sign in: the new account's e-mail is filled in.
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await expect(page.getByLabel('ईमेल या मोबाइल नंबर', { exact: true })).toHaveValue(customer.email);
  await expectHindi(page, data, 'login');
  await page.getByLabel('पासवर्ड', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'लॉग इन हो गया' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Verify the account with the code the shop mailed.
  await page.goto('/CreateAccountCard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'अपना अकाउंट वेरिफ़ाई करें' })).toBeVisible();
  await expect(page.getByLabel('ईमेल पता', { exact: true })).toHaveValue(customer.email);
  await expectHindi(page, data, 'verification: where to send the code');
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page.getByRole('heading', { name: 'वेरिफ़िकेशन कोड डालें' })).toBeVisible();
  await expect(page.getByText(/किसी अकाउंट का है, तो हमने उस पर 6 अंकों का कोड भेज दिया है।/)).toBeVisible();
  await expectHindi(page, data, 'verification: the code');
  // The newest mail to the shopper that holds a code (a welcome mail may come first).
  let code: string | undefined;
  await expect.poll(async () => (code = /\b([0-9]{6})\b/.exec((await latestMailTo(customer.email)).text)?.[1])).toBeTruthy();
  await page.getByRole('textbox', { name: '6 में से अंक 1' }).focus();
  await page.keyboard.type(code!);
  await expect(page).toHaveURL(/\/AccountVerifiedCard\?via=email$/);
  await expect(page.getByRole('heading', { name: 'अकाउंट वेरिफ़ाई हो गया' })).toBeVisible();
  await expectHindi(page, data, 'account verified');

  // The account home.
  await page.goto('/UserProfile');
  await hydrated(page);
  await expectHindi(page, data, 'account home');

  // Add an address: the PIN fills City / District and State, the list reads Hindi.
  await page.goto('/your-address');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'डिलीवरी का पता चुनें' })).toBeVisible();
  await expectHindi(page, data, 'no saved addresses');
  await page.getByRole('button', { name: 'नया पता जोड़ें' }).click();
  const dialog = page.getByRole('dialog', { name: 'नया पता जोड़ें' });
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await box('पिन कोड').fill('560001');
  await expect(dialog.getByRole('combobox', { name: 'राज्य' })).toHaveValue('Karnataka');
  await expect(box('शहर / ज़िला')).toHaveValue('Bangalore');
  await expect(dialog.getByText('Bangalore, कर्नाटक')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'राज्य' }).locator('option:checked')).toHaveText('कर्नाटक');
  await dialog.getByRole('button', { name: 'पता जोड़ें' }).click();
  await expect(dialog.getByText('यह जानकारी ज़रूरी है').first()).toBeVisible();
  await expectHindi(page, data, 'address form with problems', dialog);
  await box('नाम').fill(home.name);
  await box('ईमेल').fill(home.email);
  await box('मोबाइल नंबर').fill(home.mobile);
  await box('पता').fill(home.address);
  await box('इलाका / कस्बा').fill(home.locality);
  await dialog.getByRole('button', { name: 'पता जोड़ें' }).click();
  await expect(dialog.getByText('आपका पता सेव हो गया है!')).toBeVisible();
  await dialog.getByRole('button', { name: 'ठीक है' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bangalore, कर्नाटक - 560001')).toBeVisible();
  await expectHindi(page, data, 'saved addresses');

  // Orders: two placed for this shopper, the list in Hindi.
  const api = await customerApi(page, baseURL);
  const [a, b] = products;
  if (!a || !b) throw new Error('the demo store needs two products in stock');
  const placed = await placeOrder(api, [item(a), item(b)]);
  await page.goto('/your-orders');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'आपके ऑर्डर' })).toBeVisible();
  const card = page.getByRole('article', { name: `#${placed.order_id}`, exact: true });
  await expect(card.getByText('ऑर्डर हो गया', { exact: true }).first()).toBeVisible();
  await expect(card).toContainText('कैश ऑन डिलीवरी');
  await expectHindi(page, data, 'orders');

  // Track it: the dialog, then its full page.
  await card.getByRole('link', { name: `ऑर्डर #${placed.order_id} ट्रैक करें` }).click();
  const tracking = page.getByRole('dialog', { name: 'ट्रैकिंग' });
  const timeline = tracking.getByRole('list', { name: 'ऑर्डर की स्थिति की टाइमलाइन' });
  await expect(timeline.getByRole('listitem').first()).toContainText('ऑर्डर हो गया');
  await expect(tracking).toContainText('कर्नाटक');
  await expectHindi(page, data, 'tracking dialog', tracking);
  await tracking.getByRole('link', { name: 'पूरा ट्रैकिंग पेज खोलें' }).click();
  await expect(page.getByRole('heading', { name: 'अपना ऑर्डर ट्रैक करें' })).toBeVisible();
  await hydrated(page);
  await expectHindi(page, data, 'tracking page');

  // Cancel one item: the form's messages, the reasons and the result in Hindi.
  await page.goto('/your-orders');
  await hydrated(page);
  await card.getByRole('link', { name: `${a.name} कैंसल करें` }).click();
  await expect(page.getByRole('heading', { name: 'आइटम कैंसल करें' })).toBeVisible();
  await hydrated(page);
  const cancel = page.getByRole('button', { name: 'कैंसल करें', exact: true });
  await cancel.click({ force: true });
  await expect(page.getByText('कृपया कैंसल करने की वजह चुनें।')).toBeVisible();
  await expect(page.getByText('कृपया कमेंट में कम से कम 10 अक्षर लिखें।')).toBeVisible();
  await expectHindi(page, data, 'cancellation form with problems');
  await page.getByRole('radio', { name: 'गलती से ऑर्डर हो गया' }).check();
  await page.getByRole('textbox', { name: 'और जानकारी' }).fill('गलती से दो बार ऑर्डर हो गया।');
  await cancel.click();
  await expect(page.getByRole('heading', { name: 'ऑर्डर कैंसल हो गया' })).toBeVisible();
  await expect(page.getByText('1 आइटम कैंसल हो गया है')).toBeVisible();
  await hydrated(page);
  await expectHindi(page, data, 'order cancelled');

  // The timeline records it with the reason in Hindi; the server kept the English reason.
  await page.getByRole('link', { name: 'ऑर्डर की टाइमलाइन देखें' }).click();
  await expect(page.getByRole('heading', { name: 'अपना ऑर्डर ट्रैक करें' })).toBeVisible();
  const cancelled = page.getByRole('list', { name: 'ऑर्डर की स्थिति की टाइमलाइन' }).getByRole('listitem').filter({ hasText: 'कैंसल हुआ' });
  await expect(cancelled).toContainText('गलती से ऑर्डर हो गया');
  await hydrated(page);
  await expectHindi(page, data, 'timeline after cancelling');
  const line = (await api.getOrderLines()).find((l) => l.CoOrderID === placed.order_id && l.CoProductID === a.id);
  expect(line?.CoStatusCode).toBe('cancelled');
});
