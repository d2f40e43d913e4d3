import type { StaffRole } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { decoyHash, verifyPassword } from '../../auth/passwords.ts';
import { rateLimiter, type RateLimit } from '../../auth/rate-limit.ts';
import { openStaffSession } from '../../auth/staff-sessions.ts';

// Console sign-ins are counted before the password is hashed, as customers' are (decision 017),
// in buckets of their own so a customer's attempts and a staff member's never share a count.

/** Attempts from one client address, whatever the account: 20 in 15 minutes. */
export const consoleSignInsPerAddress: RateLimit = { bucket: 'console-sign-in-address', max: 20, windowMs: 15 * 60_000 };
/** Attempts at one staff account from one address: 5 in 15 minutes. */
export const consoleSignInsPerAccountAndAddress: RateLimit = { bucket: 'console-sign-in-account-address', max: 5, windowMs: 15 * 60_000 };
/** Attempts at one staff account from anywhere: 100 in an hour, the ceiling for guessing from many addresses. */
export const consoleSignInsPerAccount: RateLimit = { bucket: 'console-sign-in-account', max: 100, windowMs: 60 * 60_000 };

export interface ConsoleSignInAttempt {
  storeId: number;
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
  address: string;
  userAgent?: string;
}

export type ConsoleSignInResult =
  | { outcome: 'signed-in'; token: string; expiresIn: number; role: StaffRole; staffId: number }
  | { outcome: 'invalid' }
  | { outcome: 'too-many-attempts'; retryAfterSeconds: number };

/** The counted name of a staff account: its id, or the e-mail typed when no account has it. */
function countedAccount(staffId: number | undefined, email: string): string {
  return staffId === undefined ? `name:${email}` : `staff:${staffId}`;
}

/**
 * Checks a console sign-in and opens a session bound to the request's store. An unknown e-mail,
 * a wrong password, a disabled account and an account with no membership in this store are one
 * and the same answer, at the same cost.
 */
export async function signInStaff(db: Db, now: () => Date, attempt: ConsoleSignInAttempt): Promise<ConsoleSignInResult> {
  const staff = await db.selectFrom('staff')
    .leftJoin('staff_memberships', (join) => join
      .onRef('staff_memberships.staff_id', '=', 'staff.id')
      .on('staff_memberships.store_id', '=', attempt.storeId))
    .select(['staff.id', 'staff.password_hash', 'staff.disabled_at', 'staff_memberships.role'])
    .where('staff.email', '=', attempt.email)
    .executeTakeFirst();

  const account = countedAccount(staff?.id, attempt.email);
  const fromHere = `${account}|${attempt.address}`;
  const limiter = rateLimiter(db, now);
  const taken = await limiter.takeEach([
    [consoleSignInsPerAddress, attempt.address],
    [consoleSignInsPerAccountAndAddress, fromHere],
    [consoleSignInsPerAccount, account],
  ]);
  if (!taken.ok) return { outcome: 'too-many-attempts', retryAfterSeconds: taken.retryAfterSeconds };

  const valid = await verifyPassword(attempt.password, staff?.password_hash ?? await decoyHash);
  if (!staff || !valid || staff.disabled_at !== null || !staff.role) return { outcome: 'invalid' };

  await limiter.giveBack(consoleSignInsPerAddress, attempt.address);
  await limiter.giveBack(consoleSignInsPerAccount, account);
  await limiter.reset(consoleSignInsPerAccountAndAddress, fromHere);
  const session = await openStaffSession(db, staff.id, attempt.storeId, now(), attempt.userAgent);
  return { outcome: 'signed-in', ...session, role: staff.role, staffId: staff.id };
}
