import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import { openSession } from '../src/auth/sessions.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { mailLinkOrigin } from '../src/services/accounts/password-reset.ts';
import { rateLimiter } from '../src/auth/rate-limit.ts';
import { signInAccount, signInsPerAccount, signInsPerAccountAndAddress } from '../src/services/accounts/sign-in-limits.ts';
import { apiSuite } from './support/api-app.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiFor } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

const requested = 'If an account exists for this e-mail, we have sent a link to reset your password. The link works for 1 hour.';
const invalidLink = 'This reset link is not valid. Please ask for a new one.';
const usedLink = 'This reset link has already been used. Please ask for a new one.';
const expiredLink = 'This reset link has expired. Please ask for a new one.';
const newPassword = 'Fresh2Start';

interface OutboxMail { to: string; subject: string; text: string; html?: string }

/** Every mail in the outbox, oldest first. */
function outbox(dir: string): OutboxMail[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

/** The mails to an address, waiting until there are `count` (the reset mail goes out after the reply). */
async function mailsTo(dir: string, to: string, count = 1): Promise<OutboxMail[]> {
  return vi.waitFor(() => {
    const mails = outbox(dir).filter((m) => m.to === to);
    if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${to}`);
    return mails;
  }, { timeout: 5000, interval: 20 });
}

function linkIn(mail: OutboxMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}

const tokenIn = (mail: OutboxMail) => new URL(linkIn(mail)).searchParams.get('token')!;


describeEachEngine('password reset API', (engine) => {
  const suite = apiSuite(engine);
  /** A customer of the store, inserted directly (registration has its own tests). */
  const newCustomer = () => insertCustomer(suite.test.db, suite.fx.storeId, { firstName: 'Asha', lastName: 'Verma', password: 'OldSecret1' });
  let ip = 0;
  /** A client address per call, so the per-address limit stays out of the tests that are not about it. */
  const freshIp = () => `203.0.113.${++ip}`;
  const post = (pathname: string, body: unknown, headers: Record<string, string> = {}, client = suite.api) =>
    client.raw(pathname, { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': freshIp(), ...headers } });
  const forgot = (email: string, headers: Record<string, string> = {}, client = suite.api) => post('/api/ForgotPassword', { email }, headers, client);
  const reset = (token: string, password = newPassword) => post('/api/ResetPassword', { token, password });
  /** Asks for a link and returns the token of the newest mail (the n-th to this address). */
  const tokenFor = async (email: string, nth = 1) => {
    await forgot(email);
    return tokenIn((await mailsTo(suite.api.outboxDir, email, nth))[nth - 1]!);
  };

  beforeAll(async () => {
    await suite.test.db.insertInto('store_hosts').values({ host: 'shop.rangrez.test', store_id: suite.fx.storeId }).execute();
  });

  it('answers an existing and an unknown e-mail identically, and mails only the existing one', async () => {
    const customer = await newCustomer();
    const unknown = await forgot('nobody.here@example.in');
    const known = await forgot(customer.email.toUpperCase());
    expect([unknown.status, known.status]).toEqual([200, 200]);
    const [unknownBody, knownBody] = [await unknown.json(), await known.json()];
    expect(knownBody).toEqual({ status: 'true', message: requested });
    expect(unknownBody).toEqual(knownBody);

    const [mail] = await mailsTo(suite.api.outboxDir, customer.email);
    expect(outbox(suite.api.outboxDir).some((m) => m.to === 'nobody.here@example.in')).toBe(false);
    expect(mail!.subject).toBe('Reset your Rangrez Test Bazaar password');
    expect(mail!.text).toContain('Hello Asha,');
    expect(mail!.text).toContain('The link works for 1 hour and only once.');
    expect(linkIn(mail!)).toMatch(/^http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`href="${linkIn(mail!)}"`);
    // Only the token's hash is stored.
    const stored = await suite.test.db.selectFrom('password_resets').select(['token_hash', 'created_at', 'expires_at'])
      .where('customer_id', '=', customer.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(hashToken(tokenIn(mail!)));
    expect(Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)).toBe(60 * 60_000);
  });

  it('through the client: the link sets the new password once; a second use is refused', async () => {
    const customer = await newCustomer();
    expect(await suite.api.client.requestPasswordReset(customer.email)).toBe(requested);
    const token = tokenIn((await mailsTo(suite.api.outboxDir, customer.email))[0]!);

    expect(await suite.api.client.resetPassword(token, newPassword)).toEqual({
      message: 'Your password has been reset. Please log in with your new password.',
      userName: `Asha ${customer.last_name}`, email: customer.email, mobile: customer.mobile,
    });
    const row = await suite.test.db.selectFrom('customers').select(['password_hash', 'email_verified_at'])
      .where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(newPassword, row.password_hash)).toBe(true);
    expect(await verifyPassword('OldSecret1', row.password_hash)).toBe(false);
    expect(row.email_verified_at).not.toBeNull();

    const again = await reset(token, 'Another9Pass');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ status: 'false', message: usedLink });
    // The old password is refused and the new one signs in.
    await expect(suite.api.client.signIn(customer.email, 'OldSecret1')).rejects.toMatchObject({ status: 400 });
    expect((await suite.api.client.signIn(customer.email, newPassword)).accessToken).toBeTruthy();
  });

  it('lets exactly one of two simultaneous uses of a token win', async () => {
    const customer = await newCustomer();
    const token = await tokenFor(customer.email);
    const replies = await Promise.all([reset(token, 'FirstWins1'), reset(token, 'SecondWins2')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown token, and a token on another store\'s host', async () => {
    const bad = await reset('x'.repeat(43));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: 'false', message: invalidLink });

    const customer = await newCustomer();
    const token = await tokenFor(customer.email);
    const otherStore = apiFor(suite.test.db, 'other.example');
    const elsewhere = await post('/api/ResetPassword', { token, password: newPassword }, {}, otherStore);
    expect(await elsewhere.json()).toEqual({ status: 'false', message: invalidLink });
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a link after 1 hour', async () => {
    const customer = await newCustomer();
    const token = await tokenFor(customer.email);
    suite.api.clock.advance(61 * 60_000);
    const reply = await reset(token);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ status: 'false', message: expiredLink });
  });

  it('a newer request makes the older link invalid', async () => {
    const customer = await newCustomer();
    const older = await tokenFor(customer.email, 1);
    const newer = await tokenFor(customer.email, 2);
    expect(newer).not.toBe(older);
    expect(await (await reset(older)).json()).toEqual({ status: 'false', message: invalidLink });
    expect((await reset(newer)).status).toBe(200);
  });

  it('applies the registration password rules, and the link survives a refused password', async () => {
    const customer = await newCustomer();
    const token = await tokenFor(customer.email);
    const cases: Array<[string, string]> = [
      ['Ab1', 'Password must be at least 8 characters long.'],
      ['Abcdefgh12345678X', 'Password must not exceed 16 characters.'],
      ['lowercase1', 'Password must contain at least one uppercase letter.'],
      ['UPPERCASE1', 'Password must contain at least one lowercase letter.'],
      ['NoDigitsHere', 'Password must contain at least one number.'],
    ];
    for (const [password, message] of cases) {
      const reply = await reset(token, password);
      expect(reply.status).toBe(400);
      expect((await reply.json()).message).toBe(`${message}`);
    }
    expect((await reset(token)).status).toBe(200);
  });

  it('revokes every session of the account and clears its failed sign-ins', async () => {
    const customer = await newCustomer();
    const bystander = await newCustomer();
    const now = suite.api.clock.now();
    await openSession(suite.test.db, customer.id, now);
    await openSession(suite.test.db, customer.id, now);
    await openSession(suite.test.db, bystander.id, now);
    const limiter = rateLimiter(suite.test.db, () => now);
    const accounts = [customer.id, bystander.id].map((id) => signInAccount(suite.fx.storeId, id, ''));
    for (const account of accounts) {
      await limiter.take(signInsPerAccount, account);
      await limiter.take(signInsPerAccountAndAddress, `${account}|203.0.113.1`);
      await limiter.take(signInsPerAccountAndAddress, `${account}|203.0.113.2`);
    }

    expect((await reset(await tokenFor(customer.email))).status).toBe(200);
    const sessions = await suite.test.db.selectFrom('customer_sessions').select(['customer_id', 'revoked_at']).execute();
    expect(sessions.filter((s) => s.customer_id === customer.id).map((s) => s.revoked_at !== null)).toEqual([true, true]);
    expect(sessions.filter((s) => s.customer_id === bystander.id).map((s) => s.revoked_at)).toEqual([null]);
    const counters = await suite.test.db.selectFrom('rate_limit_counters').select('subject')
      .where('bucket', 'in', [signInsPerAccount.bucket, signInsPerAccountAndAddress.bucket]).orderBy('subject').execute();
    // Only this test's two accounts: the suite's other tests leave counters of their own.
    const ours = counters.map((c) => c.subject).filter((subject) => accounts.some((account) => subject === account || subject.startsWith(`${account}|`)));
    expect(ours).toEqual([accounts[1], `${accounts[1]}|203.0.113.1`, `${accounts[1]}|203.0.113.2`]);
  });

  it('answers 429 to the 4th request for one e-mail within the hour, known or not, from any address', async () => {
    const customer = await newCustomer();
    for (const email of [customer.email, 'ghost.limit@example.in']) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await refused.json()).toEqual({ status: 'false', message: 'Too many reset requests. Please try again in an hour.' });
    }
    expect(await mailsTo(suite.api.outboxDir, customer.email, 3)).toHaveLength(3);
    suite.api.clock.advance(61 * 60_000);
    expect((await forgot(customer.email)).status).toBe(200);
  });

  it('answers 429 to the 11th request from one address within the hour', async () => {
    const address = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 10; i += 1) expect((await forgot(`someone${i}@example.in`, address)).status).toBe(200);
    expect((await forgot('someone.else@example.in', address)).status).toBe(429);
    expect((await forgot('someone.else@example.in')).status).toBe(200);
  });

  it('never builds the link from an untrusted Host header', async () => {
    const customer = await newCustomer();
    // An unknown host reaches the default store, whose customer this is.
    const evil = apiFor(suite.test.db, 'evil.example');
    expect((await forgot(customer.email, {}, evil)).status).toBe(200);
    const [mail] = await mailsTo(evil.outboxDir, customer.email);
    expect(linkIn(mail!)).toMatch(/^https:\/\/shop\.rangrez\.test\/reset-password\?token=/);

    const own = apiFor(suite.test.db, 'shop.rangrez.test');
    await forgot(customer.email, {}, own);
    expect(linkIn((await mailsTo(own.outboxDir, customer.email))[0]!)).toMatch(/^http:\/\/shop\.rangrez\.test\/reset-password\?token=/);
  });
});

describe('mailLinkOrigin', () => {
  const storeHosts = ['127.0.0.1', 'localhost', 'shop.example.in'];
  it('prefers PUBLIC_URL, without a trailing slash', () => {
    expect(mailLinkOrigin({ publicUrl: 'https://shop.example.in/', requestOrigin: 'http://evil.example', storeHosts }).origin)
      .toBe('https://shop.example.in');
  });
  it('uses the request origin only for the store\'s own hosts and loopback names', () => {
    expect(mailLinkOrigin({ requestOrigin: 'http://localhost:3000', storeHosts }).origin).toBe('http://localhost:3000');
    expect(mailLinkOrigin({ requestOrigin: 'http://[::1]:3000', storeHosts: [] }).origin).toBe('http://[::1]:3000');
    expect(mailLinkOrigin({ requestOrigin: 'https://shop.example.in', storeHosts }).origin).toBe('https://shop.example.in');
    expect(mailLinkOrigin({ requestOrigin: 'http://evil.example', storeHosts }).origin).toBe('https://shop.example.in');
    expect(mailLinkOrigin({ requestOrigin: 'http://localhost@evil.example', storeHosts }).origin).toBe('https://shop.example.in');
  });
  it('falls back to localhost, flagged, when the store has no host of its own', () => {
    expect(mailLinkOrigin({ requestOrigin: 'http://evil.example', storeHosts: ['localhost'] })).toEqual({ origin: 'http://localhost', guessed: true });
  });
});
