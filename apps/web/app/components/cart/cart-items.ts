import type { ProductSummary } from '@haat/shared/api';
import { cartTotals, type CartLine, type CartTotals } from '@haat/shared/rules';

/** A cart line with its product as the API describes it now (prices never come from the cookie). */
export interface CartItem {
  line: CartLine;
  product: ProductSummary;
  /** Most units the shopper may take: the chosen size's stock. */
  stock: number;
}

/**
 * Stock of the chosen size, matched by label; the product's total stock when the size is not in
 * its list (a product without sizes is carried with the default size 'S').
 */
export function stockForSize(product: ProductSummary, size: string): number {
  return product.sizes.find((s) => s.label === size)?.stock ?? product.stock;
}

/** Lines whose product is known, in cart order; lines still loading or vanished are left out. */
export function cartItems(lines: readonly CartLine[], byId: ReadonlyMap<number, ProductSummary>): CartItem[] {
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [{ line, product, stock: stockForSize(product, line.size) }] : [];
  });
}

/** The summary figures, from the API's prices and delivery charges. */
export function totalsOf(items: readonly CartItem[]): CartTotals {
  return cartTotals(items.map(({ line, product }) => ({
    name: product.name,
    discountPrice: product.discountPrice,
    units: line.units,
    deliveryCharge: product.deliveryCharge,
  })));
}

/** What the shopper saves against the original prices (the HOLI offer included), never negative. */
export function savingsOf(items: readonly CartItem[], itemsTotal: number): number {
  const original = items.reduce((sum, { line, product }) => sum + product.originalPrice * line.units, 0);
  return Math.max(0, Math.round(original - itemsTotal));
}
