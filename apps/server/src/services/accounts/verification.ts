import crypto from 'node:crypto';
import { isEmail, verificationCodeLength } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { safeEqual } from '../../auth/tokens.ts';
import type { RateLimit } from '../../auth/rate-limit.ts';

/** Where a sign-up verification code goes: the account's e-mail or its (+91) mobile. */
export type Channel = 'email' | 'phone';

export interface CodeTarget {
  customerId: number;
  channel: Channel;
  /** The normalised e-mail or 10-digit mobile the code was sent to. */
  target: string;
}

/** A code works for 10 minutes, once, and survives at most 5 tries. */
export const codeLifetimeMs = 10 * 60_000;
export const maxCodeTries = 5;
/** The Resend cool-down, per e-mail or mobile. */
export const resendCooldownSeconds = 30;

// Counted per e-mail or mobile as typed (normalised), whether an account uses it or not, so
// neither the answers nor the limits tell who has an account (decision 017).
/** One code per e-mail or mobile every 30 seconds: the Resend cool-down. */
export const codeResendCooldown: RateLimit = { bucket: 'verification-cooldown', max: 1, windowMs: resendCooldownSeconds * 1000 };
/** Codes per e-mail or mobile: 5 an hour, so the cool-down alone cannot flood a mailbox or phone. */
export const codesPerTarget: RateLimit = { bucket: 'verification-code', max: 5, windowMs: 60 * 60_000 };
/** Codes asked for from one client address: 20 an hour, whoever they are for. */
export const codeRequestsPerAddress: RateLimit = { bucket: 'verification-address', max: 20, windowMs: 60 * 60_000 };
/** Codes tried from one client address: 30 an hour (each code allows 5 tries of its own). */
export const codeChecksPerAddress: RateLimit = { bucket: 'verification-check-address', max: 30, windowMs: 60 * 60_000 };

export type CheckOutcome = { ok: true } | { ok: false; problem: 'wrong' | 'expired' | 'unusable' };

/** The stored form of a value: e-mail lower-cased; mobile as 10 digits without +91, 91 or spaces. Null when malformed. */
export function normaliseTarget(channel: Channel, value: string): string | null {
  if (channel === 'email') {
    const email = value.trim().toLowerCase();
    return isEmail(email) ? email : null;
  }
  return /^(?:\+?91)?([0-9]{10})$/.exec(value.replace(/[\s-]/g, ''))?.[1] ?? null;
}

/** The store's customer using this e-mail or mobile, or null. */
export async function findCustomerByTarget(db: Db, storeId: number, channel: Channel, target: string): Promise<number | null> {
  const row = await db.selectFrom('customers').select('id')
    .where('store_id', '=', storeId).where(channel === 'email' ? 'email' : 'mobile', '=', target).executeTakeFirst();
  return row?.id ?? null;
}

/** The value as shown back to the customer: a***@example.in, +91 ******3210. */
export function maskTarget(channel: Channel, target: string): string {
  if (channel === 'phone') return `+91 ******${target.slice(-4)}`;
  const at = target.lastIndexOf('@');
  return `${target.slice(0, 1)}***${target.slice(at)}`;
}

/** Makes a new code for the customer's e-mail or mobile, replacing earlier ones. The caller has taken the limits. */
export async function issueVerificationCode(db: Db, secret: string, to: CodeTarget, now: Date): Promise<{ code: string; codeId: number }> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verification_codes').where('customer_id', '=', to.customerId).where('channel', '=', to.channel).execute();
    const code = String(crypto.randomInt(0, 10 ** verificationCodeLength)).padStart(verificationCodeLength, '0');
    const row = await trx.insertInto('verification_codes').values({
      customer_id: to.customerId,
      channel: to.channel,
      target: to.target,
      code_hash: codeHash(secret, to, code),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + codeLifetimeMs).toISOString(),
      used_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    return { code, codeId: row.id };
  });
}

/** Checks a code; the right one, in time and within the tries, marks the e-mail or mobile verified. */
export async function checkVerificationCode(db: Db, secret: string, to: CodeTarget, code: string, now: Date): Promise<CheckOutcome> {
  const row = await db.selectFrom('verification_codes').select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('customer_id', '=', to.customerId).where('channel', '=', to.channel).where('target', '=', to.target)
    .orderBy('id', 'desc').executeTakeFirst();
  if (!row || row.used_at !== null || row.attempts >= maxCodeTries) return { ok: false, problem: 'unusable' };
  if (row.expires_at <= now.toISOString()) return { ok: false, problem: 'expired' };

  // The try is counted before the code is compared, so parallel guesses cannot outrun the limit.
  const counted = await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id).where('used_at', 'is', null).where('attempts', '<', maxCodeTries)
    .returning('attempts').executeTakeFirst();
  if (!counted) return { ok: false, problem: 'unusable' };
  if (!safeEqual(codeHash(secret, to, code), row.code_hash)) {
    return { ok: false, problem: counted.attempts >= maxCodeTries ? 'unusable' : 'wrong' };
  }

  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<CheckOutcome> => {
    const used = await trx.updateTable('verification_codes').set({ used_at: at })
      .where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (used.numUpdatedRows === 0n) return { ok: false, problem: 'unusable' };
    const column = to.channel === 'email' ? 'email_verified_at' : 'mobile_verified_at';
    await trx.updateTable('customers').set(to.channel === 'email' ? { email_verified_at: at } : { mobile_verified_at: at })
      .where('id', '=', to.customerId).where(column, 'is', null).execute();
    return { ok: true };
  });
}

/**
 * Codes are stored as an HMAC under the server secret, never plain nor as a bare hash: a
 * million possible codes are hashed through in an instant without the secret. The customer,
 * channel and target are inside, so a hash is worth nothing on any other row.
 */
function codeHash(secret: string, to: CodeTarget, code: string): string {
  return crypto.createHmac('sha256', secret).update(`verification-code:${to.customerId}:${to.channel}:${to.target}:${code}`).digest('hex');
}
