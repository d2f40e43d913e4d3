import type { CartItem } from '@haat/shared/api';
import { cartTotals, checkoutTotals, onlineSaving, type CheckoutTotals, type OnlineSaving, type PaymentModeName } from '@haat/shared/rules';

/** The summary figures of a checkout, from the server's prices (browsing spec §9, decision 009). */
export function checkoutFigures(items: readonly CartItem[], mode: PaymentModeName, codFee = 0): CheckoutTotals {
  return checkoutTotals(itemTotals(items), mode, codFee);
}

/** What paying online would save on these items (the checkout's nudge). */
export function onlineSavingOf(items: readonly CartItem[], codFee = 0): OnlineSaving {
  return onlineSaving(itemTotals(items), codFee);
}

function itemTotals(items: readonly CartItem[]) {
  return cartTotals(items.map((item) => ({
    name: item.name,
    discountPrice: item.discountPrice,
    units: item.units,
    deliveryCharge: item.deliveryCharge,
  })));
}

