/** Rupees as the spec shows them: the ₹ sign, rounded to whole rupees, Indian digit grouping (₹1,23,456). */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** Rupees to the paisa, for refunds and invoices: ₹1,698.61, and ₹1,000 when whole. */
export function formatRupeesExact(amount: number): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Integer paise (how money is stored) to rupees (how the wire carries it). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees to integer paise, rounding away float noise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
