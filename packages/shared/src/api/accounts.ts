import { z } from 'zod';
import { messages } from '../rules/messages.ts';
import { isEmail, isTenDigitMobile, passwordProblems } from '../rules/validation.ts';
import { isVerificationCode } from '../rules/verification-code.ts';
import { okStatus } from './envelope.ts';
import { text } from './fields.ts';

/**
 * Wire schemas of the account calls (accounts spec §7) and the ones we designed in the same
 * style where the spec says "not shown": sign-out, password reset, profile edit, verification.
 * Server and client parse with these; the apps use the clean types below.
 */

/** A password that follows the registration rules (spec §5); the first broken rule is the message. */
export const newPassword = text(messages.passwordRequired).superRefine((value, ctx) => {
  const problem = passwordProblems(value)[0];
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const requiredText = (field: string, max = 100) =>
  text(`${field} is required.`).trim().min(1, `${field} is required.`).max(max, `${field} is too long.`);
const emailField = text('Email is required.').trim().toLowerCase()
  .refine(isEmail, messages.emailInvalid);
const mobileField = text(messages.phoneTenDigits).trim().refine(isTenDigitMobile, messages.phoneTenDigits);

/** POST /token, form-encoded (OAuth2 password grant). Username is the e-mail or the 10-digit mobile. */
export const tokenRequest = z.object({
  username: text().trim().min(1, 'username is required.').max(254),
  password: text().min(1, 'password is required.').max(256),
  grant_type: z.literal('password', { error: "grant_type must be 'password'." }),
});
export const tokenReply = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
});

/** `{status: 'true', message}`, the reply of the calls that only report success. */
export const messageReply = z.object({ status: okStatus, message: z.string() });

/** POST /api/insert_customer. */
export const registerRequest = z.object({
  firstname: requiredText('First name', 60),
  lastname: requiredText('Last name', 60),
  email: emailField,
  mobileno: mobileField,
  password: newPassword,
});
export type Registration = z.input<typeof registerRequest>;

/** One customer as User_profile describes them (data[0]). */
export const profileWire = z.object({
  user_name: z.string(),
  emailid: z.string(),
  mobileno: z.string(),
  // Ours: the Edit Profile modal needs the two name fields, the verification card their state.
  firstname: z.string(),
  lastname: z.string(),
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
});
export const profileReply = z.object({ status: okStatus, data: z.array(profileWire).min(1) });

/** Ours: POST /api/update_Customer_profile, the name and e-mail part of Edit Profile. */
export const updateProfileRequest = z.object({
  firstname: requiredText('First name', 60),
  lastname: requiredText('Last name', 60),
  email: emailField,
});

/**
 * POST /api/CustomerPasswordChange: userid is the token value itself (spec §7); when it is left
 * empty the server takes the bearer header or the user_token cookie instead.
 */
export const passwordChangeRequest = z.object({
  userid: text().max(256, 'userid is too long.').default(''),
  old_password: text('Old password is required.').min(1, 'Old password is required.').max(256),
  new_password: newPassword,
});

/** Ours: POST /api/ForgotPassword. Always the same reply, whether or not the account exists. */
export const forgotPasswordRequest = z.object({ email: emailField });

/** Ours: POST /api/ResetPassword with the token from the mailed link; the reply shows the account. */
export const resetPasswordRequest = z.object({
  token: text().min(1, 'The reset link is incomplete.').max(200),
  password: newPassword,
});
export const resetPasswordReply = z.object({
  status: okStatus,
  message: z.string(),
  data: z.array(profileWire.pick({ user_name: true, emailid: true, mobileno: true })).min(1),
});

/** Ours: the sign-up card's verification codes, by e-mail or by phone (+91). */
export const verificationChannel = z.enum(['email', 'phone'], { error: "channel must be 'email' or 'phone'." });
export const sendCodeRequest = z.object({ channel: verificationChannel, value: text().trim().min(1).max(254) });
export const sendCodeReply = z.object({
  status: okStatus,
  message: z.string(),
  /** Seconds before another code may be requested (the Resend cool-down). */
  resend_after: z.number().int().nonnegative(),
});
export const verifyCodeRequest = sendCodeRequest.extend({
  code: text().refine(isVerificationCode, messages.codeIncomplete),
});

export interface CustomerProfile {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  emailVerified: boolean;
  mobileVerified: boolean;
}

export function toCustomerProfile(wire: z.output<typeof profileWire>): CustomerProfile {
  return {
    userName: wire.user_name,
    firstName: wire.firstname,
    lastName: wire.lastname,
    email: wire.emailid,
    mobile: wire.mobileno,
    emailVerified: wire.email_verified,
    mobileVerified: wire.mobile_verified,
  };
}

/** What a successful sign-in gives the caller; `setCookies` are the server's Set-Cookie headers. */
export interface SignIn {
  accessToken: string;
  expiresIn: number;
  setCookies: string[];
}
