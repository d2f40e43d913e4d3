import type { ServerCart } from '@haat/shared/api';
import {
  addCartLine, addToWishlist, cartCookieName, cartFullMessage, decrementLine, encodeCartCookie, encodeWishlistCookie,
  fitsInCookie, incrementLine, messages, removeFromWishlist, removeLine, toCartLine, wishlistCookieName, wishlistFullMessage,
  type CartLine,
} from '@haat/shared/rules';
import { apiErrorStatus } from '../lib/api-error.ts';
import { browserStoreApi } from '../lib/browser-store-api.ts';
import { cartNotes } from '../lib/server-cart.ts';
import { writeGuestCookie } from './guest-cookies.ts';
import { sayCartMessage } from './say-cart-message.ts';

// What a shopper's taps change in the cart and the wishlist: the rules, the cookies and the server
// calls. This module is fetched when the page is idle or at the first tap (use-cart-state.ts), not
// with the page: every page shows the cart and the wishlist, few are changed before then.

/** A list the shop state holds: the latest value (quick taps come before React re-renders) and how to show a new one. */
export interface HeldList<T> {
  current(): T[];
  show(next: T[]): void;
}

/** The cart as the shop state holds it, with the queue that keeps server calls one after another. */
export interface HeldCart extends HeldList<CartLine> {
  queue: { current: Promise<unknown> };
}

export interface CartActions {
  /** Adds or raises a line; returns a message for the shopper when it could not. */
  addToCart(line: CartLine): string | null;
  incrementCart(productId: number, stock: number): string | null;
  decrementCart(productId: number): void;
  /** Resolves once the line is gone (at once for a guest, after the server call when signed in). */
  removeFromCart(productId: number): Promise<void>;
  clearCart(): void;
}

/** A server cart call failed: a refused token ends the session, anything else says `fallback`. */
function reportFailure(error: unknown, fallback: string) {
  const status = apiErrorStatus(error);
  if (status === 401) {
    sayCartMessage(messages.sessionExpired, 'error');
    // /login?expired=1 clears the dead session's cookies and says why (accounts spec §8).
    window.location.assign(`/login?expired=1&redirectTo=${encodeURIComponent(location.pathname + location.search)}`);
    return;
  }
  sayCartMessage(status !== null && status < 500 && error instanceof Error && error.message ? error.message : fallback, 'error');
}

/** A guest's cart: saves the cookie first and only then shows the change, so nothing is lost silently. */
function guestCart(cart: HeldCart): CartActions {
  const commit = (next: CartLine[]): string | null => {
    const value = next.length === 0 ? null : encodeCartCookie(next);
    if (value !== null && !fitsInCookie(cartCookieName, value)) return cartFullMessage;
    if (!writeGuestCookie(cartCookieName, value)) return messages.cookieCartWriteFailed;
    cart.show(next);
    return null;
  };
  return {
    addToCart: (line) => commit(addCartLine(cart.current(), line)),
    incrementCart: (productId, stock) => {
      const { lines, message } = incrementLine(cart.current(), productId, stock);
      return message ?? commit(lines);
    },
    decrementCart: (productId) => { commit(decrementLine(cart.current(), productId)); },
    removeFromCart: async (productId) => { commit(removeLine(cart.current(), productId)); },
    clearCart: () => { commit([]); },
  };
}

/**
 * A signed-in shopper's cart, on the server (browsing spec §4): every change is one call whose
 * answer (units capped at stock, vanished products dropped) becomes the cart. A change shows at
 * once, is undone if the call fails, and calls run one after another, so quick clicks never cross.
 */
function serverCart(cart: HeldCart): CartActions {
  const commit = (optimistic: CartLine[], call: () => Promise<ServerCart>, failure: string): Promise<void> => {
    const before = cart.current();
    cart.show(optimistic);
    const run = cart.queue.current.then(call).then(
      (stored) => {
        cart.show(stored.items.map(toCartLine));
        const notes = cartNotes(stored.message);
        if (notes) sayCartMessage(notes);
      },
      (error: unknown) => {
        cart.show(before);
        reportFailure(error, failure);
        throw error;
      },
    );
    cart.queue.current = run.catch(() => undefined);
    return run;
  };
  const quietly = (run: Promise<void>) => { run.catch(() => undefined); };
  const api = browserStoreApi;
  return {
    addToCart: (line) => {
      const next = addCartLine(cart.current(), line);
      // The whole cart is saved (Add_to_cart1 "save"): the server keeps one line per product.
      quietly(commit(next, async () => (await api()).saveCart(cart.current()), messages.cartSaveFailed));
      return null;
    },
    incrementCart: (productId, stock) => {
      const { lines, message } = incrementLine(cart.current(), productId, stock);
      if (message) return message;
      quietly(commit(lines, async () => (await api()).incrementCartLine(productId), messages.cartSaveFailed));
      return null;
    },
    decrementCart: (productId) => {
      quietly(commit(decrementLine(cart.current(), productId), async () => (await api()).decrementCartLine(productId), messages.cartSaveFailed));
    },
    // The line stays on screen (with its spinner) until the server has removed it.
    removeFromCart: (productId) => commit(cart.current(), async () => (await api()).deleteCartLine(productId), messages.cartDeleteFailed),
    clearCart: () => {
      quietly(commit([], async () => (await api()).saveCart([]), messages.cartSaveFailed));
    },
  };
}

/** The cart's changes where it lives: a guest's `cartItems` cookie, or the signed-in shopper's server cart. */
export function cartActions(source: 'guest' | 'server', cart: HeldCart): CartActions {
  return source === 'guest' ? guestCart(cart) : serverCart(cart);
}

/** The wishlist cookie `wishlistItems` (read by the server too, so the first HTML is right), saved before it shows. */
function commitWishlist(wishlist: HeldList<number>, next: number[]): string | null {
  const value = next.length === 0 ? null : encodeWishlistCookie(next);
  if (value !== null && !fitsInCookie(wishlistCookieName, value)) return wishlistFullMessage;
  if (!writeGuestCookie(wishlistCookieName, value)) return messages.cookieCartWriteFailed;
  wishlist.show(next);
  return null;
}

/** Adds a product to the wishlist; returns a message when it could not. */
export function wishlistAdd(wishlist: HeldList<number>, productId: number): string | null {
  return commitWishlist(wishlist, addToWishlist(wishlist.current(), productId));
}

export function wishlistRemove(wishlist: HeldList<number>, productId: number): void {
  commitWishlist(wishlist, removeFromWishlist(wishlist.current(), productId));
}
