import type { StaffRole } from '@haat/shared/console-api';
import type { Db } from '../db/database.ts';
import { hashToken, newToken } from './tokens.ts';

/** A console sign-in lasts 7 days, as a customer's does. */
export const staffSessionSeconds = 7 * 24 * 60 * 60;

/** A live console session: who, in which store, and their role there as of this request. */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  storeId: number;
  role: StaffRole;
  name: string;
  email: string;
}

/** Opens a console session bound to one store; returns the bearer token (stored hashed). */
export async function openStaffSession(
  db: Db, staffId: number, storeId: number, now: Date, userAgent = '',
): Promise<{ token: string; expiresIn: number }> {
  const token = newToken();
  await db.insertInto('staff_sessions').values({
    staff_id: staffId,
    store_id: storeId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + staffSessionSeconds * 1000).toISOString(),
    revoked_at: null,
    user_agent: userAgent.slice(0, 200),
  }).execute();
  return { token, expiresIn: staffSessionSeconds };
}

/**
 * The live session a token belongs to in this store, with the member's role read afresh on
 * every call (so a role change or a removal applies at once); null when the token is unknown,
 * expired, revoked, of another store, or its staff member was disabled or removed.
 */
export async function findStaffSession(db: Db, storeId: number, token: string, now: Date): Promise<StaffSession | null> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .innerJoin('staff_memberships', (join) => join
      .onRef('staff_memberships.staff_id', '=', 'staff_sessions.staff_id')
      .onRef('staff_memberships.store_id', '=', 'staff_sessions.store_id'))
    .select([
      'staff_sessions.id as sessionId', 'staff.id as staffId', 'staff_sessions.store_id as storeId',
      'staff_memberships.role as role', 'staff.name as name', 'staff.email as email',
    ])
    .where('staff_sessions.token_hash', '=', hashToken(token))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff_sessions.store_id', '=', storeId)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Revokes one session (sign-out). */
export async function revokeStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/**
 * Revokes a staff member's live sessions: in one store (a role change, a removal) or in all
 * (a password change), optionally keeping the session that made the change.
 */
export async function revokeStaffSessions(
  db: Db, staffId: number, now: Date, options: { storeId?: number; keepSessionId?: number } = {},
): Promise<void> {
  let query = db.updateTable('staff_sessions').set({ revoked_at: now.toISOString() })
    .where('staff_id', '=', staffId).where('revoked_at', 'is', null);
  if (options.storeId !== undefined) query = query.where('store_id', '=', options.storeId);
  if (options.keepSessionId !== undefined) query = query.where('id', '!=', options.keepSessionId);
  await query.execute();
}
