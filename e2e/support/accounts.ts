import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

// Shared steps of the account journeys: a fresh customer per test, signing in without the
// form, and reading the mail the shop wrote to its outbox (scripts/e2e-server.ts).

export interface TestCustomer {
  firstname: string;
  lastname: string;
  email: string;
  mobileno: string;
  password: string;
}

/** A customer nobody else uses: unique e-mail and mobile, a password that meets the rules. */
export function newCustomer(): TestCustomer {
  const id = crypto.randomBytes(4).toString('hex');
  const mobile = `9${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
  return { firstname: 'Asha', lastname: `Verma${id}`, email: `asha.${id}@example.in`, mobileno: mobile, password: 'Secret123' };
}

/** Registers the customer through the Store API. */
export async function registerCustomer(request: APIRequestContext, customer: TestCustomer = newCustomer()): Promise<TestCustomer> {
  const reply = await request.post('/api/insert_customer', { data: customer });
  expect(reply.ok(), await reply.text()).toBe(true);
  return customer;
}

/** Signs in through POST /token; its Set-Cookie lines land in the page's browser context. */
export async function signInByApi(page: Page, customer: TestCustomer): Promise<void> {
  const reply = await page.request.post('/token', {
    form: { username: customer.email, password: customer.password, grant_type: 'password' },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** A registered and signed-in customer for the page's context. */
export async function signedInCustomer(page: Page): Promise<TestCustomer> {
  const customer = await registerCustomer(page.request);
  await signInByApi(page, customer);
  return customer;
}

export function outboxDir(): string {
  return path.resolve(import.meta.dirname, '../../data/e2e', `outbox-${process.env.E2E_PORT ?? '3100'}`);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address, waiting for it to arrive. */
export async function latestMailTo(to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(() => {
    const dir = outboxDir();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
    const mails = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
    found = mails.filter((m) => m.to === to).at(-1);
    return Boolean(found);
  }, { message: `a mail to ${to} in ${outboxDir()}` }).toBe(true);
  return found!;
}

/** Cookies of the context by name. */
export async function cookieMap(context: BrowserContext): Promise<Map<string, string>> {
  return new Map((await context.cookies()).map((c) => [c.name, c.value]));
}
