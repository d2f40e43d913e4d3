import type { StaffMember, StaffRole } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import { engineOf } from '../../db/engine.ts';
import { revokeStaffSessions } from '../../auth/staff-sessions.ts';
import { writeAudit, type Actor } from './audit.ts';

/** What a change to a member came to. */
export type MemberChange =
  | { ok: true; member: StaffMember }
  | { ok: false; problem: 'not-found' | 'last-owner' };

/** The store's members with their roles, owners first, then by name. */
export async function listStaff(db: Db, storeId: number): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff_memberships').innerJoin('staff', 'staff.id', 'staff_memberships.staff_id')
    .select(['staff.id', 'staff.name', 'staff.email', 'staff_memberships.role', 'staff_memberships.created_at as joined_at'])
    .where('staff_memberships.store_id', '=', storeId)
    .orderBy('staff.name').orderBy('staff.id')
    .execute();
  const rank: Record<StaffRole, number> = { owner: 0, manager: 1, packer: 2 };
  return rows.sort((a, b) => rank[a.role] - rank[b.role]);
}

/**
 * The member and the store's owners, read for a change. On PostgreSQL the owners' rows are
 * locked, so two owners demoting each other at once are taken one after the other and the
 * second sees that only one owner is left; SQLite runs one writing transaction at a time anyway.
 */
async function memberForChange(trx: Db, storeId: number, staffId: number) {
  const owners = trx.selectFrom('staff_memberships').select('staff_id')
    .where('store_id', '=', storeId).where('role', '=', 'owner');
  const ownerIds = (await (engineOf(trx) === 'postgres' ? owners.forUpdate() : owners).execute()).map((row) => row.staff_id);
  const member = await trx.selectFrom('staff_memberships').innerJoin('staff', 'staff.id', 'staff_memberships.staff_id')
    .select(['staff.id', 'staff.name', 'staff.email', 'staff_memberships.role', 'staff_memberships.created_at as joined_at'])
    .where('staff_memberships.store_id', '=', storeId).where('staff_memberships.staff_id', '=', staffId)
    .executeTakeFirst();
  const lastOwner = member?.role === 'owner' && ownerIds.length <= 1;
  return { member, lastOwner };
}

/** Gives a member another role; the store's last owner keeps theirs. Applies on the member's next call. */
export async function changeRole(db: Db, actor: Actor, staffId: number, role: StaffRole, now: Date): Promise<MemberChange> {
  return db.transaction().execute(async (trx): Promise<MemberChange> => {
    const { member, lastOwner } = await memberForChange(trx, actor.storeId, staffId);
    if (!member) return { ok: false, problem: 'not-found' };
    if (member.role === role) return { ok: true, member };
    if (lastOwner) return { ok: false, problem: 'last-owner' };
    await trx.updateTable('staff_memberships').set({ role })
      .where('store_id', '=', actor.storeId).where('staff_id', '=', staffId).execute();
    await writeAudit(trx, actor, { action: 'staff.role', entityType: 'staff', entityId: staffId, before: { role: member.role }, after: { role } }, now);
    return { ok: true, member: { ...member, role } };
  });
}

/** Removes a member from the store and ends their console sessions there; the last owner stays. */
export async function removeMember(db: Db, actor: Actor, staffId: number, now: Date): Promise<MemberChange> {
  return db.transaction().execute(async (trx): Promise<MemberChange> => {
    const { member, lastOwner } = await memberForChange(trx, actor.storeId, staffId);
    if (!member) return { ok: false, problem: 'not-found' };
    if (lastOwner) return { ok: false, problem: 'last-owner' };
    await trx.deleteFrom('staff_memberships').where('store_id', '=', actor.storeId).where('staff_id', '=', staffId).execute();
    await revokeStaffSessions(trx, staffId, now, { storeId: actor.storeId });
    await writeAudit(trx, actor, {
      action: 'staff.remove', entityType: 'staff', entityId: staffId, before: { email: member.email, role: member.role }, after: null,
    }, now);
    return { ok: true, member };
  });
}
