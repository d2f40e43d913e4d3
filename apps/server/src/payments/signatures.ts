import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body under the webhook secret. */
export function webhookSignature(secret: string, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison of two hex signatures; a wrong length is simply false. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `signature` is the payment signature the server expects for this stored order id. */
export function isValidPaymentSignature(secret: string, storedOrderId: string, paymentId: string, signature: string): boolean {
  return signaturesMatch(paymentSignature(secret, storedOrderId, paymentId), signature.trim().toLowerCase());
}
