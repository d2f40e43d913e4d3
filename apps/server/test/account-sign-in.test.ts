import { expect, it } from 'vitest';
import { StoreApiError } from '@haat/shared/api';
import { accountSuite } from './support/accounts.ts';
import { apiFor, testClock } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

const rejected = { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' };
const limited = { error: 'too_many_attempts', error_description: 'Too many sign-in attempts. Please wait 15 minutes and try again.' };
const fifteenMinutes = 15 * 60_000;

/** Cookie name → its value and lower-cased attributes, from Set-Cookie lines. */
function parseSetCookies(lines: string[]) {
  return new Map(lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    return [name, { value: decodeURIComponent(value), attributes: attributes.map((a) => a.toLowerCase()) }] as const;
  }));
}

describeEachEngine('account API: sign-in (POST /token)', (engine) => {
  const suite = accountSuite(engine, { firstname: 'Meera', lastname: 'Iyer', mobilePrefix: '97000', password: 'Kolam2024x' });
  const { newCustomer } = suite;
  let address = 0;
  /** A new client address each call unless one is given, so only the tests about it meet the per-address limit. */
  const token = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    address += 1;
    return suite.api.raw('/token', {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.1.${Math.floor(address / 250)}.${address % 250}`, ...headers },
    });
  };
  const grant = (username: string, password: string, headers?: Record<string, string>) =>
    token({ username, password, grant_type: 'password' }, headers);

  it('signs in by e-mail, in any case: access_token, token_type bearer, expires_in of 7 days, never cached', async () => {
    const customer = await newCustomer();
    const response = await grant(`  ${customer.email.toUpperCase()} `, customer.password);
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(Object.keys(reply).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(reply).toMatchObject({ token_type: 'bearer', expires_in: 604_800 });
    expect(reply.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await suite.api.signedIn(reply.access_token).getProfile()).email).toBe(customer.email);
  });

  it('signs in by the 10-digit mobile through the typed client', async () => {
    const customer = await newCustomer();
    const signIn = await suite.api.client.signIn(customer.mobileno, customer.password);
    expect(signIn.expiresIn).toBe(604_800);
    expect((await suite.api.signedIn(signIn.accessToken).getProfile()).mobile).toBe(customer.mobileno);
  });

  it('sets user_token and known_device HttpOnly SameSite=Lax, and XSRF-TOKEN, user_name, email, mobile readable', async () => {
    const customer = await newCustomer();
    const response = await grant(customer.email, customer.password);
    const { access_token: accessToken, expires_in: expiresIn } = await response.json();
    const cookies = parseSetCookies(response.headers.getSetCookie());
    expect([...cookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'email', 'known_device', 'mobile', 'user_name', 'user_token']);
    expect(cookies.get('known_device')!.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', `max-age=${180 * 24 * 3600}`, 'path=/']));
    const userToken = cookies.get('user_token')!;
    expect(userToken.value).toBe(accessToken);
    expect(userToken.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', `max-age=${expiresIn}`, 'path=/']));
    expect(userToken.attributes).not.toContain('secure');
    for (const name of ['XSRF-TOKEN', 'user_name', 'email', 'mobile']) {
      expect(cookies.get(name)!.attributes, name).not.toContain('httponly');
      expect(cookies.get(name)!.attributes, name).toContain('samesite=lax');
    }
    expect(cookies.get('XSRF-TOKEN')!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.get('XSRF-TOKEN')!.value).not.toBe(accessToken);
    expect(cookies.get('user_name')!.value).toBe('Meera Iyer');
    expect(cookies.get('email')!.value).toBe(customer.email);
    expect(cookies.get('mobile')!.value).toBe(customer.mobileno);
  });

  it('marks the cookies Secure behind HTTPS', async () => {
    const customer = await newCustomer();
    const response = await grant(customer.email, customer.password, { 'x-forwarded-proto': 'https' });
    for (const [name, cookie] of parseSetCookies(response.headers.getSetCookie())) expect(cookie.attributes, name).toContain('secure');
  });

  it('a wrong password and an unknown user get the same status, body and cookies', async () => {
    const customer = await newCustomer();
    const wrong = await grant(customer.email, 'Kolam2024y');
    const unknown = await grant('nobody@example.in', customer.password);
    const unknownMobile = await grant('9000000001', customer.password);
    for (const response of [wrong, unknown, unknownMobile]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(rejected);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    await expect(suite.api.client.signIn(customer.email, 'wrong')).rejects.toMatchObject({ status: 400, message: rejected.error_description });
  });

  it('refuses what is not a form-encoded password grant, in OAuth2\'s error shape', async () => {
    const customer = await newCustomer();
    const json = await suite.api.raw('/token', { method: 'POST', body: JSON.stringify({ username: customer.email, password: customer.password, grant_type: 'password' }) });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: 'invalid_request', error_description: 'The request body must be form-encoded (application/x-www-form-urlencoded).' });
    const other = await token({ username: customer.email, password: customer.password, grant_type: 'client_credentials' });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: 'unsupported_grant_type', error_description: "grant_type must be 'password'." });
    const cases: Array<[Record<string, string>, string]> = [
      [{ username: customer.email, password: customer.password }, 'grant_type is required.'],
      [{ password: customer.password, grant_type: 'password' }, 'username is required.'],
      [{ username: customer.email, grant_type: 'password' }, 'password is required.'],
      [{ username: customer.email, password: 'x'.repeat(300), grant_type: 'password' }, expect.any(String)],
    ];
    for (const [fields, description] of cases) {
      const response = await token(fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_request', error_description: description });
    }
    const twice = await suite.api.raw('/token', {
      method: 'POST', body: `username=${customer.email}&username=x&password=${customer.password}&grant_type=password`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await twice.json()).toEqual({ error: 'invalid_request', error_description: 'username was sent more than once.' });
  });

  it('after 5 attempts at an account from one address, that address is refused (429, Retry-After) even with the right password, until the window passes', async () => {
    const clock = testClock();
    const timed = apiFor(suite.test.db, 'localhost', clock);
    const customer = await newCustomer();
    const attempt = (username: string, password: string, from = '10.2.0.1') => timed.raw('/token', {
      method: 'POST', body: new URLSearchParams({ username, password, grant_type: 'password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    });
    // Counted per customer: the e-mail (in any case) and the mobile are one account.
    for (const username of [customer.email, customer.mobileno, ` ${customer.email.toUpperCase()}`, customer.mobileno, customer.email]) {
      expect((await attempt(username, 'Wrong2024x')).status).toBe(400);
    }
    const refused = await attempt(customer.mobileno, customer.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(await refused.json()).toEqual(limited);
    expect(refused.headers.getSetCookie()).toEqual([]);
    // A stranger's guesses do not lock the customer out: from their own address they sign in.
    expect((await attempt(customer.email, customer.password, '10.2.0.2')).status).toBe(200);

    clock.advance(fifteenMinutes - 60_000);
    expect((await attempt(customer.email, customer.password)).status).toBe(429);
    clock.advance(61_000);
    expect((await attempt(customer.email, customer.password)).status).toBe(200);
  });

  it('100 attempts at an account from anywhere close it for an hour, except on a browser the customer signed in on before', { timeout: 90_000 }, async () => {
    const clock = testClock();
    const timed = apiFor(suite.test.db, 'localhost', clock);
    const customer = await newCustomer();
    const attempt = (password: string, from: string, cookie?: string) => timed.raw('/token', {
      method: 'POST', body: new URLSearchParams({ username: customer.email, password, grant_type: 'password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    });
    const before = await attempt(customer.password, '10.3.9.1');
    const knownDevice = before.headers.getSetCookie().find((line) => line.startsWith('known_device='));
    expect(knownDevice).toMatch(/HttpOnly/i);
    const cookie = knownDevice!.split(';')[0]!;

    // From 100 addresses, so no per-address limit is met; ten at a time.
    for (let batch = 0; batch < 100; batch += 10) {
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, j) => batch + j)
        .map((i) => attempt('Wrong2024x', `10.3.${Math.floor(i / 4)}.${i % 4}`).then((r) => r.status)));
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 400));
    }
    const refused = await attempt(customer.password, '10.3.8.8');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // The customer's own browser still gets in; a forged or another customer's cookie does not.
    expect((await attempt(customer.password, '10.3.8.9', cookie)).status).toBe(200);
    expect((await attempt(customer.password, '10.3.8.10', cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status).toBe(429);
    clock.advance(61 * 60_000);
    expect((await attempt(customer.password, '10.3.8.8')).status).toBe(200);
  });

  it('a success clears the account\'s failures from that address', async () => {
    const customer = await newCustomer();
    const from = { 'x-forwarded-for': '10.4.0.1' };
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await grant(customer.email, 'Wrong2024x', from)).status).toBe(400);
      expect((await grant(customer.email, customer.password, from)).status).toBe(200);
    }
  });

  it('after 20 failures from one address, every sign-in from it is refused; other addresses are not', async () => {
    const customer = await newCustomer();
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 20; i += 1) expect((await grant(`stranger${i}@example.in`, 'Wrong2024x', from)).status).toBe(400);
    const refused = await grant(customer.email, customer.password, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(await refused.json()).toEqual(limited);
    expect((await grant(customer.email, customer.password, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('accounts of another store are not signed in here', async () => {
    const customer = await newCustomer();
    const elsewhere = await suite.api.raw('/token', {
      method: 'POST', body: new URLSearchParams({ username: customer.email, password: customer.password, grant_type: 'password' }).toString(),
      headers: { host: 'other.example', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.3.0.1' },
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual(rejected);
  });

  it('a refused sign-in surfaces through the typed client as a StoreApiError', async () => {
    const error = await suite.api.client.signIn('nobody@example.in', 'Whatever1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
  });
});
