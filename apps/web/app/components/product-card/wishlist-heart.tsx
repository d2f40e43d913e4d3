import type { ProductSummary } from '@haat/shared/api';
import { useShopState } from '../../state/shop-state.tsx';
import { toastProblem, toastWishlistChanged } from './shop-toasts.tsx';

/**
 * The card's wishlist toggle: a pressed/unpressed heart with a toast either way; drawn, heart
 * included, by `className` (product-card.css's pc-heart).
 */
export function WishlistHeart({ product, className }: { product: Pick<ProductSummary, 'id' | 'name'>; className: string }) {
  const { isWishlisted, addToWishlist, removeFromWishlist } = useShopState();
  const saved = isWishlisted(product.id);

  function toggle() {
    if (saved) {
      removeFromWishlist(product.id);
      toastWishlistChanged(product.name, false);
      return;
    }
    const problem = addToWishlist(product.id);
    if (problem) toastProblem(problem, { label: 'View wishlist', href: '/wishlist' });
    else {
      toastWishlistChanged(product.name, true);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      className={className}
    />
  );
}
