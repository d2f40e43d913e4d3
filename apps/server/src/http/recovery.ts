import type { Context } from 'hono';
import { Hono } from 'hono';
import { apiPaths, forgotPasswordRequest, resetPasswordRequest, sendCodeRequest, verifyCodeRequest } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { passwordResetMail, verificationCodeMail, verificationCodeSms, type MailStore } from '../mail/templates.ts';
import { issuePasswordReset, mailLinkOrigin, resetPassword, storeHostNames, type ResetOutcome } from '../services/accounts/password-reset.ts';
import { rateLimiter, resetPerAddress, resetPerEmail } from '../auth/rate-limit.ts';
import type { Store } from '../services/stores/stores.ts';
import {
  checkVerificationCode, findCustomerByTarget, issueVerificationCode, maskTarget, normaliseTarget, resendCooldownSeconds,
  withdrawVerificationCode, type Channel, type CheckOutcome, type CodeTarget,
} from '../services/accounts/verification.ts';
import { readFormJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

const resetProblems: Record<Extract<ResetOutcome, { ok: false }>['problem'], string> = {
  invalid: messages.resetLinkInvalid,
  used: messages.resetLinkUsed,
  expired: messages.resetLinkExpired,
};

const codeProblems: Record<Extract<CheckOutcome, { ok: false }>['problem'], string> = {
  wrong: messages.codeWrong,
  expired: messages.codeExpired,
  unusable: messages.codeUnusable,
};

/** ForgotPassword, ResetPassword, SendVerificationCode and VerifyCode: ours, the spec shows none of them. */
export function recoveryRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db, mailer, now } = deps;
  const app = new Hono<AppEnv>();

  app.post(apiPaths.forgotPassword, async (c) => {
    const { email } = await readFormJson(c, forgotPasswordRequest);
    const store = c.get('store');
    const limiter = rateLimiter(db, now);
    // Counted before the account is looked up, so a 429 says nothing about whether it exists.
    const counters = [[resetPerEmail, `${store.id}:${email}`], [resetPerAddress, c.get('clientAddress')]] as const;
    for (const [limit, subject] of counters) {
      if (await limiter.isLimited(limit, subject)) return tooMany(c, messages.resetTooManyRequests, limit.windowMs / 1000);
    }
    for (const [limit, subject] of counters) await limiter.hit(limit, subject);

    const reset = await issuePasswordReset(db, store.id, email, now());
    if (reset) {
      const { origin, guessed } = mailLinkOrigin({
        publicUrl: deps.publicUrl,
        requestOrigin: requestOrigin(c),
        storeHosts: await storeHostNames(db, store.id),
      });
      if (guessed) console.warn(`Reset link for ${c.req.header('host') ?? 'an unknown host'} points at localhost: set PUBLIC_URL or register the store's host.`);
      const mail = passwordResetMail(mailStore(store), { firstName: reset.firstName, link: `${origin}/reset-password?token=${reset.token}` });
      // Not awaited: a slow SMTP server must not make a known e-mail answer later than an unknown one.
      mailer.send({ to: reset.email, ...mail }).catch((error: unknown) => console.error('The password-reset mail could not be sent:', error));
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

  app.post(apiPaths.sendVerificationCode, async (c) => {
    const { channel, value } = await readFormJson(c, sendCodeRequest);
    const store = c.get('store');
    const to = await codeTarget(deps, store.id, channel, value);
    const issued = await issueVerificationCode(db, deps.secrets.session, to, now());
    if (!issued.ok) {
      if (issued.problem === 'too-many') return tooMany(c, messages.codeTooManyRequests, 3600);
      const seconds = issued.waitSeconds;
      return tooMany(c, `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code.`, seconds);
    }
    try {
      if (channel === 'email') await mailer.send({ to: to.target, ...verificationCodeMail(mailStore(store), { code: issued.code }) });
      else await mailer.sms({ to: `+91${to.target}`, text: verificationCodeSms(mailStore(store), { code: issued.code }) });
    } catch (error) {
      console.error('A verification code could not be sent:', error);
      await withdrawVerificationCode(db, issued.codeId);
      throw new ApiError(503, messages.codeNotSent);
    }
    return c.json({
      status: 'true',
      message: `We have sent a 6-digit code to ${maskTarget(channel, to.target)}.`,
      resend_after: resendCooldownSeconds,
    });
  });

  app.post(apiPaths.verifyCode, async (c) => {
    const { channel, value, code } = await readFormJson(c, verifyCodeRequest);
    const to = await codeTarget(deps, c.get('store').id, channel, value);
    const outcome = await checkVerificationCode(db, deps.secrets.session, to, code, now());
    if (!outcome.ok) throw new ApiError(400, codeProblems[outcome.problem]);
    return c.json({ status: 'true', message: messages.accountVerified });
  });

  return app;
}

/** The account a code is for: a well-formed value that a customer of this store uses, else 400 or 404. */
async function codeTarget({ db }: ApiDeps, storeId: number, channel: Channel, value: string): Promise<CodeTarget> {
  const target = normaliseTarget(channel, value);
  if (!target) throw new ApiError(400, channel === 'email' ? messages.emailInvalid : messages.phoneTenDigits);
  const customerId = await findCustomerByTarget(db, storeId, channel, target);
  if (customerId === null) throw new ApiError(404, channel === 'email' ? messages.noAccountForEmail : messages.noAccountForMobile);
  return { customerId, channel, target };
}

function tooMany(c: Context, message: string, retryAfterSeconds: number): Response {
  return c.json({ status: 'false', message }, 429, { 'Retry-After': String(Math.ceil(retryAfterSeconds)) });
}

function mailStore(store: Store): MailStore {
  return { name: store.name, accent: store.theme_primary };
}

/** The origin the request was sent to, as its Host header says (checked before any use in a link). */
function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${c.req.header('host') ?? url.host}`;
}

