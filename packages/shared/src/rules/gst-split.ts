/**
 * Splitting GST out of prices that include it (Indian B2C prices do): the taxable value is the
 * price ÷ (1 + rate) and the tax the rest, in whole paise. Each tax is rounded half up, once, and
 * the taxable value is what remains, so taxable + taxes is always exactly the amount paid. Within
 * one state the tax is CGST and SGST in equal halves (each rounded, so the two are always equal);
 * across states it is IGST.
 */

/** One amount's tax, in paise: igst is 0 within a state, cgst and sgst are 0 across states. */
export interface GstSplit {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** n / d rounded half up, in integers (n ≥ 0, d > 0): no float can tip a half paisa either way. */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** The tax inside a GST-inclusive amount at `rateBp` basis points (5 % is 500), split by where it is supplied. */
export function splitGstInclusive(amountPaise: number, rateBp: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`not an amount in paise: ${amountPaise}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError(`not a GST rate in basis points: ${rateBp}`);
  if (intraState) {
    const half = divideRounded(amountPaise * rateBp, 2 * (10_000 + rateBp));
    return { amountPaise, taxablePaise: amountPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = divideRounded(amountPaise * rateBp, 10_000 + rateBp);
  return { amountPaise, taxablePaise: amountPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** Several splits added up: an invoice's totals. */
export function sumGstSplits(splits: readonly GstSplit[]): GstSplit {
  const total: GstSplit = { amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const split of splits) {
    total.amountPaise += split.amountPaise;
    total.taxablePaise += split.taxablePaise;
    total.cgstPaise += split.cgstPaise;
    total.sgstPaise += split.sgstPaise;
    total.igstPaise += split.igstPaise;
  }
  return total;
}

/** Whether the supply stays within the seller's state (CGST + SGST) or crosses into another (IGST). */
export function isIntraStateSupply(sellerState: string, placeOfSupply: string): boolean {
  const norm = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(sellerState) !== '' && norm(sellerState) === norm(placeOfSupply);
}

/**
 * `totalPaise` shared out in proportion to `weights`, in whole paise adding up to it exactly:
 * each share rounded down, then the paise left over go one each to the largest remainders
 * (the first line first on a tie). All-zero weights share equally.
 */
export function apportionPaise(totalPaise: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const shares = used.map((w) => Math.floor((totalPaise * w) / usedSum));
  const order = used.map((w, i) => ({ i, remainder: (totalPaise * w) % usedSum })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  let left = totalPaise - shares.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
