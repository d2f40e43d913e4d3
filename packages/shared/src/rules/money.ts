/** Rupees as the spec shows them: the ₹ sign, rounded to whole rupees, Indian digit grouping (₹1,23,456). */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** Integer paise (how money is stored) to rupees (how the wire carries it). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees to integer paise, rounding away float noise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
