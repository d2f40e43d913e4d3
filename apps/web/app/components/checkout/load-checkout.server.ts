import { StoreApiError, type CartItem, type StoreApi } from '@haat/shared/api';
import type { BuyNowChoice } from '../../lib/buy-now.ts';

export interface CheckoutItems {
  items: CartItem[];
  /** Why something is missing or changed (out of stock, product gone); null when all is well. */
  problem: string | null;
}

/**
 * What is being bought: the one Buy Now product (cart_to_checkout checks it can be ordered), or
 * the server cart. A refused token is left to the caller (the session-expired redirect).
 */
export async function loadCheckoutItems(api: StoreApi, buy: BuyNowChoice | null): Promise<CheckoutItems> {
  if (!buy) {
    const cart = await api.getCart();
    return { items: cart.items, problem: cart.message || null };
  }
  try {
    const checked = await api.checkoutItems([{ productId: buy.productId, units: buy.units, ...(buy.size ? { size: buy.size } : {}), color: buy.color }]);
    return { items: checked.items, problem: null };
  } catch (error) {
    if (error instanceof StoreApiError && error.status !== 401 && error.status < 500) return { items: [], problem: error.message };
    throw error;
  }
}

/** The order lines insert_Customer_Order takes, with the size and colour each item was chosen in. */
export function orderLinesOf(items: readonly CartItem[]) {
  return items.map((item) => ({ asinid: item.productId, quantity: item.units, productcode: item.asin, size: item.size, color: item.color }));
}
