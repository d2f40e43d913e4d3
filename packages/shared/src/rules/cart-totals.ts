import { messages } from './messages.ts';
import { formatRupees } from './money.ts';

/** Shown on the HOLI T-SHIRT product (browsing spec §9). */
export const holiMessage = messages.holiOffer;
/** The HOLI offer's fixed price for exactly 2 units, delivery included. */
export const holiOfferTotal = 249;
export const holiOfferUnits = 2;

/** One cart line as the totals need it; prices in rupees. */
export interface TotalsLine {
  name: string;
  discountPrice: number;
  units: number;
  /** Per-unit delivery charge (the spec's recommendedSellingPrice). */
  deliveryCharge: number;
}

/** The cart and checkout summary figures, in rupees. */
export interface CartTotals {
  /** Items before delivery: floor of Σ discountPrice × units (checkout's "Subtotal"). */
  itemsTotal: number;
  /** Σ deliveryCharge × units (checkout's "Shipping"). */
  delivery: number;
  /** itemsTotal + delivery: what the shopper pays. */
  total: number;
  /** True when the HOLI special price replaced the computed figures. */
  holiOffer: boolean;
}

/** Whether a product is the HOLI T-SHIRT (trimmed, case- and spacing-insensitive). */
export function isHoliTshirt(name: string): boolean {
  return name.trim().replace(/\s+/g, ' ').toUpperCase() === 'HOLI T-SHIRT';
}

// Sums run in paise so that 0.1 + 0.2 style noise cannot push a floor down a rupee.
function sumPaise(lines: readonly TotalsLine[], price: (line: TotalsLine) => number): number {
  return lines.reduce((sum, line) => sum + Math.round(price(line) * 100) * line.units, 0);
}

/** Cart summary per browsing spec §9, including the HOLI T-SHIRT special case. */
export function cartTotals(lines: readonly TotalsLine[]): CartTotals {
  const only = lines.length === 1 ? lines[0] : undefined;
  if (only && isHoliTshirt(only.name) && only.units === holiOfferUnits) {
    return { itemsTotal: holiOfferTotal, delivery: 0, total: holiOfferTotal, holiOffer: true };
  }
  const itemsTotal = Math.floor(sumPaise(lines, (l) => l.discountPrice) / 100);
  const delivery = sumPaise(lines, (l) => l.deliveryCharge) / 100;
  return { itemsTotal, delivery, total: itemsTotal + delivery, holiOffer: false };
}

/** Checkout's Shipping row: "Free" when there is nothing to pay, else the rounded amount. */
export function shippingLabel(delivery: number): string {
  return Math.round(delivery) <= 0 ? 'Free' : formatRupees(delivery);
}
