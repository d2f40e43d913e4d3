/** Where Buy Now keeps the product id across sign-in (accounts spec §3: local storage `productID`). */
export const buyNowStorageKey = 'productID';

/** A Buy Now choice: one product, its units, size and colour. */
export interface BuyNowChoice {
  productId: number;
  units: number;
  size: string | null;
  color: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberBuyNowProduct(productId: number): void {
  try {
    storage()?.setItem(buyNowStorageKey, String(productId));
  } catch {
    // Storage full or disabled: the checkout link below carries the product all the same.
  }
}

/** Removed when the order is placed (spec §4) and when the shopper checks out the cart instead. */
export function forgetBuyNowProduct(): void {
  try {
    storage()?.removeItem(buyNowStorageKey);
  } catch {
    // Nothing to forget.
  }
}

export function rememberedBuyNowProduct(): number | null {
  const value = Number(storage()?.getItem(buyNowStorageKey) ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The checkout link of a Buy Now: the choice travels in the URL rather than only in navigation
 * state, so checkout renders it on the server, after a reload, and after signing in.
 */
export function buyNowPath(choice: BuyNowChoice): string {
  const query = new URLSearchParams({ buy: String(choice.productId), units: String(choice.units) });
  if (choice.size) query.set('size', choice.size);
  if (choice.color) query.set('color', choice.color);
  return `/checkout2?${query.toString()}`;
}

/** The Buy Now choice in a checkout URL, or null for a cart checkout. Units default to 1 (spec §4). */
export function parseBuyNow(query: URLSearchParams): BuyNowChoice | null {
  const productId = Number(query.get('buy'));
  if (!Number.isInteger(productId) || productId <= 0) return null;
  const units = Number(query.get('units') ?? '1');
  return {
    productId,
    units: Number.isInteger(units) && units >= 1 && units <= 999 ? units : 1,
    size: query.get('size')?.trim() || null,
    color: query.get('color')?.trim() || null,
  };
}
