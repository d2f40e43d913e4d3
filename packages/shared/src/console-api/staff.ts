import { z } from 'zod';
import { roleField, staffEmailField } from './access.ts';

/** Wire schemas of the owner's staff screens: members, their roles, and invitations. */

/** One member of the shop. */
export const staffMemberWire = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleField,
  /** When they joined this shop. */
  joined_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberWire>;

export const staffListWire = z.object({ staff: z.array(staffMemberWire) });

/** PATCH /api/console/staff/:id. */
export const staffUpdateRequest = z.object({ role: roleField });
export type StaffUpdate = z.input<typeof staffUpdateRequest>;

export const staffRemovedWire = z.object({ removed: z.literal(true) });

export const invitationStates = ['pending', 'used', 'expired', 'revoked'] as const;

/** An invitation as the owner sees it: never its token, which only the mail carries. */
export const invitationWire = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleField,
  state: z.enum(invitationStates),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationWire>;

export const invitationListWire = z.object({ invitations: z.array(invitationWire) });

/** POST /api/console/invitations: the link goes out by mail. */
export const invitationCreateRequest = z.object({ email: staffEmailField, role: roleField });
export type InvitationCreate = z.input<typeof invitationCreateRequest>;

export const invitationRevokedWire = z.object({ revoked: z.literal(true) });
