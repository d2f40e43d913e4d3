import { isTenDigitMobile, joinName } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { decoyHash, verifyPassword } from '../../auth/passwords.ts';
import { openSession } from '../../auth/sessions.ts';
import { loginPerAccount, loginPerAddress, rateLimiter, type RateLimit } from '../../auth/rate-limit.ts';

export interface SignInAttempt {
  storeId: number;
  username: string;
  password: string;
  /** The client's address (clientAddress), for the per-address limit. */
  address: string;
}

export type SignInResult =
  | { outcome: 'signed-in'; token: string; expiresIn: number; customer: { userName: string; email: string; mobile: string } }
  | { outcome: 'invalid' }
  | { outcome: 'too-many-attempts'; retryAfterSeconds: number };

/** The form a username is counted and looked up in: trimmed, lower-cased (e-mails are stored so). */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Checks a password sign-in and opens a session. An unknown user and a wrong password are the
 * same outcome at the same cost; failures count per account and per address, and a success
 * clears the account's count.
 */
export async function signIn(db: Db, now: () => Date, attempt: SignInAttempt): Promise<SignInResult> {
  const limiter = rateLimiter(db, now);
  const username = normaliseUsername(attempt.username);
  // Counted by the name as typed (normalised), known or not, so the count itself reveals
  // nothing; with its store, as two shops are two accounts. Password resets clear this
  // subject for both the e-mail and the mobile (services/password-reset.ts).
  const account = `${attempt.storeId}:${username}`;
  for (const [limit, subject] of [[loginPerAccount, account], [loginPerAddress, attempt.address]] as Array<[RateLimit, string]>) {
    if (await limiter.isLimited(limit, subject)) return { outcome: 'too-many-attempts', retryAfterSeconds: Math.ceil(limit.windowMs / 1000) };
  }

  const customer = await db.selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'email', 'mobile', 'password_hash'])
    .where('store_id', '=', attempt.storeId)
    .where(isTenDigitMobile(username) ? 'mobile' : 'email', '=', username)
    .executeTakeFirst();

  // Unknown users are checked against the decoy hash so both failures take the same time.
  const valid = await verifyPassword(attempt.password, customer?.password_hash ?? await decoyHash);
  if (!customer || !valid) {
    await limiter.hit(loginPerAccount, account);
    await limiter.hit(loginPerAddress, attempt.address);
    return { outcome: 'invalid' };
  }

  await limiter.reset(loginPerAccount, account);
  const session = await openSession(db, customer.id, now());
  return {
    outcome: 'signed-in',
    ...session,
    customer: { userName: joinName(customer.first_name, customer.last_name), email: customer.email, mobile: customer.mobile },
  };
}
