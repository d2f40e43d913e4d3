import {
  messageReply, profileReply, resetPasswordReply, sendCodeReply, toCustomerProfile, tokenReply,
  type CustomerProfile, type Registration, type SignIn,
} from './accounts.ts';
import { apiPaths } from './paths.ts';
import type { Call } from './transport.ts';

/** Sign-in, registration, profile, password and verification calls (accounts spec §7 and ours). */
export function accountCalls(call: Call) {
  return {
    /** POST /token; the reply's Set-Cookie lines carry the session cookies for the browser. */
    async signIn(username: string, password: string): Promise<SignIn> {
      const reply = await call('POST', apiPaths.token, tokenReply, { username, password, grant_type: 'password' }, { form: true });
      return { accessToken: reply.data.access_token, expiresIn: reply.data.expires_in, setCookies: reply.headers.getSetCookie() };
    },
    /** Revokes the current session; the Set-Cookie lines clear the session cookies. */
    async signOut(): Promise<{ setCookies: string[] }> {
      const reply = await call('POST', apiPaths.signOut, messageReply, {});
      return { setCookies: reply.headers.getSetCookie() };
    },
    async register(registration: Registration): Promise<string> {
      return (await call('POST', apiPaths.register, messageReply, registration)).data.message;
    },
    async getProfile(): Promise<CustomerProfile> {
      const reply = await call('POST', apiPaths.profile, profileReply, {});
      return toCustomerProfile(reply.data.data[0]!);
    },
    /** The Set-Cookie lines renew the readable user_name and email cookies the header greets with. */
    async updateProfile(profile: { firstname: string; lastname: string; email: string }): Promise<{ message: string; setCookies: string[] }> {
      const reply = await call('POST', apiPaths.updateProfile, messageReply, profile);
      return { message: reply.data.message, setCookies: reply.headers.getSetCookie() };
    },
    /** The spec's userid is the token value; on the server it comes from the HttpOnly cookie. */
    async changePassword(token: string, oldPassword: string, newPassword: string): Promise<string> {
      const body = { userid: token, old_password: oldPassword, new_password: newPassword };
      return (await call('POST', apiPaths.passwordChange, messageReply, body)).data.message;
    },
    async requestPasswordReset(email: string): Promise<string> {
      return (await call('POST', apiPaths.forgotPassword, messageReply, { email })).data.message;
    },
    async resetPassword(token: string, password: string) {
      const reply = (await call('POST', apiPaths.resetPassword, resetPasswordReply, { token, password })).data;
      const account = reply.data[0]!;
      return { message: reply.message, userName: account.user_name, email: account.emailid, mobile: account.mobileno };
    },
    async sendVerificationCode(channel: 'email' | 'phone', value: string) {
      const reply = (await call('POST', apiPaths.sendVerificationCode, sendCodeReply, { channel, value })).data;
      return { message: reply.message, resendAfter: reply.resend_after };
    },
    async verifyCode(channel: 'email' | 'phone', value: string, code: string): Promise<string> {
      return (await call('POST', apiPaths.verifyCode, messageReply, { channel, value, code })).data.message;
    },
  };
}
