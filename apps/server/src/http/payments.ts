import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { apiPaths, paymentConfirmRequest, text, wholeNumber } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { hashToken } from '../auth/tokens.ts';
import { signaturesMatch, webhookSignature } from '../payments/signatures.ts';
import { handlePaymentEvent } from '../services/flows/payment-events.ts';
import { confirmPayment, type ConfirmOutcome, type PaymentContext } from '../services/flows/settle-payment.ts';
import { ownerOf, requireCustomer } from './auth.ts';
import { readJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** The fields of a Razorpay webhook body the shop reads; everything else passes through unchecked. */
export const paymentWebhookBody = z.object({
  event: text(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: text(),
        order_id: text().nullish(),
        amount: wholeNumber('amount must be a whole number of paise.', 0),
        status: text(),
        error_description: text().nullish(),
      }),
    }).optional(),
  }).default({}),
});

export const paymentWebhookReply = z.object({ status: z.literal('true'), message: z.enum(['processed', 'ignored', 'duplicate']) });

export const webhookSignatureHeader = 'x-razorpay-signature';
export const webhookEventIdHeader = 'x-razorpay-event-id';

function confirmReply(c: Context<AppEnv>, outcome: ConfirmOutcome): Response {
  switch (outcome.kind) {
    case 'paid': return c.json({ status: 'true', message: messages.paymentReceived, data: { order_id: outcome.orderId } });
    case 'already_recorded': return c.json({ status: 'true', message: messages.paymentAlreadyRecorded, data: { order_id: outcome.orderId } });
    case 'refunded':
      // A second payment for an order another payment paid: the order stands, this money goes back.
      if (outcome.orderPaid) return c.json({ status: 'true', message: messages.paymentAlreadyRecorded, data: { order_id: outcome.orderId } });
      throw new ApiError(409, messages.paymentExpired);
    case 'unknown_order': throw new ApiError(404, messages.paymentOrderUnknown);
    case 'not_verified':
    case 'amount_mismatch': throw new ApiError(400, messages.paymentNotVerified);
    case 'provider_unreachable': throw new ApiError(502, messages.orderAfterPaymentFailed);
  }
}

/** order_final (the payment window's success handler) and the provider's webhook. */
export function paymentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const context: PaymentContext = { db: deps.db, outbox: deps.outbox, gateway: deps.payments, now: deps.now };

  app.post(apiPaths.confirmPayment, requireCustomer(deps), async (c) => {
    const body = await readJson(c, paymentConfirmRequest);
    const outcome = await confirmPayment(context, {
      ...ownerOf(c),
      providerOrderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    return confirmReply(c, outcome);
  });

  // No session: the provider calls this. The signature over the exact raw bytes is the only proof.
  app.post(apiPaths.paymentWebhook, async (c) => {
    // app.ts holds this body to maxWebhookBodyBytes.
    const raw = await c.req.text();
    const signature = c.req.header(webhookSignatureHeader) ?? '';
    if (!signaturesMatch(webhookSignature(deps.payments.webhookSecret, raw), signature.trim().toLowerCase())) {
      throw new ApiError(400, 'The webhook signature is missing or does not match.');
    }
    let parsed;
    try {
      parsed = paymentWebhookBody.safeParse(JSON.parse(raw));
    } catch {
      throw new ApiError(400, 'The webhook body must be valid JSON.');
    }
    if (!parsed.success) throw new ApiError(400, 'The webhook body is not a Razorpay event.');
    const entity = parsed.data.payload.payment?.entity;
    const outcome = await handlePaymentEvent(context, {
      // Razorpay always sends an event id; without one, the body itself names the event.
      id: c.req.header(webhookEventIdHeader)?.trim() || `body:${hashToken(raw)}`,
      type: parsed.data.event,
      ...(entity ? {
        payment: { id: entity.id, orderId: entity.order_id ?? null, amountPaise: entity.amount, status: entity.status, errorDescription: entity.error_description ?? null },
      } : {}),
    });
    return c.json({ status: 'true', message: outcome });
  });

  return app;
}
