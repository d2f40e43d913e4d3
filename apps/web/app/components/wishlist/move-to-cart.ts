import type { ProductSummary } from '@haat/shared/api';
import { defaultSize, type CartLine } from '@haat/shared/rules';

/**
 * The cart line a wishlist item becomes. The wishlist keeps no size, so the product's first size
 * in stock is taken (the first size when none is in stock; 'S' for a product without sizes, as
 * spec §5 sends it), with the first colour if any, and 1 unit as from a listing.
 */
export function cartLineFor(product: ProductSummary): CartLine {
  const size = product.sizes.find((s) => s.stock > 0) ?? product.sizes[0];
  return { productId: product.id, units: 1, size: size?.label ?? defaultSize, color: product.colors[0] ?? null };
}
