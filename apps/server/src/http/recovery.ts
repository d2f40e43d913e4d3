import type { Context } from 'hono';
import { Hono } from 'hono';
import { apiPaths, forgotPasswordRequest, resetPasswordRequest } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { rateLimiter } from '../auth/rate-limit.ts';
import { queueMail } from '../mail/outbox/queue.ts';
import { passwordResetMail, type MailStore } from '../mail/templates.ts';
import {
  issuePasswordReset, resetPassword, resetPerAddress, resetPerEmail, type ResetOutcome,
} from '../services/accounts/password-reset.ts';
import type { Store } from '../services/stores/stores.ts';
import { readFormJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { mailOriginOf } from './mail-origin.ts';
import { shopLinkIn } from '../mail/language.ts';
import { requestLanguage } from './shopper-language.ts';

const resetProblems: Record<Extract<ResetOutcome, { ok: false }>['problem'], string> = {
  invalid: messages.resetLinkInvalid,
  used: messages.resetLinkUsed,
  expired: messages.resetLinkExpired,
};

/** ForgotPassword and ResetPassword: ours, the spec shows neither. */
export function recoveryRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db, outbox, now } = deps;
  const app = new Hono<AppEnv>();

  app.post(apiPaths.forgotPassword, async (c) => {
    const { email } = await readFormJson(c, forgotPasswordRequest);
    const store = c.get('store');
    // Taken before the account is looked up, so a 429 says nothing about whether it exists.
    const taken = await rateLimiter(db, now).takeEach([[resetPerEmail, `${store.id}:${email}`], [resetPerAddress, c.get('clientAddress')]]);
    if (!taken.ok) return tooMany(c, messages.resetTooManyRequests, taken.retryAfterSeconds);

    const reset = await issuePasswordReset(db, store.id, email, now());
    if (reset) {
      const origin = await mailOriginOf(c, db, store.id, deps.publicUrl, 'A reset link');
      // The page's language (its cookie), else the account's: a reset asked from a new device follows the shopper (decision 046).
      const language = requestLanguage(c, reset.language);
      const link = shopLinkIn(language, `${origin}/reset-password?token=${reset.token}`);
      const mail = passwordResetMail(mailStore(store), { firstName: reset.firstName, link, language });
      // Through the outbox, sent after this answer: a slow SMTP server must not make a known e-mail answer later than an unknown one.
      await queueMail(db, { storeId: store.id, to: reset.email, ...mail }, now());
      outbox.wake();
    }
    return c.json({ status: 'true', message: messages.resetRequested });
  });

  app.post(apiPaths.resetPassword, async (c) => {
    const { token, password } = await readFormJson(c, resetPasswordRequest);
    const outcome = await resetPassword(db, c.get('store').id, token, password, now());
    if (!outcome.ok) throw new ApiError(400, resetProblems[outcome.problem]);
    const { userName, email, mobile } = outcome.account;
    return c.json({ status: 'true', message: messages.passwordResetDone, data: [{ user_name: userName, emailid: email, mobileno: mobile }] });
  });

  return app;
}

/** A 429 in the protocol's shape, with the seconds to wait. */
export function tooMany(c: Context, message: string, retryAfterSeconds: number): Response {
  return c.json({ status: 'false', message }, 429, { 'Retry-After': String(Math.ceil(retryAfterSeconds)) });
}

export function mailStore(store: Store): MailStore {
  return { name: store.name, accent: store.theme_primary };
}
