import type { OrderPayment, PaymentConfirmation } from '@haat/shared/api';
import { pageLocale } from '../i18n/page-locale.ts';
import { payment_order_number } from '../i18n/m/payment.ts';

/** What Razorpay's checkout.js (and the sandbox's same-API script) offers on `window`. */
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<boolean>>();

/** Loads the provider's checkout script once; false when it cannot be loaded (offline, blocked). */
export function loadCheckoutScript(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve(Boolean(window.Razorpay)));
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        resolve(false);
      });
      document.body.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export interface PaymentWindowEvents {
  paid(confirmation: PaymentConfirmation): void;
  failed(description: string | null): void;
  dismissed(): void;
}

/**
 * Opens the payment window for an order awaiting payment, with the options Razorpay documents:
 * the server's provider order id and amount (never the browser's), the shop's name and colour,
 * and the shopper's details filled in.
 */
export function openPaymentWindow(payment: OrderPayment, themeColor: string, events: PaymentWindowEvents): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment script is not loaded.');
  const paymentWindow = new Razorpay({
    key: payment.key,
    amount: payment.amount,
    currency: payment.currency,
    order_id: payment.ORDERID,
    name: payment.store_name,
    description: payment_order_number({ id: payment.order_id }, { locale: pageLocale() }),
    prefill: payment.prefill,
    theme: { color: themeColor },
    handler: (response: PaymentConfirmation) => events.paid(response),
    modal: { ondismiss: () => events.dismissed() },
  });
  paymentWindow.on('payment.failed', (response) => events.failed(response.error?.description ?? null));
  paymentWindow.open();
}
