import type { RateLimit } from '../../auth/rate-limit.ts';

// Sign-in attempts are counted before the password is checked (decision 017 has the reasons and
// the numbers). An account is a customer when the username names one, so the e-mail and the
// mobile share one count; an unknown username is counted by the name typed, the same way.

/** Attempts from one client address, whatever the account: 20 in 15 minutes (a shared office or mobile network). */
export const signInsPerAddress: RateLimit = { bucket: 'sign-in-address', max: 20, windowMs: 15 * 60_000 };
/** Attempts at one account from one address: 5 in 15 minutes; only that address has to wait. */
export const signInsPerAccountAndAddress: RateLimit = { bucket: 'sign-in-account-address', max: 5, windowMs: 15 * 60_000 };
/**
 * Attempts at one account from anywhere: 100 in an hour, the ceiling for guessing from many
 * addresses. A browser the customer signed in on before is not held by it.
 */
export const signInsPerAccount: RateLimit = { bucket: 'sign-in-account', max: 100, windowMs: 60 * 60_000 };

/** The counted name of an account: its customer, or the username typed when none has it. */
export function signInAccount(storeId: number, customerId: number | undefined, username: string): string {
  return customerId === undefined ? `name:${storeId}:${username}` : `customer:${customerId}`;
}
