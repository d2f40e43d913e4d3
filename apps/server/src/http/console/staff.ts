import type { Context } from 'hono';
import { consoleMessages, invitationCreateRequest, roleLabels, staffUpdateRequest } from '@haat/shared/console-api';
import { rateLimiter } from '../../auth/rate-limit.ts';
import { inviteMail } from '../../mail/console-templates.ts';
import { queueMail } from '../../mail/outbox/queue.ts';
import { createInvitation, invitationsPerStore, joinLink, listInvitations, revokeInvitation } from '../../services/console/invitations.ts';
import { changeRole, listStaff, removeMember, type MemberChange } from '../../services/console/staff.ts';
import { ApiError } from '../errors.ts';
import { mailOriginOf } from '../mail-origin.ts';
import { mailStore } from '../recovery.ts';
import { tooMany } from './access.ts';
import { actorOf } from './catalogue-handler.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import { staffOf, type ConsoleArea, type ConsoleEnv } from './router.ts';


function memberReply(c: Context<ConsoleEnv>, changed: MemberChange, data: (member: Extract<MemberChange, { ok: true }>['member']) => unknown) {
  if (!changed.ok) {
    throw changed.problem === 'last-owner' ? new ApiError(409, consoleMessages.lastOwner) : new ApiError(404, consoleMessages.staffNotFound);
  }
  return c.json({ status: 'true', data: data(changed.member) });
}

/** The owner's staff screens: members and their roles, and invitations by mail. */
export const staffArea: ConsoleArea = (route, { db, now, outbox, publicUrl }) => {
  route('staffList', async (c) => c.json({ status: 'true', data: { staff: await listStaff(db, c.get('store').id) } }));

  route('staffUpdate', async (c) => {
    const id = idParam(c);
    const { role } = await readConsoleJson(c, staffUpdateRequest);
    return memberReply(c, await changeRole(db, actorOf(c), id, role, now()), (member) => member);
  });

  route('staffRemove', async (c) => {
    const id = idParam(c);
    return memberReply(c, await removeMember(db, actorOf(c), id, now()), () => ({ removed: true }));
  });

  route('invitationList', async (c) => c.json({ status: 'true', data: { invitations: await listInvitations(db, c.get('store').id, now()) } }));

  route('invitationCreate', async (c) => {
    const input = await readConsoleJson(c, invitationCreateRequest);
    const store = c.get('store');
    const taken = await rateLimiter(db, now).take(invitationsPerStore, String(store.id));
    if (!taken.ok) return tooMany(c, taken.retryAfterSeconds, consoleMessages.tooManyInvitations);
    const made = await createInvitation(db, actorOf(c), input, now());
    if (!made) throw new ApiError(409, consoleMessages.alreadyInvited, { email: consoleMessages.alreadyInvited });
    const link = joinLink(await mailOriginOf(c, db, c.get('store').id, publicUrl, 'An invitation link'), made.token);
    const mail = inviteMail(mailStore(store), { inviter: staffOf(c).name, role: roleLabels[input.role], link });
    await queueMail(db, { storeId: store.id, to: made.invitation.email, ...mail }, now());
    outbox.wake();
    return c.json({ status: 'true', data: made.invitation }, 201);
  });

  route('invitationRevoke', async (c) => {
    const id = idParam(c);
    if (!await revokeInvitation(db, actorOf(c), id, now())) throw new ApiError(404, consoleMessages.invitationNotFound);
    return c.json({ status: 'true', data: { revoked: true } });
  });
};
