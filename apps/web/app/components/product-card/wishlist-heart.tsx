import type { ProductSummary } from '@haat/shared/api';
import { useShopState } from '../../state/shop-state.tsx';
import { toastProblem, toastWishlistChanged } from './shop-toasts-later.ts';
import * as m from '../../i18n/m/product-card.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * The card's wishlist toggle: a pressed/unpressed heart with a toast either way; drawn, heart
 * included, by `className` (product-card.css's pc-heart).
 */
export function WishlistHeart({ product, className }: { product: Pick<ProductSummary, 'id' | 'name'>; className: string }) {
  const { isWishlisted, addToWishlist, removeFromWishlist } = useShopState();
  const saved = isWishlisted(product.id);
  const locale = useLocale();

  async function toggle() {
    if (saved) {
      await removeFromWishlist(product.id);
      toastWishlistChanged(product.name, false);
      return;
    }
    const problem = await addToWishlist(product.id);
    if (problem) toastProblem(problem, { label: m.toast_view_wishlist({}, { locale }), href: '/wishlist' });
    else {
      toastWishlistChanged(product.name, true);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={saved ? m.card_remove_from_wishlist({ name: product.name }, { locale }) : m.card_add_to_wishlist({ name: product.name }, { locale })}
      className={className}
    />
  );
}
