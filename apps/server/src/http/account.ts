import type { Context } from 'hono';
import { Hono } from 'hono';
import { apiPaths, passwordChangeRequest, registerRequest, updateProfileRequest } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { revokeSession } from '../auth/sessions.ts';
import {
  changeCustomerPassword, getCustomerProfile, passwordChangePerCustomer, registerCustomer, updateCustomerProfile,
} from '../services/accounts/customers.ts';
import { authenticate, requireCustomer, type AuthSession } from './auth.ts';
import { readFormJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError, DeniedError } from './errors.ts';
import { clearSessionCookies, setProfileCookies } from './session-cookies.ts';
import { requestLanguage } from './shopper-language.ts';

const ok = (c: Context, message: string) => c.json({ status: 'true', message });

/**
 * Who is changing the password. The spec's client sends the token itself as `userid`; a
 * non-empty userid is that credential and is checked like a bearer token (a forged cross-site
 * request cannot know it, so no XSRF echo is asked for), and a bad one is a 401 even when a good
 * header came along: we never quietly switch to another credential. An empty userid falls back
 * to requireCustomer's rules: the bearer header, or the user_token cookie plus the XSRF echo.
 */
async function passwordChanger(c: Context<AppEnv>, deps: ApiDeps, userid: string): Promise<AuthSession> {
  if (userid !== '') return authenticate(c, deps, userid);
  await requireCustomer(deps)(c, async () => {});
  return c.get('session');
}

/** insert_customer, User_profile, update_Customer_profile, CustomerPasswordChange and Logout. */
export function accountRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireCustomer(deps);

  app.post(apiPaths.register, async (c) => {
    const body = await readFormJson(c, registerRequest);
    const outcome = await registerCustomer(db, c.get('store').id, {
      firstName: body.firstname, lastName: body.lastname, email: body.email, mobile: body.mobileno, password: body.password,
      language: requestLanguage(c),
    }, now());
    if (outcome === 'email-taken') throw new ApiError(409, messages.emailTaken);
    if (outcome === 'mobile-taken') throw new ApiError(409, messages.mobileTaken);
    return ok(c, messages.registrationSuccessful);
  });

  // The spec sends no body; whatever comes is ignored, as nothing here reads it.
  app.post(apiPaths.profile, signedIn, async (c) => {
    const profile = await getCustomerProfile(db, c.get('session').customerId);
    if (!profile) throw new DeniedError();
    return c.json({
      status: 'true',
      data: [{
        user_name: profile.userName, emailid: profile.email, mobileno: profile.mobile, firstname: profile.firstName,
        lastname: profile.lastName, email_verified: profile.emailVerified, mobile_verified: profile.mobileVerified,
      }],
    });
  });

  app.post(apiPaths.updateProfile, signedIn, async (c) => {
    const body = await readFormJson(c, updateProfileRequest);
    const session = c.get('session');
    const outcome = await updateCustomerProfile(db, session.storeId, session.customerId, {
      firstName: body.firstname, lastName: body.lastname, email: body.email,
    }, now());
    if (outcome === 'email-taken') throw new ApiError(409, messages.emailTaken);
    // The header greets by the cookie's name: renew it (and the e-mail) with the new values.
    const profile = await getCustomerProfile(db, session.customerId);
    if (profile) setProfileCookies(c, profile);
    return ok(c, messages.profileUpdated);
  });

  app.post(apiPaths.passwordChange, async (c) => {
    const body = await readFormJson(c, passwordChangeRequest);
    const session = await passwordChanger(c, deps, body.userid);
    const outcome = await changeCustomerPassword(db, now, session, body.old_password, body.new_password);
    if (outcome === 'old-password-wrong') throw new ApiError(400, messages.oldPasswordIncorrect);
    if (outcome === 'same-password') throw new ApiError(400, messages.newPasswordSameAsOld);
    if (outcome === 'too-many-attempts') {
      const retryAfter = String(Math.ceil(passwordChangePerCustomer.windowMs / 1000));
      return c.json({ status: 'false', message: messages.tooManyPasswordAttempts }, 429, { 'Retry-After': retryAfter });
    }
    return ok(c, messages.passwordUpdated);
  });

  app.post(apiPaths.signOut, signedIn, async (c) => {
    await revokeSession(db, c.get('session').sessionId, now());
    clearSessionCookies(c);
    return ok(c, messages.loggedOut);
  });

  return app;
}
