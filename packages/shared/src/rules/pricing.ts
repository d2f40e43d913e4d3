/** Students earn this share of the discount price as redeem points (browsing spec §9). */
export const redeemPointsPercent = 20;

// Float noise such as 12.499999999999998 must not decide a .5 rounding, so a figure is first
// snapped to six decimals, far below any rupee amount a shopper sees.
function snap(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A rupee amount as shown to shoppers: rounded to a whole number, .5 rounds up. */
export function roundRupees(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  // `+ 0` turns Math.round's -0 into 0 so it never prints as "-0".
  return Math.round(snap(amount)) + 0;
}

/** Percent off = (original − discount) / original × 100, rounded; 0 when there is no saving. */
export function percentOff(original: number, discount: number): number {
  if (!Number.isFinite(original) || !Number.isFinite(discount)) return 0;
  if (original <= 0 || discount >= original) return 0;
  // A negative discount price is bad data; it is treated as free rather than "more than 100 % off".
  const paid = Math.max(discount, 0);
  return roundRupees(((original - paid) * 100) / original);
}

/** The "N% OFF" badge shows only when the rounded percentage is above 0. */
export function showsPercentOff(percent: number): boolean {
  return percent > 0;
}

/** Student redeem points: 20 % of the discount price, rounded. */
export function redeemPoints(discountPrice: number): number {
  if (!Number.isFinite(discountPrice) || discountPrice <= 0) return 0;
  return roundRupees((discountPrice * redeemPointsPercent) / 100);
}
