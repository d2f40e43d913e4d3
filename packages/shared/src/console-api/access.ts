import { z } from 'zod';
import { text } from '../api/fields.ts';
import { isEmail } from '../rules/validation.ts';
import { consoleMessages } from './messages.ts';
import { staffRoles } from './roles.ts';

/**
 * Wire schemas of signing in to the console and joining a shop (decision 021 §2). The server
 * parses requests with them; the console's client checks replies with them.
 */

/** A role field: one of the three roles. */
export const roleField = z.enum(staffRoles, { error: consoleMessages.roleInvalid });

/** An e-mail field: trimmed and lower-cased, as staff e-mails are stored. */
export const staffEmailField = text(consoleMessages.emailRequired).trim().toLowerCase()
  .min(1, consoleMessages.emailRequired).max(254, consoleMessages.emailInvalid)
  .refine(isEmail, consoleMessages.emailInvalid);

/** POST /api/console/login. */
export const consoleLoginRequest = z.object({
  email: staffEmailField,
  password: text(consoleMessages.passwordRequired).min(1, consoleMessages.passwordRequired).max(256, consoleMessages.badCredentials),
});
export type ConsoleLogin = z.input<typeof consoleLoginRequest>;

/**
 * POST /api/console/join: a new staff member gives a name and a password (the registration
 * rules, checked by the server so the message sits beside the field); someone who already has
 * a staff account gives only their password.
 */
export const joinRequest = z.object({
  token: text(consoleMessages.invitationInvalid).min(1, consoleMessages.invitationInvalid).max(200, consoleMessages.invitationInvalid),
  name: text().trim().max(100, consoleMessages.staffNameTooLong).optional(),
  password: text(consoleMessages.passwordRequired).min(1, consoleMessages.passwordRequired).max(256),
});
export type JoinInput = z.input<typeof joinRequest>;

export const consoleStoreWire = z.object({ id: z.number().int(), name: z.string() });

/** The reply of login and join: the bearer token (also set as the console cookie), the role and the shop. */
export const consoleSignedInWire = z.object({
  token: z.string().min(1),
  role: roleField,
  store: consoleStoreWire,
});
export type ConsoleSignedIn = z.infer<typeof consoleSignedInWire>;

/** GET /api/console/me: who is signed in, where, as what, and the token unsafe calls echo. */
export const consoleMeWire = z.object({
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  role: roleField,
  store: consoleStoreWire,
  xsrf_token: z.string().min(1),
});
export type ConsoleMe = z.infer<typeof consoleMeWire>;

/** GET /api/console/invitations/preview?token=: what the join page shows before anyone types. */
export const invitationPreviewWire = z.object({
  email: z.string(),
  role: roleField,
  store_name: z.string(),
  /** True when the e-mail has a staff account already: the page asks only for its password. */
  existing_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewWire>;

/** POST /api/console/logout. */
export const signedOutWire = z.object({ signed_out: z.literal(true) });
