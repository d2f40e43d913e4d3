import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskTarget, normaliseTarget } from '../src/services/accounts/verification.ts';
import { apiSuite } from './support/api-app.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiFor } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

const wrong = 'The code is not correct. Please try again.';
const expired = 'This code has expired. Please ask for a new one.';
const unusable = 'This code can no longer be used. Please ask for a new one.';

interface OutboxMessage { kind?: 'sms'; to: string; subject?: string; text: string; html?: string }

/** The messages (mail and SMS) to one recipient, oldest first. */
function outboxTo(dir: string, to: string): OutboxMessage[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage)
    .filter((m) => m.to === to);
}

/** The code of the newest message to a recipient. */
function latestCode(dir: string, to: string): string {
  const message = outboxTo(dir, to).at(-1);
  const code = message && /\b([0-9]{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}


describeEachEngine('verification codes API', (engine) => {
  const suite = apiSuite(engine);
  /** A customer of the store, inserted directly and unverified; Ravi, so the e-mail masks to r***@example.in. */
  const newCustomer = () => insertCustomer(suite.test.db, suite.fx.storeId, { firstName: 'Ravi', lastName: 'Kumar' });
  const post = async (pathname: string, body: unknown) => {
    const reply = await suite.api.raw(pathname, { method: 'POST', body: JSON.stringify(body) });
    return { status: reply.status, body: await reply.json(), headers: reply.headers };
  };
  const send = (channel: 'email' | 'phone', value: string) => post('/api/SendVerificationCode', { channel, value });
  const verify = (channel: 'email' | 'phone', value: string, code: string) => post('/api/VerifyCode', { channel, value, code });
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const verified = (id: number) => suite.test.db.selectFrom('customers').select(['email_verified_at', 'mobile_verified_at'])
    .where('id', '=', id).executeTakeFirstOrThrow();

  it('mails a 6-digit code; the right code verifies the e-mail, "Account verified"', async () => {
    const customer = await newCustomer();
    const sent = await send('email', customer.email.toUpperCase());
    expect(sent).toMatchObject({ status: 200, body: { status: 'true', message: `We have sent a 6-digit code to r***@example.in.`, resend_after: 30 } });
    const [mail] = outboxTo(suite.api.outboxDir, customer.email);
    expect(mail!.subject).toBe('Your Rangrez Test Bazaar verification code');
    const code = latestCode(suite.api.outboxDir, customer.email);
    expect(mail!.html).toContain(code);
    // Stored as an HMAC, never the code itself.
    const row = await suite.test.db.selectFrom('verification_codes').select(['code_hash', 'target', 'created_at', 'expires_at'])
      .where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.target).toBe(customer.email);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);

    expect((await verified(customer.id)).email_verified_at).toBeNull();
    expect(await suite.api.client.verifyCode('email', customer.email, code)).toBe('Account verified');
    expect(await verified(customer.id)).toMatchObject({ email_verified_at: expect.any(String), mobile_verified_at: null });
  });

  it('sends the phone code as an SMS to +91 in the outbox, accepting +91, 91 and spaces', async () => {
    const customer = await newCustomer();
    const spaced = `+91 ${customer.mobile.slice(0, 5)} ${customer.mobile.slice(5)}`;
    expect(await suite.api.client.sendVerificationCode('phone', spaced)).toEqual({
      message: `We have sent a 6-digit code to +91 ******${customer.mobile.slice(-4)}.`, resendAfter: 30,
    });
    const [sms] = outboxTo(suite.api.outboxDir, `+91${customer.mobile}`);
    const code = latestCode(suite.api.outboxDir, `+91${customer.mobile}`);
    expect(sms).toMatchObject({ kind: 'sms', text: `${code} is your Rangrez Test Bazaar verification code. It expires in 10 minutes.` });
    expect(fs.readdirSync(suite.api.outboxDir).some((f) => f.endsWith(`-+91${customer.mobile}.txt`))).toBe(true);

    expect(await verify('phone', `91${customer.mobile}`, code)).toMatchObject({ status: 200, body: { status: 'true', message: 'Account verified' } });
    expect(await verified(customer.id)).toMatchObject({ email_verified_at: null, mobile_verified_at: expect.any(String) });
  });

  it('refuses a wrong code, and the right one still works after it', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = latestCode(suite.api.outboxDir, customer.email);
    expect(await verify('email', customer.email, otherThan(code))).toMatchObject({ status: 400, body: { status: 'false', message: wrong } });
    expect((await verified(customer.id)).email_verified_at).toBeNull();
    expect((await verify('email', customer.email, code)).status).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    const customer = await newCustomer();
    await send('phone', customer.mobile);
    const code = latestCode(suite.api.outboxDir, `+91${customer.mobile}`);
    for (let i = 0; i < 4; i += 1) expect((await verify('phone', customer.mobile, otherThan(code))).body.message).toBe(wrong);
    expect(await verify('phone', customer.mobile, otherThan(code))).toMatchObject({ status: 400, body: { message: unusable } });
    expect(await verify('phone', customer.mobile, code)).toMatchObject({ status: 400, body: { message: unusable } });
    expect((await verified(customer.id)).mobile_verified_at).toBeNull();
  });

  it('lets the right code through on the 5th try', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = latestCode(suite.api.outboxDir, customer.email);
    for (let i = 0; i < 4; i += 1) await verify('email', customer.email, otherThan(code));
    expect((await verify('email', customer.email, code)).status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = latestCode(suite.api.outboxDir, customer.email);
    suite.api.clock.advance(10 * 60_000 + 1000);
    expect(await verify('email', customer.email, code)).toMatchObject({ status: 400, body: { status: 'false', message: expired } });
    expect((await verified(customer.id)).email_verified_at).toBeNull();
  });

  it('accepts a code once only', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = latestCode(suite.api.outboxDir, customer.email);
    expect((await verify('email', customer.email, code)).status).toBe(200);
    expect(await verify('email', customer.email, code)).toMatchObject({ status: 400, body: { message: unusable } });
  });

  it('makes Resend wait 30 seconds; the new code replaces the old one', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const first = latestCode(suite.api.outboxDir, customer.email);
    const early = await send('email', customer.email);
    expect(early).toMatchObject({ status: 429, body: { status: 'false', message: 'Please wait 30 seconds before asking for a new code.' } });
    expect(early.headers.get('retry-after')).toBe('30');
    suite.api.clock.advance(12_000);
    expect((await send('email', customer.email)).body.message).toBe('Please wait 18 seconds before asking for a new code.');
    // The cool-down is per channel: the phone may have its code now.
    expect((await send('phone', customer.mobile)).status).toBe(200);
    suite.api.clock.advance(18_000);
    expect((await send('email', customer.email)).status).toBe(200);
    expect(outboxTo(suite.api.outboxDir, customer.email)).toHaveLength(2);
    const second = latestCode(suite.api.outboxDir, customer.email);
    if (second !== first) expect((await verify('email', customer.email, first)).body.message).toBe(wrong);
    expect((await verify('email', customer.email, second)).status).toBe(200);
  });

  it('sends at most 5 codes an hour per account and channel', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 5; i += 1) {
      expect((await send('phone', customer.mobile)).status).toBe(200);
      suite.api.clock.advance(30_000);
    }
    expect(await send('phone', customer.mobile)).toMatchObject({ status: 429, body: { message: 'Too many codes asked for. Please try again in an hour.' } });
    suite.api.clock.advance(60 * 60_000);
    expect((await send('phone', customer.mobile)).status).toBe(200);
  });

  it('answers 404 for an e-mail or mobile no account of this store uses', async () => {
    expect(await send('email', 'stranger@example.in')).toMatchObject({
      status: 404, body: { status: 'false', message: 'No account uses this e-mail address. Please register first.' },
    });
    expect(await send('phone', '+91 90000 00001')).toMatchObject({
      status: 404, body: { status: 'false', message: 'No account uses this mobile number. Please register first.' },
    });
    const customer = await newCustomer();
    const otherStore = apiFor(suite.test.db, 'other.example');
    const reply = await otherStore.raw('/api/SendVerificationCode', { method: 'POST', body: JSON.stringify({ channel: 'email', value: customer.email }) });
    expect(reply.status).toBe(404);
    expect(await verify('email', 'stranger@example.in', '123456')).toMatchObject({ status: 404 });
  });

  it('refuses malformed values and codes', async () => {
    expect(await send('email', 'not-an-email')).toMatchObject({ status: 400, body: { message: 'Please enter a valid e-mail address.' } });
    expect(await send('phone', '98765')).toMatchObject({ status: 400, body: { message: 'Phone number must be exactly 10 digits.' } });
    expect(await send('phone', '+1 2025550123')).toMatchObject({ status: 400 });
    expect((await post('/api/SendVerificationCode', { channel: 'fax', value: '1' })).status).toBe(400);
    expect((await verify('email', 'a@example.in', '12345')).body.message).toBe('The code is 6 digits.');
  });
});

describe('verification values', () => {
  it('normalises mobiles to their 10 digits and e-mails to lower case', () => {
    expect(normaliseTarget('phone', '+91 98765 43210')).toBe('9876543210');
    expect(normaliseTarget('phone', '919876543210')).toBe('9876543210');
    // A 10-digit number that itself starts with 91 keeps its digits.
    expect(normaliseTarget('phone', '9198765432')).toBe('9198765432');
    expect(normaliseTarget('phone', '09876543210')).toBeNull();
    expect(normaliseTarget('email', ' Ravi@Example.IN ')).toBe('ravi@example.in');
    expect(normaliseTarget('email', 'ravi@')).toBeNull();
  });
  it('masks what it echoes back', () => {
    expect(maskTarget('email', 'ravi@example.in')).toBe('r***@example.in');
    expect(maskTarget('phone', '9876543210')).toBe('+91 ******3210');
  });
});
