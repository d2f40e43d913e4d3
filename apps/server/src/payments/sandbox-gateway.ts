import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from './gateway.ts';

/** The sandbox's public key id, shaped like Razorpay's test keys so logs read the same. */
export const sandboxKeyId = 'rzp_sandbox_haat';

/** Razorpay-style ids: a prefix and 14 random base-62-ish characters. */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, '').slice(0, 14).padEnd(14, '0')}`;
}

/**
 * The sandbox's secrets, derived from the session secret so that they are stable across
 * restarts and differ per installation, without another thing to configure.
 */
export function sandboxSecrets(sessionSecret: string): { keySecret: string; webhookSecret: string } {
  const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(`sandbox-gateway:${purpose}`).digest('hex');
  return { keySecret: derive('key'), webhookSecret: derive('webhook') };
}

/**
 * The local stand-in for Razorpay (decision 010): it keeps provider orders and payments in its
 * own tables, as Razorpay keeps them on its servers, and signs payments with the same
 * HMAC-SHA256(`order_id|payment_id`) scheme, so the app's verification code is the real one.
 */
export function createSandboxGateway(options: { db: Db; sessionSecret: string; now: () => Date }): PaymentGateway {
  const { db, now } = options;
  const { keySecret, webhookSecret } = sandboxSecrets(options.sessionSecret);
  return {
    provider: 'sandbox',
    keyId: sandboxKeyId,
    keySecret,
    webhookSecret,
    checkoutScriptUrl: '/sandbox-gateway/checkout.js',
    async createOrder({ amountPaise, receipt }) {
      if (!Number.isInteger(amountPaise) || amountPaise < 100) throw new Error('The amount must be at least 100 paise.');
      const id = sandboxId('order');
      await db.insertInto('sandbox_gateway_orders')
        .values({ id, amount_paise: amountPaise, currency: 'INR', receipt, status: 'created', created_at: now().toISOString() })
        .execute();
      return { id, amountPaise, currency: 'INR' };
    },
    async fetchPayment(paymentId) {
      const row = await db.selectFrom('sandbox_gateway_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
      if (!row) return null;
      const fullyRefunded = row.status === 'captured' && row.refunded_paise >= row.amount_paise;
      return { id: row.id, orderId: row.order_id, amountPaise: row.amount_paise, status: fullyRefunded ? 'refunded' : row.status };
    },
    async refund({ paymentId, amountPaise }) {
      // Like Razorpay: a refund never exceeds what is left of the captured payment.
      const updated = await db.updateTable('sandbox_gateway_payments')
        .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', amountPaise) }))
        .where('id', '=', paymentId)
        .where('status', '=', 'captured')
        .where((eb) => eb(eb('refunded_paise', '+', amountPaise), '<=', eb.ref('amount_paise')))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Error(`The payment ${paymentId} cannot be refunded by ${amountPaise} paise.`);
      return { id: sandboxId('rfnd'), status: 'processed' };
    },
  };
}
