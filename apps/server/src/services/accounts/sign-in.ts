import { isTenDigitMobile, joinName } from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import { isKnownDevice, knownDeviceToken } from '../../auth/known-device.ts';
import { decoyHash, verifyPassword } from '../../auth/passwords.ts';
import { rateLimiter, type RateLimit } from '../../auth/rate-limit.ts';
import { openSession } from '../../auth/sessions.ts';
import { signInAccount, signInsPerAccount, signInsPerAccountAndAddress, signInsPerAddress } from './sign-in-limits.ts';

export interface SignInAttempt {
  storeId: number;
  username: string;
  password: string;
  /** The client's address (clientAddress), for the per-address limits. */
  address: string;
  /** The known-device cookie the browser sent, if any. */
  knownDevice?: string | undefined;
}

export type SignInResult =
  | {
    outcome: 'signed-in';
    token: string;
    expiresIn: number;
    customer: { userName: string; email: string; mobile: string };
    /** The browser's renewed known-device cookie. */
    knownDevice: string;
  }
  | { outcome: 'invalid' }
  | { outcome: 'too-many-attempts'; retryAfterSeconds: number };

/** The form a username is counted and looked up in: trimmed, lower-cased (e-mails are stored so). */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Checks a password sign-in and opens a session. The attempt is counted before the password is
 * hashed, so a burst is held to the limits however many requests arrive at once (decision 017).
 * An unknown user and a wrong password are the same outcome at the same cost; a success hands
 * its attempt back and clears the account's count from that address.
 */
export async function signIn(db: Db, now: () => Date, secret: string, attempt: SignInAttempt): Promise<SignInResult> {
  const username = normaliseUsername(attempt.username);
  const customer = await db.selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'email', 'mobile', 'password_hash'])
    .where('store_id', '=', attempt.storeId)
    .where(isTenDigitMobile(username) ? 'mobile' : 'email', '=', username)
    .executeTakeFirst();

  const account = signInAccount(attempt.storeId, customer?.id, username);
  const fromHere = `${account}|${attempt.address}`;
  const knownHere = customer !== undefined && isKnownDevice(secret, customer.id, attempt.knownDevice, now());
  const limits: Array<readonly [RateLimit, string]> = [
    [signInsPerAddress, attempt.address],
    [signInsPerAccountAndAddress, fromHere],
    ...(knownHere ? [] : [[signInsPerAccount, account] as const]),
  ];
  const limiter = rateLimiter(db, now);
  const taken = await limiter.takeEach(limits);
  if (!taken.ok) return { outcome: 'too-many-attempts', retryAfterSeconds: taken.retryAfterSeconds };

  // Unknown users are checked against the decoy hash so both failures take the same time.
  const valid = await verifyPassword(attempt.password, customer?.password_hash ?? await decoyHash);
  if (!customer || !valid) return { outcome: 'invalid' };

  await limiter.giveBack(signInsPerAddress, attempt.address);
  if (!knownHere) await limiter.giveBack(signInsPerAccount, account);
  await limiter.reset(signInsPerAccountAndAddress, fromHere);
  const session = await openSession(db, customer.id, now());
  return {
    outcome: 'signed-in',
    ...session,
    customer: { userName: joinName(customer.first_name, customer.last_name), email: customer.email, mobile: customer.mobile },
    knownDevice: knownDeviceToken(secret, customer.id, now()),
  };
}
