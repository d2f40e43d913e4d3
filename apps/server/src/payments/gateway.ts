import type { PaymentProvider } from '../db/schema.ts';

/** A provider-side order, as Razorpay's Orders API answers (amount in paise). */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

/** A payment as the provider holds it: what was really paid, against which provider order. */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed';
}

/**
 * The payment provider as the order service needs it. Two implementations (decision 010):
 * Razorpay through its SDK when RAZORPAY_KEY_ID/SECRET are set, and the local sandbox gateway
 * otherwise. Both sign payments as HMAC-SHA256(`order_id|payment_id`) with `keySecret`, so the
 * one verification in signatures.ts serves both.
 */
export interface PaymentGateway {
  provider: PaymentProvider;
  /** The public key id the browser's checkout script is opened with. */
  keyId: string;
  /** Signs payment signatures; never leaves the server. */
  keySecret: string;
  /** Signs webhook bodies (X-Razorpay-Signature). */
  webhookSecret: string;
  /** The checkout script the payment page loads (Razorpay's CDN, or the sandbox's own). */
  checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** The provider's own record of a payment (null when it has none), to check the amount paid. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  refund(input: { paymentId: string; amountPaise: number; notes?: Record<string, string> }): Promise<ProviderRefund>;
}
