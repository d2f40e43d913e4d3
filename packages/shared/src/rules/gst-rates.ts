/**
 * The GST slabs a product may carry, in basis points (5 % is 500): the rates an Indian tax
 * invoice can name for goods. Kept as data so the console's choice and the server's check agree.
 * 3 % is gold's and imitation jewellery's.
 */
export const gstRatesBp = [0, 300, 500, 1200, 1800, 2800] as const;

export type GstRateBp = (typeof gstRatesBp)[number];

/** Whether a number of basis points is one of the allowed GST rates. */
export function isGstRateBp(value: number): value is GstRateBp {
  return (gstRatesBp as readonly number[]).includes(value);
}
