import type { CartItem } from '@haat/shared/api';
import { cartTotals, checkoutTotals, type CheckoutTotals, type PaymentModeName } from '@haat/shared/rules';

/** The summary figures of a checkout, from the server's prices (browsing spec §9, decision 009). */
export function checkoutFigures(items: readonly CartItem[], mode: PaymentModeName, codFee = 0): CheckoutTotals {
  const totals = cartTotals(items.map((item) => ({
    name: item.name,
    discountPrice: item.discountPrice,
    units: item.units,
    deliveryCharge: item.deliveryCharge,
  })));
  return checkoutTotals(totals, mode, codFee);
}

/** "1 item" / "3 items". */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
