import { compiledStatement } from '../db/compiled-once.ts';
import type { Db } from '../db/database.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long a sign-in lasts: 7 days, the spec's cookie lifetime. */
export const sessionSeconds = 7 * 24 * 60 * 60;

export interface Session {
  sessionId: number;
  customerId: number;
  storeId: number;
}

/** Opens a session for a customer; returns the bearer token (shown once, stored hashed). */
export async function openSession(db: Db, customerId: number, now: Date): Promise<{ token: string; expiresIn: number }> {
  const token = newToken();
  await db.insertInto('customer_sessions').values({
    customer_id: customerId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + sessionSeconds * 1000).toISOString(),
    revoked_at: null,
  }).execute();
  return { token, expiresIn: sessionSeconds };
}

/** The live session a token belongs to in this store, or null when unknown, expired or revoked. */
export async function findSession(db: Db, storeId: number, token: string, now: Date): Promise<Session | null> {
  const [row] = await liveSession(db, { tokenHash: hashToken(token), at: now.toISOString(), storeId });
  return row ?? null;
}

// Every signed-in call asks it (compiled once, decision 062).
const liveSession = compiledStatement((db, args: { tokenHash: string; at: string; storeId: number }) => db
  .selectFrom('customer_sessions')
  .innerJoin('customers', 'customers.id', 'customer_sessions.customer_id')
  .select(['customer_sessions.id as sessionId', 'customers.id as customerId', 'customers.store_id as storeId'])
  .where('customer_sessions.token_hash', '=', args.tokenHash)
  .where('customer_sessions.revoked_at', 'is', null)
  .where('customer_sessions.expires_at', '>', args.at)
  .where('customers.store_id', '=', args.storeId));

/** Revokes one session (sign-out). */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('customer_sessions').set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a customer except, optionally, the one making the change. */
export async function revokeCustomerSessions(db: Db, customerId: number, now: Date, keepSessionId?: number): Promise<void> {
  let query = db.updateTable('customer_sessions').set({ revoked_at: now.toISOString() })
    .where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
