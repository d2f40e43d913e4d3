import type { ToastAction } from './shop-toasts.tsx';

// The shop's toasts (shop-toasts.tsx) are shown after a tap, never before the page is interactive:
// their code (the View Cart link, the texts) is fetched when the page is idle (use-cart-state.ts)
// or at the first toast, not with the page (decision 050).

export type { ToastAction };

export const loadShopToasts = () => import('./shop-toasts.tsx');

/** "Added to cart", with the spec's "View Cart" link to /addcart. */
export function toastAddedToCart(name: string): void {
  void loadShopToasts().then((toasts) => toasts.toastAddedToCart(name));
}

/** Added to or removed from the wishlist, with the spec's "View wishlist" link. */
export function toastWishlistChanged(name: string, added: boolean): void {
  void loadShopToasts().then((toasts) => toasts.toastWishlistChanged(name, added));
}

/** A message the shopper must act on (no size chosen, cart full, …), with an optional link. */
export function toastProblem(message: string, action?: ToastAction): void {
  void loadShopToasts().then((toasts) => toasts.toastProblem(message, action));
}
