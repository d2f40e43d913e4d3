import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@haat/shared/rules';
import { buildIfStale } from '../../../scripts/build-if-stale.ts';
import { openSession } from '../src/auth/sessions.ts';
import { xsrfTokenFor } from '../src/auth/tokens.ts';
import { repoRoot } from '../src/config.ts';
import { createApp } from '../src/http/app.ts';
import { outboxMailer } from '../src/mail/mailer.ts';
import { loadWebBuild } from '../src/render/web-build.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiFor, testSessionSecret } from './support/api-app.ts';
import { solveCodCaptcha } from './support/cod-captcha.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture, type Fixture } from './support/fixture.ts';
import { homeAddress } from './support/orders.ts';

// The storefront's own page actions (decision 020): a post that carries the session cookie but
// not the session's XSRF token changes nothing, as the Store API's cookie calls never could.
const refused = 'Missing or invalid XSRF token. Please reload the page.';

describeEachEngine('page actions check the XSRF token', (engine) => {
  let test: TestDatabase;
  let fx: Fixture;
  let app: ReturnType<typeof createApp>;
  let api: ReturnType<typeof apiFor>;

  beforeAll(async () => {
    buildIfStale();
    const build = await loadWebBuild(path.join(repoRoot, 'apps/web/build/server/index.js'));
    test = await createTestDatabase(engine);
    fx = await insertFixture(test.db);
    api = apiFor(test.db);
    app = createApp({
      db: test.db,
      uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-uploads-')),
      mailer: outboxMailer({ from: 'Test Shop <shop@test.local>', outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-outbox-')) }),
      sessionSecret: testSessionSecret,
      web: (apiFetch) => build.createWebHandler(apiFetch),
    });
  }, 180_000);
  afterAll(async () => { await test?.drop(); });

  /** A signed-in shopper: their session token, its XSRF token, and a client calling as them. */
  async function shopper() {
    const customer = await insertCustomer(test.db, fx.storeId);
    const { token } = await openSession(test.db, customer.id, new Date());
    return { ...customer, token, xsrf: xsrfTokenFor(testSessionSecret, token), client: api.signedIn(token) };
  }

  /** The wrong tokens a forged post could bring: none, a made-up one, and another session's. */
  async function forgedTokens(): Promise<Array<[string, string | undefined]>> {
    const other = await shopper();
    return [['no token', undefined], ['a wrong token', 'not-the-token'], ["another session's token", other.xsrf]];
  }

  /** A form post to a page, as a browser sends it: the session cookies, no Origin, no Sec-Fetch-Site. */
  async function postPage(pathname: string, who: { token: string; xsrf: string }, fields: Record<string, string>, xsrfToken: string | undefined) {
    const body = new URLSearchParams({ ...fields, ...(xsrfToken === undefined ? {} : { xsrfToken }) });
    const response = await app.fetch(new Request(`http://localhost${pathname}`, {
      method: 'POST', body,
      headers: { host: 'localhost', cookie: `user_token=${who.token}; XSRF-TOKEN=${who.xsrf}`, 'content-type': 'application/x-www-form-urlencoded' },
    }));
    return { status: response.status, text: await response.text() };
  }

  const addressFields = { intent: 'save', ...homeAddress };

  it('the address form adds nothing without the right token, and adds with it', async () => {
    const me = await shopper();
    for (const [why, token] of await forgedTokens()) {
      const reply = await postPage('/address-form.data', me, addressFields, token);
      expect(reply.text, why).toContain(refused);
      expect(await me.client.getAddresses(), why).toEqual([]);
    }
    const saved = await postPage('/address-form', me, addressFields, me.xsrf);
    expect(saved.status).toBe(200);
    expect(await me.client.getAddresses()).toHaveLength(1);
  });

  it('checkout places no COD order without the right token (with the right captcha), and places it with it', async () => {
    const me = await shopper();
    await me.client.addAddress(homeAddress);
    const [address] = await me.client.getAddresses();
    const at = new Date().toISOString();
    await test.db.insertInto('cart_lines').values({ customer_id: me.id, product_id: fx.products.saree, units: 1, size: 'Free Size', color: null, added_at: at, updated_at: at }).execute();
    const orderFields = async (key: string) => {
      const captcha = await solveCodCaptcha(test.db, me.client);
      return { intent: 'place', paymentMode: 'COD', addressId: String(address!.id), requestKey: key, buy: '', captchaId: captcha.captcha_id, captcha: captcha.captcha_code };
    };
    for (const [why, token] of await forgedTokens()) {
      const reply = await postPage('/checkout2.data', me, await orderFields(`xsrf-checkout-${why.length}`), token);
      expect(reply.text, why).toContain(refused);
      expect(await test.db.selectFrom('orders').select('id').where('customer_id', '=', me.id).execute(), why).toEqual([]);
    }
    const placed = await postPage('/checkout2', me, await orderFields('xsrf-checkout-ok'), me.xsrf);
    expect(placed.status).toBe(302);
    expect(await test.db.selectFrom('orders').select('id').where('customer_id', '=', me.id).execute()).toHaveLength(1);
  });

  it('cancellation cancels nothing without the right token, and cancels with it', async () => {
    const me = await shopper();
    await me.client.addAddress(homeAddress);
    const [address] = await me.client.getAddresses();
    const captcha = await solveCodCaptcha(test.db, me.client);
    const order = await me.client.placeOrder({ addressid: address!.id, paymentmode: 'COD', orders: [{ asinid: fx.products.saree, quantity: 1 }], ...captcha }, 'xsrf-cancel-0001');
    const [line] = await test.db.selectFrom('order_lines').select(['id', 'status']).where('order_id', '=', order.order_id).execute();
    const fields = { line: String(line!.id), reason: 'Cash Issue', comments: 'Found a better fit elsewhere' };
    for (const [why, token] of await forgedTokens()) {
      const reply = await postPage(`/cancellation-form.data?line=${line!.id}`, me, fields, token);
      expect(reply.text, why).toContain(refused);
      const now = await test.db.selectFrom('order_lines').select('status').where('id', '=', line!.id).executeTakeFirstOrThrow();
      expect(now.status, why).toBe('active');
    }
    const cancelled = await postPage(`/cancellation-form?line=${line!.id}`, me, fields, me.xsrf);
    expect(cancelled.status).toBe(302);
    expect((await test.db.selectFrom('order_lines').select('status').where('id', '=', line!.id).executeTakeFirstOrThrow()).status).toBe('cancelled');
  });

  it('the profile changes neither password nor name without the right token, and changes both with it', async () => {
    const me = await shopper();
    const fields = { firstname: 'Forged', lastname: 'Name', email: me.email, oldPassword: 'Secret123', newPassword: 'Forged123', confirmPassword: 'Forged123' };
    const before = await test.db.selectFrom('customers').select(['first_name', 'password_hash']).where('id', '=', me.id).executeTakeFirstOrThrow();
    for (const [why, token] of await forgedTokens()) {
      const reply = await postPage('/account-settings.data', me, fields, token);
      expect(reply.text, why).toContain(refused);
      expect(await test.db.selectFrom('customers').select(['first_name', 'password_hash']).where('id', '=', me.id).executeTakeFirstOrThrow(), why).toEqual(before);
    }
    const saved = await postPage('/account-settings', me, fields, me.xsrf);
    expect(saved.status).toBe(200);
    const after = await test.db.selectFrom('customers').select(['first_name', 'password_hash']).where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(after.first_name).toBe('Forged');
    expect(after.password_hash).not.toBe(before.password_hash);
  });

  it('says why in the words users read', () => {
    expect(messages.xsrfRefused).toBe(refused);
  });
});
