import { newPassword } from '@haat/shared/api';
import { consoleMessages, type StaffRole } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { RateLimit } from '../../auth/rate-limit.ts';
import { openStaffSession } from '../../auth/staff-sessions.ts';
import { writeAudit } from './audit.ts';
import { openInvitation, type InvitationProblem } from './invitations.ts';

/** Joins from one client address: 10 an hour, taken before the token is looked at. */
export const joinsPerAddress: RateLimit = { bucket: 'console-join-address', max: 10, windowMs: 60 * 60_000 };

export interface JoinAttempt {
  storeId: number;
  token: string;
  name?: string | undefined;
  password: string;
  userAgent?: string;
}

export type JoinOutcome =
  | { ok: true; token: string; expiresIn: number; role: StaffRole; staffId: number }
  | { ok: false; problem: InvitationProblem | 'already-member' | 'race' }
  | { ok: false; fields: Record<string, string> };

/** The staff account an invitation's e-mail will use: an existing one checked by its password, or a new one's name and hash. */
type JoiningAccount = { staffId: number } | { name: string; passwordHash: string } | { fields: Record<string, string> };

async function joiningAccount(db: Db, email: string, attempt: JoinAttempt): Promise<JoiningAccount> {
  const existing = await db.selectFrom('staff').select(['id', 'password_hash', 'disabled_at']).where('email', '=', email).executeTakeFirst();
  if (existing) {
    const valid = await verifyPassword(attempt.password, existing.password_hash);
    if (!valid || existing.disabled_at !== null) return { fields: { password: consoleMessages.joinPasswordWrong } };
    return { staffId: existing.id };
  }
  const fields: Record<string, string> = {};
  const name = attempt.name?.trim() ?? '';
  if (name === '') fields.name = consoleMessages.staffNameRequired;
  const password = newPassword.safeParse(attempt.password);
  if (!password.success) fields.password = password.error.issues[0]?.message ?? consoleMessages.passwordRequired;
  if (Object.keys(fields).length > 0) return { fields };
  return { name, passwordHash: await hashPassword(attempt.password) };
}

/**
 * Joins the store with an invitation: creates the staff account (or, for an e-mail that has
 * one, checks its password), adds the membership, uses the invitation up and opens a session,
 * all in one transaction. The invitation is marked used by one conditional UPDATE, so of two
 * joins racing with one token exactly one wins.
 */
export async function joinWithInvitation(db: Db, now: Date, attempt: JoinAttempt): Promise<JoinOutcome> {
  const opened = await openInvitation(db, attempt.storeId, attempt.token, now);
  if (!opened.ok) return opened;
  const { invitation } = opened;
  // The password is hashed or checked before the transaction: no lock waits on argon2.
  const account = await joiningAccount(db, invitation.email, attempt);
  if ('fields' in account) return { ok: false, fields: account.fields };

  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<JoinOutcome> => {
    const marked = await trx.updateTable('staff_invitations').set({ used_at: at })
      .where('id', '=', invitation.id).where('used_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', at)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) {
      const again = await openInvitation(trx, attempt.storeId, attempt.token, now);
      return { ok: false, problem: again.ok ? 'used' : again.problem };
    }
    let staffId: number;
    if ('name' in account) {
      const created = await trx.insertInto('staff').values({
        email: invitation.email, name: account.name, password_hash: account.passwordHash, created_at: at, updated_at: at, disabled_at: null,
      }).onConflict((oc) => oc.column('email').doNothing()).returning('id').executeTakeFirst();
      // Another invitation for the same e-mail made the account a moment ago.
      if (!created) throw new JoinRace();
      staffId = created.id;
    } else {
      staffId = account.staffId;
    }
    const member = await trx.insertInto('staff_memberships').values({
      staff_id: staffId, store_id: attempt.storeId, role: invitation.role, created_at: at, invited_by: invitation.invited_by,
    }).onConflict((oc) => oc.columns(['staff_id', 'store_id']).doNothing()).returning('role').executeTakeFirst();
    if (!member) throw new AlreadyMember();
    await trx.updateTable('staff_invitations').set({ used_by: staffId }).where('id', '=', invitation.id).execute();
    await writeAudit(trx, { storeId: attempt.storeId, staffId }, {
      action: 'staff.join', entityType: 'staff', entityId: staffId, after: { email: invitation.email, role: invitation.role },
    }, now);
    const session = await openStaffSession(trx, staffId, attempt.storeId, now, attempt.userAgent);
    return { ok: true, ...session, role: invitation.role, staffId };
  }).catch((error: unknown) => {
    // Thrown to roll the transaction back: the invitation stays unused.
    if (error instanceof AlreadyMember) return { ok: false, problem: 'already-member' } as const;
    if (error instanceof JoinRace) return { ok: false, problem: 'race' } as const;
    throw error;
  });
}

class AlreadyMember extends Error {}
class JoinRace extends Error {}
