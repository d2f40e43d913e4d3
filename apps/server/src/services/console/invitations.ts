import type { Invitation, InvitationPreview, StaffRole } from '@haat/shared/console-api';
import type { Db } from '../../db/database.ts';
import type { StaffInvitationTable } from '../../db/schema.ts';
import type { RateLimit } from '../../auth/rate-limit.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { writeAudit, type Actor } from './audit.ts';

/** An invitation link works for 72 hours, once. */
export const invitationLifetimeMs = 72 * 60 * 60_000;
/** Invitations an owner may send: 20 per store an hour. */
export const invitationsPerStore: RateLimit = { bucket: 'console-invitations-store', max: 20, windowMs: 60 * 60_000 };

/** Why a token does not open an invitation. */
export type InvitationProblem = 'invalid' | 'expired' | 'used' | 'revoked';

type InvitationRow = Pick<StaffInvitationTable, 'email' | 'role' | 'invited_by' | 'created_at' | 'expires_at' | 'used_at' | 'revoked_at'> & { id: number };

/** The join link of a token, under the origin the console is served from. */
export function joinLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/console/join?token=${encodeURIComponent(token)}`;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin a link printed on the command line or in the log uses: PUBLIC_URL, else the store's
 * host (plain HTTP on this machine's port for a loopback name), else this machine.
 */
export function printedLinkOrigin(input: { publicUrl?: string | undefined; host?: string | undefined; port: number }): string {
  if (input.publicUrl) return input.publicUrl;
  const host = input.host ?? 'localhost';
  return loopback.has(host) ? `http://${host}:${input.port}` : `https://${host}`;
}

/** Where an invitation stands at `now`. */
export function invitationState(row: Pick<InvitationRow, 'used_at' | 'revoked_at' | 'expires_at'>, now: Date): Invitation['state'] {
  if (row.used_at !== null) return 'used';
  if (row.revoked_at !== null) return 'revoked';
  return row.expires_at <= now.toISOString() ? 'expired' : 'pending';
}

function invitationWire(row: InvitationRow, now: Date): Invitation {
  return { id: row.id, email: row.email, role: row.role, state: invitationState(row, now), created_at: row.created_at, expires_at: row.expires_at };
}

const invitationColumns = ['id', 'email', 'role', 'invited_by', 'created_at', 'expires_at', 'used_at', 'revoked_at'] as const;

/**
 * Invites an e-mail to the store with a role: a new single-use token (only its hash is kept)
 * that replaces the e-mail's pending invitations to this store. Null when the e-mail is a member already.
 */
export async function createInvitation(
  db: Db, actor: Actor, input: { email: string; role: StaffRole }, now: Date,
): Promise<{ invitation: Invitation; token: string } | null> {
  const token = newToken();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('staff_memberships').innerJoin('staff', 'staff.id', 'staff_memberships.staff_id')
      .select('staff.id').where('staff_memberships.store_id', '=', actor.storeId).where('staff.email', '=', input.email).executeTakeFirst();
    if (member) return null;
    await trx.updateTable('staff_invitations').set({ revoked_at: at })
      .where('store_id', '=', actor.storeId).where('email', '=', input.email)
      .where('used_at', 'is', null).where('revoked_at', 'is', null).execute();
    const row = await trx.insertInto('staff_invitations').values({
      store_id: actor.storeId, email: input.email, role: input.role, token_hash: hashToken(token), invited_by: actor.staffId,
      created_at: at, expires_at: new Date(now.getTime() + invitationLifetimeMs).toISOString(), used_at: null, used_by: null, revoked_at: null,
    }).returning(invitationColumns).executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'invitation.create', entityType: 'invitation', entityId: row.id, after: { email: row.email, role: row.role } }, now);
    return { invitation: invitationWire(row, now), token };
  });
}

/** The store's invitations of the last 30 days, newest first. */
export async function listInvitations(db: Db, storeId: number, now: Date): Promise<Invitation[]> {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString();
  const rows = await db.selectFrom('staff_invitations').select(invitationColumns)
    .where('store_id', '=', storeId).where('created_at', '>=', since)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map((row) => invitationWire(row, now));
}

/** Withdraws a pending invitation of the store; false when there is none by that id. */
export async function revokeInvitation(db: Db, actor: Actor, invitationId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('staff_invitations').set({ revoked_at: now.toISOString() })
      .where('id', '=', invitationId).where('store_id', '=', actor.storeId)
      .where('used_at', 'is', null).where('revoked_at', 'is', null)
      .returning(['id', 'email', 'role']).executeTakeFirst();
    if (!row) return false;
    await writeAudit(trx, actor, { action: 'invitation.revoke', entityType: 'invitation', entityId: row.id, before: { email: row.email, role: row.role } }, now);
    return true;
  });
}

/** The invitation a token opens in this store, if it still can be used. */
export async function openInvitation(db: Db, storeId: number, token: string, now: Date): Promise<{ ok: true; invitation: InvitationRow } | { ok: false; problem: InvitationProblem }> {
  const row = await db.selectFrom('staff_invitations').select(invitationColumns)
    .where('token_hash', '=', hashToken(token)).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) return { ok: false, problem: 'invalid' };
  const state = invitationState(row, now);
  return state === 'pending' ? { ok: true, invitation: row } : { ok: false, problem: state };
}

/** What the join page shows for a token: the e-mail, the role, the shop, and whether the e-mail has an account. */
export async function previewInvitation(
  db: Db, store: { id: number; name: string }, token: string, now: Date,
): Promise<{ ok: true; preview: InvitationPreview } | { ok: false; problem: InvitationProblem }> {
  const opened = await openInvitation(db, store.id, token, now);
  if (!opened.ok) return opened;
  const { email, role } = opened.invitation;
  const staff = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
  return { ok: true, preview: { email, role, store_name: store.name, existing_account: staff !== undefined } };
}
