import { formatRupees } from './money.ts';

/**
 * A shop's cash-on-delivery rules (set in the console's payment settings), in rupees: whether COD
 * is offered at all, the order values it is offered for, and the fee it adds. Cash on delivery
 * costs a reseller more than any other way of selling in India (returns, cash handling), so these
 * are the levers a shop pulls; the checkout and the server read the same function.
 */
export interface CodRules {
  enabled: boolean;
  /** The smallest order (what the shopper pays, before the fee) that may be paid on delivery. */
  min: number;
  /** The largest; null for no limit. */
  max: number | null;
  /** Added to a COD order's total, shown at checkout and on the invoice. */
  fee: number;
}

export const defaultCodRules: CodRules = { enabled: true, min: 0, max: null, fee: 0 };

export const codMessages = {
  blocked: 'Cash on delivery is not available for your account. Please pay online.',
  disabled: 'This shop takes online payments only.',
  belowMin: (min: number) => `Cash on delivery is available on orders of ${formatRupees(min)} or more. Please pay online.`,
  aboveMax: (max: number) => `Cash on delivery is available on orders up to ${formatRupees(max)}. Please pay online.`,
} as const;

/** Why this order cannot be paid on delivery (the shopper reads it), or null when it can. `payable` is before the fee. */
export function codRefusal(rules: CodRules, payable: number, blocked: boolean): string | null {
  if (blocked) return codMessages.blocked;
  if (!rules.enabled) return codMessages.disabled;
  if (payable < rules.min) return codMessages.belowMin(rules.min);
  if (rules.max !== null && payable > rules.max) return codMessages.aboveMax(rules.max);
  return null;
}
