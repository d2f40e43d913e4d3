import type { Product } from '@haat/shared/api';
import { messages, serverMessageOr, sizeToSend } from '@haat/shared/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorStatus } from '../../lib/api-error.ts';
import { browserStoreApi } from '../../lib/browser-store-api.ts';
import { useShopState } from '../../state/shop-state.tsx';
import { toastAddedToCart, toastProblem, toastWishlistChanged, type ToastAction } from '../product-card/shop-toasts-later.ts';
import * as m from '../../i18n/m/product.ts';
import * as card from '../../i18n/m/product-card.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { errors_select_size } from '../../i18n/paraglide/messages/errors_select_size.js';
/** Tells the shopper a problem (messages.ts's words or the server's) in the page's language, its words loaded then. */
function tellProblem(english: string, action?: ToastAction) {
  void import('./purchase-problem-text.ts').then(({ problemText }) => toastProblem(problemText(english), action), () => toastProblem(english, action));
}

/** Element ids the buttons move focus to when a choice is missing. */
export const sizePickerId = 'product-size';
export const colourSelectId = 'product-colour';

export type MissingChoice = 'size' | 'colour' | null;

/** Where Buy Now sends a guest: the login page comes back to `from`, the checkout of this product. */
export interface BuyNowState {
  from: string;
  productId: number;
}

function focusFirst(selector: string) {
  const element = document.querySelector<HTMLElement>(selector);
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}

/**
 * The shopper's choices on a product page (size, quantity, colour) and the three actions that
 * need them: Add to Cart, Wishlist and Buy Now. Each action checks the choices the spec requires
 * and says what is missing rather than failing silently.
 */
export function useProductPurchase(product: Product, signedIn: boolean) {
  const shop = useShopState();
  const navigate = useNavigate();
  const [size, setSize] = useState<string | null>(null);
  const [units, setUnits] = useState(1);
  // A single colour is no choice at all, so it is taken for the shopper.
  const [color, setColor] = useState<string | null>(product.colors.length === 1 ? (product.colors[0] ?? null) : null);
  const [missing, setMissing] = useState<MissingChoice>(null);
  const [buying, setBuying] = useState(false);

  const hasSizes = product.sizes.length > 0;
  const sizeStock = hasSizes ? (product.sizes.find((s) => s.label === size)?.stock ?? 0) : product.stock;
  const wishlisted = shop.isWishlisted(product.id);

  function chooseSize(label: string) {
    setSize(label);
    // Spec: selecting a size resets quantity to 1.
    setUnits(1);
    if (missing === 'size') setMissing(null);
  }

  function chooseColor(value: string) {
    setColor(value === '' ? null : value);
    if (missing === 'colour' && value !== '') setMissing(null);
  }

  /** The size to send, or null after telling the shopper what to choose first. */
  function checkedSize(needsColour: boolean): string | null {
    const chosen = sizeToSend(product.sizes, size);
    if (chosen === null) {
      setMissing('size');
      toastProblem(errors_select_size({}, { locale: pageLocale() }));
      focusFirst(`#${sizePickerId} button:not([disabled])`);
      return null;
    }
    if (needsColour && product.colors.length > 0 && color === null) {
      setMissing('colour');
      // The spec marks the colour select as required but gives no text for a missing colour; ours.
      toastProblem(m.product_select_colour_first({}, { locale: pageLocale() }));
      focusFirst(`#${colourSelectId}`);
      return null;
    }
    return chosen;
  }

  async function addToCart() {
    const chosen = checkedSize(true);
    if (chosen === null) return;
    const problem = await shop.addToCart({ productId: product.id, units, size: chosen, color });
    if (problem) {
      tellProblem(problem, { label: card.toast_view_cart({}, { locale: pageLocale() }), href: '/addcart' });
      return;
    }
    toastAddedToCart(product.name);
  }

  async function toggleWishlist() {
    if (wishlisted) {
      await shop.removeFromWishlist(product.id);
      toastWishlistChanged(product.name, false);
      return;
    }
    // Spec §5: adding to the wishlist also needs a size when the product has sizes.
    if (checkedSize(false) === null) return;
    const problem = await shop.addToWishlist(product.id);
    if (problem) {
      tellProblem(problem, { label: card.toast_view_wishlist({}, { locale: pageLocale() }), href: '/wishlist' });
      return;
    }
    toastWishlistChanged(product.name, true);
  }

  async function buyNow() {
    const chosen = checkedSize(true);
    if (chosen === null || buying) return;
    // Buy Now's rules load with the first press: the page's first scripts need none of them.
    const { buyNowPath, rememberBuyNowProduct } = await import('../../lib/buy-now.ts');
    const checkout = buyNowPath({ productId: product.id, units, size: chosen, color });
    rememberBuyNowProduct(product.id);
    if (!signedIn) {
      // Spec §4: a guest signs in first and comes back to checkout with the product.
      const state: BuyNowState = { from: checkout, productId: product.id };
      void navigate('/login', { state });
      return;
    }
    // Spec §4: with a session, cart_to_checkout confirms the product can be ordered, then checkout.
    setBuying(true);
    try {
      await (await browserStoreApi()).checkoutItems([{ productId: product.id, units, size: chosen, color }]);
      void navigate(checkout);
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 401) {
        window.location.assign(`/login?expired=1&redirectTo=${encodeURIComponent(checkout)}`);
        return;
      }
      tellProblem(status !== null && error instanceof Error ? serverMessageOr(error.message, messages.somethingWentWrongTryAgain) : messages.requestFailed);
    } finally {
      setBuying(false);
    }
  }

  return {
    size, units, color, missing, hasSizes, sizeStock, wishlisted, buying,
    chooseSize, setUnits, chooseColor, addToCart, toggleWishlist, buyNow,
  };
}

export type ProductPurchase = ReturnType<typeof useProductPurchase>;
