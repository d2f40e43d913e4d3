import { Hono } from 'hono';
import { apiPaths, sendCodeRequest, verifyCodeRequest } from '@haat/shared/api';
import { messages, verificationCodeLength } from '@haat/shared/rules';
import { rateLimiter } from '../auth/rate-limit.ts';
import { queueMail, queueSms } from '../mail/outbox/queue.ts';
import { verificationCodeMail, verificationCodeSms } from '../mail/templates.ts';
import {
  checkVerificationCode, codeChecksPerAddress, codeRequestsPerAddress, codeResendCooldown, codesPerTarget,
  findCustomerByTarget, issueVerificationCode, maskTarget, normaliseTarget, resendCooldownSeconds,
  type Channel, type CheckOutcome,
} from '../services/accounts/verification.ts';
import { readFormJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { mailStore, tooMany } from './recovery.ts';
import { requestLanguage } from './shopper-language.ts';
import { customerLanguage } from '../services/accounts/customers.ts';

const codeProblems: Record<Extract<CheckOutcome, { ok: false }>['problem'], string> = {
  wrong: messages.codeWrong,
  expired: messages.codeExpired,
  unusable: messages.codeUnusable,
};

/**
 * SendVerificationCode and VerifyCode: ours, the spec's sign-up card only simulates them. Both
 * answer alike whether or not an account uses the e-mail or mobile, and are limited per client
 * address, so neither can be used to find out who has an account (decision 017).
 */
export function verificationRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db, outbox, now } = deps;
  const app = new Hono<AppEnv>();

  app.post(apiPaths.sendVerificationCode, async (c) => {
    const { channel, value } = await readFormJson(c, sendCodeRequest);
    const store = c.get('store');
    const target = wellFormed(channel, value);
    const taken = await rateLimiter(db, now).takeEach([
      [codeRequestsPerAddress, c.get('clientAddress')],
      [codeResendCooldown, `${store.id}:${channel}:${target}`],
      [codesPerTarget, `${store.id}:${channel}:${target}`],
    ]);
    if (!taken.ok) {
      if (taken.limit !== codeResendCooldown) return tooMany(c, messages.codeTooManyRequests, taken.retryAfterSeconds);
      const seconds = taken.retryAfterSeconds;
      return tooMany(c, `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code.`, seconds);
    }

    const customerId = await findCustomerByTarget(db, store.id, channel, target);
    if (customerId !== null) {
      const to = { customerId, channel, target };
      const { code } = await issueVerificationCode(db, deps.secrets.session, to, now());
      // Through the outbox, sent after this answer: a slow mail server must not make a known
      // address answer later than an unknown one, and a failed send is tried again (decision 031).
      // In the page's language, else the account's (decision 046).
      const language = requestLanguage(c, await customerLanguage(db, customerId));
      if (channel === 'email') await queueMail(db, { storeId: store.id, to: target, ...verificationCodeMail(mailStore(store), { code, language }) }, now());
      else await queueSms(db, { storeId: store.id, to: `+91${target}`, text: verificationCodeSms(mailStore(store), { code, language }) }, now());
      outbox.wake();
    }
    return c.json({
      status: 'true',
      message: `If an account uses ${maskTarget(channel, target)}, we have sent it a ${verificationCodeLength}-digit code.`,
      resend_after: resendCooldownSeconds,
    });
  });

  app.post(apiPaths.verifyCode, async (c) => {
    const { channel, value, code } = await readFormJson(c, verifyCodeRequest);
    const store = c.get('store');
    const target = wellFormed(channel, value);
    const taken = await rateLimiter(db, now).take(codeChecksPerAddress, c.get('clientAddress'));
    if (!taken.ok) return tooMany(c, messages.codeTooManyChecks, taken.retryAfterSeconds);
    const customerId = await findCustomerByTarget(db, store.id, channel, target);
    // No account: the answer a customer gets when no code is open for them.
    const outcome: CheckOutcome = customerId === null
      ? { ok: false, problem: 'unusable' }
      : await checkVerificationCode(db, deps.secrets.session, { customerId, channel, target }, code, now());
    if (!outcome.ok) throw new ApiError(400, codeProblems[outcome.problem]);
    return c.json({ status: 'true', message: messages.accountVerified });
  });

  return app;
}

/** The stored form of an e-mail or mobile; a malformed one is a 400 (which says nothing of any account). */
function wellFormed(channel: Channel, value: string): string {
  const target = normaliseTarget(channel, value);
  if (!target) throw new ApiError(400, channel === 'email' ? messages.emailInvalid : messages.phoneTenDigits);
  return target;
}
