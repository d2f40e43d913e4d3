import type { Db } from '../db/database.ts';
import { sandboxId, sandboxKeyId } from './sandbox-gateway.ts';
import { paymentSignature } from './signatures.ts';

/** What the sandbox payment window's Pay and Fail buttons ask for. */
export interface SandboxPayRequest {
  orderId: string;
  key: string;
  outcome: 'success' | 'failure';
}

/** Razorpay's error object, as its checkout hands it to `payment.failed` handlers. */
export interface GatewayError {
  code: 'BAD_REQUEST_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id?: string; payment_id?: string };
}

/** A payment the sandbox took or refused, in the fields a Razorpay payment entity carries. */
export interface SandboxPaymentEntity {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'captured' | 'failed';
  createdAt: Date;
}

export type SandboxPayOutcome =
  | { kind: 'paid'; payment: SandboxPaymentEntity; response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }
  | { kind: 'failed'; payment: SandboxPaymentEntity; error: GatewayError }
  | { kind: 'refused'; httpStatus: 400 | 404; error: GatewayError };

function refusal(httpStatus: 400 | 404, description: string, reason: string, orderId?: string): SandboxPayOutcome {
  return {
    kind: 'refused',
    httpStatus,
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason, metadata: orderId ? { order_id: orderId } : {} },
  };
}

/**
 * What Razorpay's servers do when the shopper presses Pay (or their bank declines): take the
 * gateway order's own amount, whatever the page claimed, and sign `order_id|payment_id` with
 * the key secret; or record a failed attempt and answer Razorpay's error object.
 */
export async function paySandboxOrder(db: Db, keySecret: string, request: SandboxPayRequest, now: Date): Promise<SandboxPayOutcome> {
  if (request.key !== sandboxKeyId) return refusal(400, `The api key provided is invalid. The sandbox key is ${sandboxKeyId}.`, 'invalid_key');
  return db.transaction().execute(async (trx): Promise<SandboxPayOutcome> => {
    const order = await trx.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', request.orderId).executeTakeFirst();
    if (!order) return refusal(404, `No sandbox order has the id ${request.orderId}.`, 'order_not_found', request.orderId);
    if (order.status === 'paid') return refusal(400, 'This order has already been paid.', 'order_already_paid', order.id);

    const payment: SandboxPaymentEntity = {
      id: sandboxId('pay'), orderId: order.id, amountPaise: order.amount_paise, status: request.outcome === 'success' ? 'captured' : 'failed', createdAt: now,
    };
    // Only one Pay wins: a second click (or tab) finds the order paid already.
    const claimed = await trx.updateTable('sandbox_gateway_orders')
      .set({ status: payment.status === 'captured' ? 'paid' : 'attempted' })
      .where('id', '=', order.id)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return refusal(400, 'This order has already been paid.', 'order_already_paid', order.id);
    await trx.insertInto('sandbox_gateway_payments')
      .values({ id: payment.id, order_id: order.id, amount_paise: payment.amountPaise, status: payment.status, created_at: now.toISOString() })
      .execute();

    if (payment.status === 'failed') {
      return {
        kind: 'failed',
        payment,
        error: {
          code: 'BAD_REQUEST_ERROR', description: 'Payment failed', source: 'customer', step: 'payment_authorization', reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      };
    }
    return {
      kind: 'paid',
      payment,
      response: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: paymentSignature(keySecret, order.id, payment.id) },
    };
  });
}

/**
 * The webhook body Razorpay would post for this payment (`payment.captured` or
 * `payment.failed`), with the fields of its payment entity that the app reads and a few more.
 */
export function sandboxWebhookBody(payment: SandboxPaymentEntity): string {
  const captured = payment.status === 'captured';
  const seconds = Math.floor(payment.createdAt.getTime() / 1000);
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox_haat',
    event: captured ? 'payment.captured' : 'payment.failed',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id, entity: 'payment', amount: payment.amountPaise, currency: 'INR', status: payment.status, order_id: payment.orderId,
          method: 'card', captured, amount_refunded: 0, created_at: seconds,
          error_code: captured ? null : 'BAD_REQUEST_ERROR',
          error_description: captured ? null : 'Payment failed',
          error_source: captured ? null : 'customer',
          error_step: captured ? null : 'payment_authorization',
          error_reason: captured ? null : 'payment_failed',
        },
      },
    },
    created_at: seconds,
  });
}
