import { expect, test, type Page } from '@playwright/test';
import { messages } from '@haat/shared/rules';
import { latestMailTo, newCustomer, registerCustomer } from './support/accounts.ts';

// The sign-up card (/CreateAccountCard → /AccountVerifiedCard): real codes sent by e-mail or SMS
// (both land in the e2e server's outbox), six single-digit boxes, at desktop and phone width.

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The 6-digit code of the newest mail or text message to `to`. */
async function codeSentTo(to: string): Promise<string> {
  const mail = await latestMailTo(to);
  const code = /\b([0-9]{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });

/** A paste event carrying `text`, as the browser fires it for Ctrl+V. */
async function paste(page: Page, n: number, text: string) {
  await box(page, n).evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function sendCode(page: Page, value: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  return value;
}

test('e-mail tab: the mailed code typed into the boxes verifies the account (last digit submits)', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/CreateAccountCard');
  await hydrated(page);
  const emailTab = page.getByRole('tab', { name: 'E-mail' });
  await expect(emailTab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel').getByLabel('E-mail address').fill(customer.email);
  // Held long enough for the pending state to be seen on a busy machine (400 ms was missed once
  // in CI, with the browser, the server and its render workers sharing two cores).
  await page.route('**/CreateAccountCard.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  await expect(page.getByText(/If an account uses .+, we have sent it a 6-digit code\./)).toBeVisible();
  // The server's cool-down shows as a countdown on Resend.
  await expect(page.getByRole('button', { name: /^Resend in 0:[0-9]{2}$/ })).toBeDisabled();

  // The first box has the focus; a letter is cleared, a digit moves on, Backspace on an empty box goes back.
  await expect(box(page, 1)).toBeFocused();
  await page.keyboard.type('x');
  await expect(box(page, 1)).toHaveValue('');
  await page.keyboard.type('1');
  await expect(box(page, 2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(page, 1)).toBeFocused();
  // The same digit typed over itself still moves on.
  await page.keyboard.type('1');
  await expect(box(page, 2)).toBeFocused();

  const code = await codeSentTo(customer.email);
  await box(page, 1).focus();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/AccountVerifiedCard\?via=email$/);
  await expect(page.getByRole('heading', { name: messages.accountVerified })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});

test('a wrong code gets the server\'s message and empty boxes; Verify checks all six are there', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/CreateAccountCard');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(customer.email);
  await sendCode(page, customer.email);
  const code = await codeSentTo(customer.email);
  const wrong = code.split('').map((d) => String((Number(d) + 1) % 10)).join('');

  await page.keyboard.type('12');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter all 6 digits of the code.');
  await expect(box(page, 3)).toBeFocused();

  await box(page, 1).focus();
  await page.keyboard.type(wrong);
  await expect(page.getByRole('alert')).toHaveText(messages.codeWrong);
  for (let n = 1; n <= 6; n += 1) await expect(box(page, n)).toHaveValue('');
  await expect(box(page, 1)).toBeFocused();

  // The right code still works after a wrong one.
  await page.keyboard.type(code);
  await expect(page.getByRole('heading', { name: messages.accountVerified })).toBeVisible();
});

test('an address without an account gets the same answer as one with, and its code is refused', async ({ page }) => {
  await page.goto('/CreateAccountCard');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(newCustomer().email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  await expect(page.getByText(/If an account uses .+, we have sent it a 6-digit code\./)).toBeVisible();
  await box(page, 1).focus();
  await page.keyboard.type('123456');
  await expect(page.getByRole('alert')).toHaveText(messages.codeUnusable);
});

test('phone tab: +91 only, the SMS code pasted into the boxes verifies the account', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/CreateAccountCard');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page).toHaveURL(/\?channel=phone$/);
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  const country = page.getByRole('combobox', { name: 'Country code' });
  await expect(country.getByRole('option')).toHaveText(['+91']);

  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('98765');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(mobile).toHaveAccessibleDescription(messages.phoneTenDigits);
  await mobile.fill(customer.mobileno);
  await sendCode(page, customer.mobileno);
  await expect(page.getByText(`+91 ${customer.mobileno.slice(0, 5)} ${customer.mobileno.slice(5)}`)).toBeVisible();

  const code = await codeSentTo(`+91${customer.mobileno}`);
  await paste(page, 1, `${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page).toHaveURL(/\/AccountVerifiedCard\?via=phone$/);
  await expect(page.getByRole('heading', { name: messages.accountVerified })).toBeVisible();
  await expect(page.getByText('Your mobile number is confirmed.')).toBeVisible();
});

test('the tabs work with the keyboard alone', async ({ page }) => {
  await page.goto('/CreateAccountCard');
  await hydrated(page);
  await page.getByRole('tab', { name: 'E-mail' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Phone' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toBeFocused();
});
