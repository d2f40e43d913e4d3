import type { Db } from '../../db/database.ts';
import { logger } from '@haat/shared/log';
import { createInvitation, joinLink } from './invitations.ts';

/**
 * On a fresh install nobody can sign in to the console, and there is no default password: so
 * when the default store has no staff and no pending invitation, this makes one owner
 * invitation (for the store's e-mail) whose link the server logs. Null when there is nothing to do.
 */
export async function firstOwnerInvitation(db: Db, now: Date): Promise<{ token: string; email: string; storeName: string } | null> {
  const store = await db.selectFrom('stores').select(['id', 'name', 'email']).where('is_default', '=', 1).orderBy('id').executeTakeFirst();
  if (!store) return null;
  const member = await db.selectFrom('staff_memberships').select('staff_id').where('store_id', '=', store.id).executeTakeFirst();
  if (member) return null;
  const pending = await db.selectFrom('staff_invitations').select('id')
    .where('store_id', '=', store.id).where('used_at', 'is', null).where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString()).executeTakeFirst();
  if (pending) return null;
  const made = await createInvitation(db, { storeId: store.id, staffId: null }, { email: store.email.trim().toLowerCase(), role: 'owner' }, now);
  return made && { token: made.token, email: made.invitation.email, storeName: store.name };
}

/** Logs the first owner's invitation link when there is one to make; a failure is logged, never stops the start. */
export async function announceFirstOwner(db: Db, origin: string, now = new Date()): Promise<void> {
  try {
    const made = await firstOwnerInvitation(db, now);
    if (!made) return;
    logger.info(`Nobody runs ${made.storeName} yet. Open this link within 72 hours to become its owner (sign in as ${made.email}): ${joinLink(origin, made.token)}`);
  } catch (error) {
    logger.warn('The first owner invitation could not be made', { error });
  }
}
