import { Hono } from 'hono';
import { apiPaths, codConfirmationRequest, confirmCodOrderRequest } from '@haat/shared/api';
import { codConfirmationMessages, messages } from '@haat/shared/rules';
import { rateLimiter } from '../auth/rate-limit.ts';
import {
  codCodeChecksPerAddress, codCodeRequestsPerAddress, codCodesPerOrder, confirmCodOrder, readCodConfirmation, sendNewCodCode,
  type ConfirmOutcome, type ResendOutcome,
} from '../services/orders/cod-confirmation.ts';
import { ownerOf, requireCustomer } from './auth.ts';
import { readFormJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { tooMany } from './recovery.ts';

type Problem = Extract<ConfirmOutcome, { ok: false }>['problem'] | Extract<ResendOutcome, { ok: false }>['problem'];

/** Each refusal's status and words; none changes the order. */
const refusals: Record<Exclude<Problem, 'cooldown'>, [400 | 404 | 409, string]> = {
  'not-found': [404, messages.orderNotFound],
  'not-waiting': [409, codConfirmationMessages.notWaiting],
  released: [409, codConfirmationMessages.released],
  wrong: [400, codConfirmationMessages.codeWrong],
  expired: [400, codConfirmationMessages.codeExpired],
  locked: [400, codConfirmationMessages.codeLocked],
};

function refuse(problem: Exclude<Problem, 'cooldown'>): never {
  const [status, message] = refusals[problem];
  throw new ApiError(status, message);
}

/**
 * Get_CodConfirmation, Confirm_CodOrder and Resend_CodCode (ours, decision 044): the signed-in
 * customer's own COD order waiting for the code sent to their mobile; another's is a 404.
 */
export function codConfirmationRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireCustomer(deps);

  app.get(apiPaths.codConfirmation, signedIn, async (c) => {
    const parsed = codConfirmationRequest.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'order_id must be an order number.');
    const state = await readCodConfirmation(db, ownerOf(c), parsed.data.order_id, now());
    if (!state) refuse('not-found');
    return c.json({
      status: 'true',
      data: {
        order_id: state.orderId, order_status: state.status, mobile: state.mobile, confirm_by: state.confirmBy,
        code_expires_at: state.codeExpiresAt, resend_after: state.resendAfterSeconds,
      },
    });
  });

  app.post(apiPaths.confirmCodOrder, signedIn, async (c) => {
    const { order_id: orderId, code } = await readFormJson(c, confirmCodOrderRequest);
    const taken = await rateLimiter(db, now).take(codCodeChecksPerAddress, c.get('clientAddress'));
    if (!taken.ok) return tooMany(c, codConfirmationMessages.tooManyChecks, taken.retryAfterSeconds);
    const outcome = await confirmCodOrder(db, deps.secrets.session, ownerOf(c), orderId, code, now());
    if (!outcome.ok) refuse(outcome.problem);
    // The confirmation mail was queued with the move; send it now.
    deps.outbox.wake();
    const order = await readCodConfirmation(db, ownerOf(c), orderId, now());
    return c.json({
      status: 'true',
      message: outcome.already ? codConfirmationMessages.alreadyConfirmed : codConfirmationMessages.confirmed,
      data: { order_id: orderId, order_status: order?.status ?? 'placed' },
    });
  });

  app.post(apiPaths.resendCodCode, signedIn, async (c) => {
    const { order_id: orderId } = await readFormJson(c, codConfirmationRequest);
    const owner = ownerOf(c);
    const taken = await rateLimiter(db, now).takeEach([
      [codCodeRequestsPerAddress, c.get('clientAddress')],
      [codCodesPerOrder, `${owner.storeId}:${orderId}`],
    ]);
    if (!taken.ok) return tooMany(c, codConfirmationMessages.tooManyCodes, taken.retryAfterSeconds);
    const outcome = await sendNewCodCode(db, deps.secrets.session, owner, orderId, now());
    if (!outcome.ok) {
      if (outcome.problem !== 'cooldown') refuse(outcome.problem);
      const seconds = outcome.retryAfterSeconds ?? 1;
      return tooMany(c, `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code.`, seconds);
    }
    deps.outbox.wake();
    return c.json({
      status: 'true',
      message: `We have sent a new code to ${outcome.mobile}.`,
      data: { order_id: orderId, mobile: outcome.mobile, resend_after: outcome.resendAfterSeconds },
    });
  });

  return app;
}
