import { ConfigError, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

type RazorpaySettings = Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>;

/**
 * Razorpay when its three settings are set, the local sandbox gateway when none is (decision
 * 010). A partial set is refused rather than quietly falling back to the sandbox, where anyone
 * can "pay" without money: key id and secret only work together, and without the webhook
 * secret a shopper who closes the tab after paying would leave a paid order expiring.
 */
export function createPaymentGateway(config: RazorpaySettings, db: Db, sessionSecret: string, now: () => Date): PaymentGateway {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
  if (!keyId && !keySecret && !webhookSecret) return createSandboxGateway({ db, sessionSecret, now });
  if (!keyId || !keySecret) {
    const missing = keyId ? 'RAZORPAY_KEY_SECRET' : keySecret ? 'RAZORPAY_KEY_ID' : 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (README "Payments"). Unset all three to use the sandbox gateway.`);
  }
  if (!webhookSecret) {
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_WEBHOOK_SECRET: required with Razorpay keys; set it to the secret of the webhook at /api/payment_webhook in the Razorpay Dashboard (README "Payments").');
  }
  return createRazorpayGateway({ keyId, keySecret, webhookSecret });
}

/** One line for the startup log: which gateway takes payments. */
export function describeGateway(gateway: PaymentGateway): string {
  return gateway.provider === 'razorpay'
    ? `Payments: Razorpay (key ${gateway.keyId}).`
    : 'Payments: the local sandbox gateway. No real money moves; set the RAZORPAY_* settings to take real payments (README "Payments").';
}
