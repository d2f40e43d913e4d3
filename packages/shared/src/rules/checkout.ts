import type { CartTotals } from './cart-totals.ts';

/**
 * "Pay online and get 10% off." (decision 009): 10 % of the items subtotal, rounded down to whole
 * rupees, taken off for online payment only. Shipping is not discounted; the HOLI price is a
 * subtotal like any other.
 */
export const onlineDiscountPercent = 10;

export type PaymentModeName = 'COD' | 'ONLINE';

export function onlineDiscount(itemsTotal: number): number {
  return Math.floor((itemsTotal * onlineDiscountPercent) / 100);
}

export interface CheckoutTotals extends CartTotals {
  /** What the chosen payment mode takes off (0 for cash on delivery). */
  discount: number;
  /** The shop's cash-on-delivery fee, for a COD order (0 online). */
  codFee: number;
  /** What the shopper pays: itemsTotal − discount + delivery + COD fee. */
  payable: number;
}

export function checkoutTotals(totals: CartTotals, mode: PaymentModeName, codFee = 0): CheckoutTotals {
  const discount = mode === 'ONLINE' ? onlineDiscount(totals.itemsTotal) : 0;
  const fee = mode === 'COD' ? codFee : 0;
  return { ...totals, discount, codFee: fee, payable: totals.total - discount + fee };
}

/** What paying online saves against paying on delivery, in rupees. */
export interface OnlineSaving {
  /** The online discount. */
  discount: number;
  /** The cash-on-delivery fee not paid. */
  codFee: number;
  /** Both: the difference between the two payable totals. */
  total: number;
}

/**
 * The checkout's nudge to pay online (issue 18): the exact difference between paying on delivery
 * and paying online for these totals, the 10 % discount and any COD fee.
 */
export function onlineSaving(totals: CartTotals, codFee = 0): OnlineSaving {
  const cod = checkoutTotals(totals, 'COD', codFee);
  const online = checkoutTotals(totals, 'ONLINE', codFee);
  return { discount: online.discount, codFee: cod.codFee, total: cod.payable - online.payable };
}

/** Checkout's COD captcha: 4 random digits (accounts spec §5, §9), issued and checked by the server. */
export const captchaLength = 4;

/** Order summary names: the first 4 words, plus an ellipsis when there were more. */
export function shortName(name: string, words = 4): string {
  const parts = name.trim().split(/\s+/);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}...`;
}

/** The spec's cancellation reasons, in its order (accounts spec §3). */
export const cancellationReasons = [
  'Incorrect size ordered',
  'Product not required anymore',
  'Cash Issue',
  'Ordered By Mistake',
  'Wants to change style/color',
  'Delayed Delivery Cancellation',
  'Duplicate Order',
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const cancellationCommentMin = 10;
export const cancellationCommentMax = 500;

export function isCancellationReason(value: string): value is CancellationReason {
  return (cancellationReasons as readonly string[]).includes(value);
}

/** CANCEL is enabled only with a reason and at least 10 characters of comment after trimming. */
export function canSubmitCancellation(reason: string, comments: string): boolean {
  return isCancellationReason(reason) && comments.trim().length >= cancellationCommentMin;
}
