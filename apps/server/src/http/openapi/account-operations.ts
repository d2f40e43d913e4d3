import * as api from '@haat/shared/api';
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
  { method: 'post', path: api.apiPaths.updateProfile, auth: true, summary: 'Ours: change first name, last name and e-mail', request: api.updateProfileRequest, reply: api.messageReply },
  {
    method: 'post', path: api.apiPaths.passwordChange,
    summary: 'Change the password; userid is the token value (or send the bearer header). Revokes the customer\'s other sessions.',
    request: api.passwordChangeRequest, reply: api.messageReply,
  },
  { method: 'post', path: api.apiPaths.signOut, auth: true, summary: 'Ours: revoke this session\'s token and clear the session cookies', request: api.emptyBody, reply: api.messageReply },
  {
    method: 'post', path: api.apiPaths.forgotPassword,
    summary: 'Ours: mail a single-use reset link (valid 1 hour). The reply is the same whether or not the account exists; rate limited.',
    request: api.forgotPasswordRequest, reply: api.messageReply,
  },
  {
    method: 'post', path: api.apiPaths.resetPassword,
    summary: 'Ours: set a new password with the mailed token; revokes every session; data[0] shows the account',
    request: api.resetPasswordRequest, reply: api.resetPasswordReply,
  },
  {
    method: 'post', path: api.apiPaths.sendVerificationCode,
    summary: 'Ours: send a 6-digit code (10 minutes, single use) to the e-mail or +91 mobile of an account; resend_after is the cool-down in seconds',
    request: api.sendCodeRequest, reply: api.sendCodeReply,
  },
  { method: 'post', path: api.apiPaths.verifyCode, summary: 'Ours: check a code; success marks the e-mail or mobile verified', request: api.verifyCodeRequest, reply: api.messageReply },
];
