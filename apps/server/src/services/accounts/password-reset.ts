import { joinName } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { MailLanguage } from '../../mail/language.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeCustomerSessions } from '../../auth/sessions.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { rateLimiter, type RateLimit } from '../../auth/rate-limit.ts';
import { signInAccount, signInsPerAccount, signInsPerAccountAndAddress } from './sign-in-limits.ts';

/** Password-reset requests per e-mail: 3 an hour; per client address: 10 an hour. */
export const resetPerEmail: RateLimit = { bucket: 'reset-email', max: 3, windowMs: 60 * 60_000 };
export const resetPerAddress: RateLimit = { bucket: 'reset-address', max: 10, windowMs: 60 * 60_000 };

/** A reset link works for 1 hour. */
export const resetLinkLifetimeMs = 60 * 60_000;

export interface ResetLinkRequest {
  /** The raw token for the mailed link; only its hash is stored. */
  token: string;
  firstName: string;
  email: string;
  /** The account's language (decision 046); null when not known. */
  language: MailLanguage | null;
}

export type ResetOutcome =
  | { ok: true; account: { userName: string; email: string; mobile: string } }
  | { ok: false; problem: 'invalid' | 'used' | 'expired' };

/**
 * Issues a reset token for the store's customer with this (lower-cased) e-mail, or null when
 * there is none. A new token replaces the customer's unused ones, so only the newest link works.
 */
export async function issuePasswordReset(db: Db, storeId: number, email: string, now: Date): Promise<ResetLinkRequest | null> {
  const customer = await db.selectFrom('customers').select(['id', 'first_name', 'email', 'language'])
    .where('store_id', '=', storeId).where('email', '=', email).executeTakeFirst();
  if (!customer) return null;
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('customer_id', '=', customer.id).where('used_at', 'is', null).execute();
    await trx.insertInto('password_resets').values({
      customer_id: customer.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + resetLinkLifetimeMs).toISOString(),
      used_at: null,
    }).execute();
  });
  return { token, firstName: customer.first_name, email: customer.email, language: customer.language };
}

/**
 * Sets a new password with a reset token: marks the token used, stores the new hash, revokes
 * every session and forgets the account's failed sign-ins, all in one transaction.
 */
export async function resetPassword(db: Db, storeId: number, token: string, password: string, now: Date): Promise<ResetOutcome> {
  const reset = await db.selectFrom('password_resets')
    .innerJoin('customers', 'customers.id', 'password_resets.customer_id')
    .select(['password_resets.id', 'password_resets.expires_at', 'password_resets.used_at', 'customers.id as customerId',
      'customers.first_name', 'customers.last_name', 'customers.email', 'customers.mobile'])
    .where('password_resets.token_hash', '=', hashToken(token))
    // A link mailed by another store of this server is no link here.
    .where('customers.store_id', '=', storeId)
    .executeTakeFirst();
  if (!reset) return { ok: false, problem: 'invalid' };
  if (reset.used_at !== null) return { ok: false, problem: 'used' };
  if (reset.expires_at <= now.toISOString()) return { ok: false, problem: 'expired' };

  // Hashed before the transaction: argon2 takes tens of milliseconds, no lock should wait on it.
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  const won = await db.transaction().execute(async (trx) => {
    // Conditional: of two requests racing with one token, exactly one changes the password.
    const marked = await trx.updateTable('password_resets').set({ used_at: at })
      .where('id', '=', reset.id).where('used_at', 'is', null).executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return false;
    await trx.updateTable('customers').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', reset.customerId).execute();
    // Opening the mailed link proves the customer reads this e-mail.
    await trx.updateTable('customers').set({ email_verified_at: at })
      .where('id', '=', reset.customerId).where('email_verified_at', 'is', null).execute();
    await trx.deleteFrom('password_resets').where('customer_id', '=', reset.customerId).where('used_at', 'is', null).execute();
    await revokeCustomerSessions(trx, reset.customerId, now);
    // Opening the mailed link proves the account is theirs: its sign-in counts start afresh.
    const limiter = rateLimiter(trx, () => now);
    const account = signInAccount(storeId, reset.customerId, reset.email);
    await limiter.reset(signInsPerAccount, account);
    await limiter.resetStartingWith(signInsPerAccountAndAddress, `${account}|`);
    return true;
  });
  if (!won) return { ok: false, problem: 'used' };
  return { ok: true, account: { userName: joinName(reset.first_name, reset.last_name), email: reset.email, mobile: reset.mobile } };
}

/** Host names registered for a store, in a stable order. */
export async function storeHostNames(db: Db, storeId: number): Promise<string[]> {
  const rows = await db.selectFrom('store_hosts').select('host').where('store_id', '=', storeId).orderBy('host').execute();
  return rows.map((row) => row.host);
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of links mailed to customers. The Host header is chosen by whoever sends the
 * request: if it went into the link, an attacker could ask for a reset of someone else's
 * account with `Host: evil.example` and collect the token when the victim clicks. So:
 * PUBLIC_URL when set; else the request's own origin only when its host is one of this
 * store's hosts (or a loopback name, for development); else the store's first real host.
 * With none of those the link points at localhost (`guessed`): a broken link is better than
 * a stolen one, and the caller warns that PUBLIC_URL should be set.
 */
export function mailLinkOrigin(input: { publicUrl?: string | undefined; requestOrigin: string; storeHosts: string[] }): { origin: string; guessed: boolean } {
  if (input.publicUrl) return { origin: input.publicUrl.replace(/\/+$/, ''), guessed: false };
  let request: URL | null;
  try {
    request = new URL(input.requestOrigin);
  } catch {
    request = null;
  }
  const hosts = input.storeHosts.map((h) => h.toLowerCase());
  const trusted = new Set([...loopbackNames, ...hosts]);
  if (request && /^https?:$/.test(request.protocol) && trusted.has(request.hostname)) return { origin: request.origin, guessed: false };
  const realHost = hosts.find((h) => !loopbackNames.has(h));
  if (realHost) return { origin: `https://${realHost}`, guessed: false };
  return { origin: 'http://localhost', guessed: true };
}
