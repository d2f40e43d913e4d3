import * as api from '@haat/shared/api';
import { verificationCodeLength } from '@haat/shared/rules';
import type { Operation } from './operation.ts';

/** Sign-in, registration, profile, password and verification calls (accounts spec §7 and ours). */
export const accountOperations: Operation[] = [
  {
    method: 'post', path: api.apiPaths.token, form: true,
    summary: 'OAuth2 password grant: username is the e-mail or 10-digit mobile. Sets the user_token (HttpOnly), XSRF-TOKEN, user_name, email and mobile cookies. 400 invalid_grant for any wrong username or password; 429 when rate limited.',
    request: api.tokenRequest, reply: api.tokenReply,
  },
  { method: 'post', path: api.apiPaths.register, summary: 'Register a customer (accounts spec §5 rules); 409 when the e-mail or mobile is taken', request: api.registerRequest, reply: api.messageReply },
  { method: 'post', path: api.apiPaths.profile, auth: true, summary: 'The signed-in customer (data[0])', request: api.emptyBody, reply: api.profileReply },
  { method: 'post', path: api.apiPaths.updateProfile, auth: true, summary: 'Ours: change first name, last name and e-mail; 409 when the e-mail is taken; a new e-mail is no longer verified', request: api.updateProfileRequest, reply: api.messageReply },
  {
    method: 'post', path: api.apiPaths.passwordChange,
    summary: 'Change the password; userid is the token value (when empty: the bearer header, or the user_token cookie plus X-XSRF-TOKEN). 400 for a wrong old password or a broken rule; 429 after 5 wrong old passwords in 15 minutes. Revokes the customer\'s other sessions, keeps this one.',
    request: api.passwordChangeRequest, reply: api.messageReply,
  },
  { method: 'post', path: api.apiPaths.signOut, auth: true, summary: 'Ours: revoke this session\'s token and clear the session cookies', request: api.emptyBody, reply: api.messageReply },
  {
    method: 'post', path: api.apiPaths.forgotPassword,
    summary: 'Ours: mail a single-use reset link (valid 1 hour; a new one replaces the older). The reply is the same whether or not the account exists; 429 after 3 requests an hour per e-mail or 10 per client address.',
    request: api.forgotPasswordRequest, reply: api.messageReply,
  },
  {
    method: 'post', path: api.apiPaths.resetPassword,
    summary: 'Ours: set a new password (registration rules) with the mailed token; revokes every session and marks the e-mail verified; data[0] shows the account. 400 when the link is unknown, used or expired.',
    request: api.resetPasswordRequest, reply: api.resetPasswordReply,
  },
  {
    method: 'post', path: api.apiPaths.sendVerificationCode,
    summary: `Ours: send a ${verificationCodeLength}-digit code (10 minutes, single use, 5 tries) to the e-mail or +91 mobile of an account (SMS go to the mail outbox); resend_after is the cool-down in seconds. The answer is the same whether or not an account uses the value; 429 during the cool-down, after 5 codes an hour to the value or 20 an hour from the client address.`,
    request: api.sendCodeRequest, reply: api.sendCodeReply,
  },
  { method: 'post', path: api.apiPaths.verifyCode, summary: 'Ours: check a code; success marks the e-mail or mobile verified ("Account verified"); 400 when wrong, expired, used or out of tries, or when no code is open; 429 after 30 checks an hour from the client address', request: api.verifyCodeRequest, reply: api.messageReply },
];
