import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@haat/shared/rules';
import { describe, expect, it, vi } from 'vitest';
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
  let address = 0;
  /** A new client address each call unless one is given, so only the tests about it meet the per-address limits. */
  const post = async (pathname: string, body: unknown, from = `10.9.${Math.floor(address / 250)}.${(address += 1) % 250}`) => {
    const reply = await suite.api.raw(pathname, { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': from } });
    return { status: reply.status, body: await reply.json(), headers: reply.headers };
  };
  const send = (channel: 'email' | 'phone', value: string, from?: string) => post('/api/SendVerificationCode', { channel, value }, from);
  const verify = (channel: 'email' | 'phone', value: string, code: string, from?: string) => post('/api/VerifyCode', { channel, value, code }, from);
  /** The newest code sent to a recipient; codes go out after the answer, so it waits for the file. */
  const codeFor = (to: string) => vi.waitFor(() => latestCode(suite.api.outboxDir, to));
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const verified = (id: number) => suite.test.db.selectFrom('customers').select(['email_verified_at', 'mobile_verified_at'])
    .where('id', '=', id).executeTakeFirstOrThrow();

  it('mails a 6-digit code; the right code verifies the e-mail, "Account verified"', async () => {
    const customer = await newCustomer();
    const sent = await send('email', customer.email.toUpperCase());
    expect(sent).toMatchObject({ status: 200, body: { status: 'true', message: 'If an account uses r***@example.in, we have sent it a 6-digit code.', resend_after: 30 } });
    const code = await codeFor(customer.email);
    const [mail] = outboxTo(suite.api.outboxDir, customer.email);
    expect(mail!.subject).toBe('Your Rangrez Test Bazaar verification code');
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
      message: `If an account uses +91 ******${customer.mobile.slice(-4)}, we have sent it a 6-digit code.`, resendAfter: 30,
    });
    const code = await codeFor(`+91${customer.mobile}`);
    const [sms] = outboxTo(suite.api.outboxDir, `+91${customer.mobile}`);
    expect(sms).toMatchObject({ kind: 'sms', text: `${code} is your Rangrez Test Bazaar verification code. It expires in 10 minutes.` });
    expect(fs.readdirSync(suite.api.outboxDir).some((f) => f.endsWith(`-+91${customer.mobile}.txt`))).toBe(true);

    expect(await verify('phone', `91${customer.mobile}`, code)).toMatchObject({ status: 200, body: { status: 'true', message: 'Account verified' } });
    expect(await verified(customer.id)).toMatchObject({ email_verified_at: null, mobile_verified_at: expect.any(String) });
  });

  it('refuses a wrong code, and the right one still works after it', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = await codeFor(customer.email);
    expect(await verify('email', customer.email, otherThan(code))).toMatchObject({ status: 400, body: { status: 'false', message: wrong } });
    expect((await verified(customer.id)).email_verified_at).toBeNull();
    expect((await verify('email', customer.email, code)).status).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    const customer = await newCustomer();
    await send('phone', customer.mobile);
    const code = await codeFor(`+91${customer.mobile}`);
    for (let i = 0; i < 4; i += 1) expect((await verify('phone', customer.mobile, otherThan(code))).body.message).toBe(wrong);
    expect(await verify('phone', customer.mobile, otherThan(code))).toMatchObject({ status: 400, body: { message: unusable } });
    expect(await verify('phone', customer.mobile, code)).toMatchObject({ status: 400, body: { message: unusable } });
    expect((await verified(customer.id)).mobile_verified_at).toBeNull();
  });

  it('lets the right code through on the 5th try', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = await codeFor(customer.email);
    for (let i = 0; i < 4; i += 1) await verify('email', customer.email, otherThan(code));
    expect((await verify('email', customer.email, code)).status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = await codeFor(customer.email);
    suite.api.clock.advance(10 * 60_000 + 1000);
    expect(await verify('email', customer.email, code)).toMatchObject({ status: 400, body: { status: 'false', message: expired } });
    expect((await verified(customer.id)).email_verified_at).toBeNull();
  });

  it('accepts a code once only', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const code = await codeFor(customer.email);
    expect((await verify('email', customer.email, code)).status).toBe(200);
    expect(await verify('email', customer.email, code)).toMatchObject({ status: 400, body: { message: unusable } });
  });

  it('makes Resend wait 30 seconds; the new code replaces the old one', async () => {
    const customer = await newCustomer();
    await send('email', customer.email);
    const first = await codeFor(customer.email);
    const early = await send('email', customer.email);
    expect(early).toMatchObject({ status: 429, body: { status: 'false', message: 'Please wait 30 seconds before asking for a new code.' } });
    expect(early.headers.get('retry-after')).toBe('30');
    suite.api.clock.advance(12_000);
    // 18 s, or 17 when the machine took a second between the two requests (the clock runs on).
    expect((await send('email', customer.email)).body.message).toMatch(/^Please wait 1[78] seconds before asking for a new code\.$/);
    // The cool-down is per channel: the phone may have its code now.
    expect((await send('phone', customer.mobile)).status).toBe(200);
    suite.api.clock.advance(18_000);
    expect((await send('email', customer.email)).status).toBe(200);
    await vi.waitFor(() => expect(outboxTo(suite.api.outboxDir, customer.email)).toHaveLength(2));
    const second = await codeFor(customer.email);
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

  it('answers alike whether or not an account uses the e-mail or mobile, and sends nothing when none does', async () => {
    const customer = await newCustomer();
    const known = await send('email', customer.email);
    const unknown = await send('email', 'stranger@example.in');
    expect(unknown).toMatchObject({ status: 200, body: { status: 'true', message: 'If an account uses s***@example.in, we have sent it a 6-digit code.', resend_after: 30 } });
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    expect(await send('phone', '+91 90000 00001')).toMatchObject({ status: 200, body: { message: 'If an account uses +91 ******0001, we have sent it a 6-digit code.' } });
    // Another store's customer is nobody here.
    const otherStore = apiFor(suite.test.db, 'other.example');
    const elsewhere = await otherStore.raw('/api/SendVerificationCode', { method: 'POST', body: JSON.stringify({ channel: 'email', value: customer.email }) });
    expect(elsewhere.status).toBe(200);
    // Their cool-downs are alike too.
    expect((await send('email', 'stranger@example.in')).status).toBe(429);
    expect((await send('email', customer.email)).status).toBe(429);
    await codeFor(customer.email);
    expect(outboxTo(suite.api.outboxDir, 'stranger@example.in')).toEqual([]);
    expect(outboxTo(suite.api.outboxDir, '+919000000001')).toEqual([]);
    // A code for nobody is answered as a code that cannot be used.
    expect(await verify('email', 'stranger@example.in', '123456')).toMatchObject({ status: 400, body: { message: unusable } });
    const noCodeYet = await newCustomer();
    expect(await verify('email', noCodeYet.email, '123456')).toMatchObject({ status: 400, body: { message: unusable } });
  });

  it('limits codes asked for (20 an hour) and tried (30 an hour) from one client address, whoever they are for', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < 20; i += 1) expect((await send('email', `asker${i}@example.in`, from)).status).toBe(200);
    expect(await send('email', 'asker20@example.in', from)).toMatchObject({ status: 429, body: { message: 'Too many codes asked for. Please try again in an hour.' } });
    expect((await send('email', 'asker20@example.in')).status).toBe(200);
    for (let i = 0; i < 30; i += 1) expect((await verify('email', `asker${i}@example.in`, '123456', from)).status).toBe(400);
    const refused = await verify('email', 'asker0@example.in', '123456', from);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many codes tried. Please try again in an hour.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('refuses malformed values and codes', async () => {
    expect(await send('email', 'not-an-email')).toMatchObject({ status: 400, body: { message: 'Please enter a valid e-mail address.' } });
    expect(await send('phone', '98765')).toMatchObject({ status: 400, body: { message: 'Phone number must be exactly 10 digits.' } });
    expect(await send('phone', '+1 2025550123')).toMatchObject({ status: 400 });
    expect((await post('/api/SendVerificationCode', { channel: 'fax', value: '1' })).status).toBe(400);
    expect((await verify('email', 'a@example.in', '12345')).body.message).toBe(messages.codeIncomplete);
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
