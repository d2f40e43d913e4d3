import { Hono } from 'hono';
import { z } from 'zod';
import { apiPaths, sandboxGatewayPaths } from '@haat/shared/api';
import type { FetchLike } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { sandboxCheckoutScript } from '../payments/sandbox-checkout-script.ts';
import { sandboxId } from '../payments/sandbox-gateway.ts';
import { paySandboxOrder, sandboxWebhookBody, type SandboxPaymentEntity } from '../payments/sandbox-payments.ts';
import { webhookSignature } from '../payments/signatures.ts';
import { limitBody, maxBodyBytes } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { webhookEventIdHeader, webhookSignatureHeader } from './payments.ts';
import { logger } from '@haat/shared/log';

const payRequest = z.object({
  order_id: z.string().trim().min(1, 'order_id is required.').max(100),
  key: z.string().trim().min(1, 'key is required.').max(100),
  outcome: z.enum(['success', 'failure']).default('success'),
});

/** Razorpay's error reply shape, which the checkout script reads. */
function gatewayError(description: string, reason: string) {
  return { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason, metadata: {} } };
}

/**
 * The browser side of the local sandbox gateway (decision 010): its checkout script and the
 * payment window's Pay/Fail call. Each payment is followed, as with Razorpay, by a signed
 * webhook delivered to the app's own webhook handler through `deliver` (the app's fetch).
 * With Razorpay configured, these paths do not exist.
 */
export function sandboxGatewayRoutes(deps: ApiDeps, deliver: FetchLike): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (deps.payments.provider !== 'sandbox') {
    app.all('/sandbox-gateway/*', (c) => c.json(gatewayError('The sandbox gateway is off: this shop takes payments through Razorpay.', 'sandbox_disabled'), 404));
    return app;
  }

  app.use('/sandbox-gateway/*', limitBody(maxBodyBytes, (c) => c.json(gatewayError(messages.requestTooLarge, 'input_validation_failed'), 413)));
  app.get(sandboxGatewayPaths.checkoutScript, (c) => c.body(sandboxCheckoutScript, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  }));

  app.post(sandboxGatewayPaths.pay, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(gatewayError('The request body must be JSON: {order_id, key, outcome}.', 'input_validation_failed'), 400);
    }
    const parsed = payRequest.safeParse(body);
    if (!parsed.success) return c.json(gatewayError(parsed.error.issues[0]?.message ?? 'Invalid request.', 'input_validation_failed'), 400);
    const { order_id: orderId, key, outcome } = parsed.data;

    const result = await paySandboxOrder(deps.db, deps.payments.keySecret, { orderId, key, outcome }, deps.now());
    if (result.kind === 'refused') return c.json({ error: result.error }, result.httpStatus);
    // After this answer, as Razorpay would: the webhook must not delay the shopper's window.
    const webhookUrl = new URL(apiPaths.paymentWebhook, c.req.url).toString();
    setTimeout(() => void deliverWebhook(deps, deliver, webhookUrl, c.req.header('host'), result.payment), 0);
    if (result.kind === 'failed') return c.json({ error: result.error }, 400);
    return c.json(result.response);
  });

  return app;
}

/** Posts the payment's signed webhook, with a fresh event id, to the app's own handler. */
async function deliverWebhook(deps: ApiDeps, deliver: FetchLike, url: string, host: string | undefined, payment: SandboxPaymentEntity): Promise<void> {
  const body = sandboxWebhookBody(payment);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [webhookSignatureHeader]: webhookSignature(deps.payments.webhookSecret, body),
    [webhookEventIdHeader]: sandboxId('evt'),
  };
  if (host) headers.host = host;
  try {
    const response = await deliver(new Request(url, { method: 'POST', headers, body }));
    if (!response.ok) logger.error('The sandbox webhook was refused', { paymentId: payment.id, status: response.status, body: await response.text() });
  } catch (error) {
    logger.error('The sandbox webhook could not be delivered', { paymentId: payment.id, error });
  }
}
