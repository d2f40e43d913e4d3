import Razorpay from 'razorpay';
import type { PaymentGateway, ProviderPayment } from './gateway.ts';

export const razorpayCheckoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** What the SDK throws for an API error: `{statusCode, error: {code, description, …}}`, not an Error. */
interface RazorpaySdkError {
  statusCode?: number;
  error?: { code?: string; description?: string; reason?: string };
}

/** A failed call to Razorpay, with what Razorpay said. */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  readonly statusCode: number | undefined;
  readonly code: string | undefined;
  constructor(action: string, thrown: unknown) {
    const sdk = (thrown ?? {}) as RazorpaySdkError;
    const said = sdk.error?.description ?? (thrown instanceof Error ? thrown.message : String(thrown));
    super(`Razorpay ${action} failed${sdk.statusCode ? ` (HTTP ${sdk.statusCode})` : ''}: ${said}`);
    this.statusCode = sdk.statusCode;
    this.code = sdk.error?.code;
  }
}

/** The SDK turns a network failure (no response) into a TypeError of its own; both become RazorpayError. */
async function call<T>(action: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (thrown) {
    throw new RazorpayError(action, thrown);
  }
}

const paymentStatuses = new Set<ProviderPayment['status']>(['created', 'authorized', 'captured', 'refunded', 'failed']);

/**
 * Razorpay through its official SDK (decision 010): orders for the checkout window, the payment's
 * own record for the amount check, refunds. `client` is for tests, which mock its HTTP layer.
 */
export function createRazorpayGateway(keys: RazorpayKeys, client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret })): PaymentGateway {
  return {
    provider: 'razorpay',
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    checkoutScriptUrl: razorpayCheckoutScriptUrl,
    async createOrder({ amountPaise, receipt, notes }) {
      // Razorpay allows receipts of at most 40 characters.
      const order = await call('order creation', () => client.orders.create({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40), ...(notes ? { notes } : {}) }));
      return { id: order.id, amountPaise: Number(order.amount), currency: 'INR' };
    },
    async fetchPayment(paymentId) {
      try {
        const payment = await client.payments.fetch(paymentId);
        const status = paymentStatuses.has(payment.status) ? payment.status : 'created';
        return { id: payment.id, orderId: payment.order_id ?? null, amountPaise: Number(payment.amount), status };
      } catch (thrown) {
        // An id Razorpay does not know is a 400 BAD_REQUEST_ERROR ("The id provided does not exist").
        const sdk = thrown as RazorpaySdkError;
        if (sdk?.statusCode === 400 || sdk?.statusCode === 404) return null;
        throw new RazorpayError('payment fetch', thrown);
      }
    },
    async refund({ paymentId, amountPaise, notes }) {
      const refund = await call('refund', () => client.payments.refund(paymentId, { amount: amountPaise, ...(notes ? { notes } : {}) }));
      return { id: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
    },
  };
}
