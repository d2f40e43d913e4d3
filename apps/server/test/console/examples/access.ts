import crypto from 'node:crypto';
import { createInvitation } from '../../../src/services/console/invitations.ts';
import { insertStaff, inviteToken, staffPassword, type ConsoleExamples, type ExampleContext } from '../console-support.ts';

const someone = () => `example.${crypto.randomBytes(5).toString('hex')}@staff.test`;

/** A fresh packer of the matrix's store, to change or remove. */
const freshPacker = ({ db, fx }: ExampleContext) => insertStaff(db, fx.storeId, 'packer');

/** Requests of the access and staff calls (the sign-in, joining and owner's staff screens). */
export const accessExamples: ConsoleExamples = {
  join: async ({ db, fx, now }) => ({ body: { token: await inviteToken(db, fx.storeId, someone(), 'packer', now), name: 'Example Joiner', password: 'Joining2026x' } }),
  invitationPreview: async ({ db, fx, now }) => ({ query: { token: await inviteToken(db, fx.storeId, someone(), 'manager', now) } }),
  login: async (context) => ({ body: { email: (await freshPacker(context)).email, password: staffPassword } }),
  logout: () => ({}),
  me: () => ({}),
  staffList: () => ({}),
  staffUpdate: async (context) => ({ params: { id: (await freshPacker(context)).id }, body: { role: 'manager' } }),
  staffRemove: async (context) => ({ params: { id: (await freshPacker(context)).id } }),
  invitationList: () => ({}),
  invitationCreate: () => ({ body: { email: someone(), role: 'packer' } }),
  invitationRevoke: async ({ db, fx, now }) => {
    const made = await createInvitation(db, { storeId: fx.storeId, staffId: null }, { email: someone(), role: 'packer' }, now);
    return { params: { id: made!.invitation.id } };
  },
};
