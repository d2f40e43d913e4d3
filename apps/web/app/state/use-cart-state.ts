import type { ServerCart } from '@haat/shared/api';
import {
  addCartLine, cartCookieName, cartFullMessage, decrementLine, encodeCartCookie, fitsInCookie, incrementLine, messages,
  removeLine, toCartLine, type CartLine,
} from '@haat/shared/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../lib/toast.ts';
import { apiErrorStatus } from '../lib/api-error.ts';
import { browserStoreApi } from '../lib/browser-store-api.ts';
import { cartNotes } from '../lib/server-cart.ts';
import { writeGuestCookie } from './guest-cookies.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/**
 * Says a message of the cart or the wishlist (messages.ts's words, or the server's) in a toast, in
 * the page's language. Its words load with the toast: this module rides on every page, and the
 * words of every cart message should not ride on any page's first load.
 */
export function sayCartMessage(english: string, tone: 'error' | 'info' = 'info') {
  void import('./cart-message-text.ts').then(({ cartMessageText }) => {
    const text = cartMessageText(english, pageLocale());
    if (tone === 'error') toast.error(text);
    else toast(text);
  });
}

export interface CartState {
  cart: CartLine[];
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

/**
 * The cart's lines and the changes a shopper makes to them. A guest's cart lives in the
 * `cartItems` cookie; a signed-in shopper's on the server (browsing spec §4), where every change
 * is one call whose answer (units capped at stock, vanished products dropped) becomes the cart.
 * Server changes show at once and run one after another, so quick clicks never cross.
 */
export function useCartState(initial: CartLine[], source: 'guest' | 'server', notice: string | null): CartState {
  const [cart, setCart] = useState(initial);
  // The latest lines, for changes made twice before React re-renders (a double click, say).
  const cartRef = useRef(cart);
  // The root loader's lines are the truth when they change (a sign-in, a fresh page).
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setCart(initial);
  }
  // Changes write the ref at once (see `show`); this catches the reset above.
  useEffect(() => {
    cartRef.current = cart;
  }, [cart]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (notice) sayCartMessage(notice);
  }, [notice]);

  const show = useCallback((next: CartLine[]) => {
    cartRef.current = next;
    setCart(next);
  }, []);

  /** Guest: saves the cookie first and only then shows the change, so nothing is lost silently. */
  const commitCookie = useCallback((next: CartLine[]): string | null => {
    const value = next.length === 0 ? null : encodeCartCookie(next);
    if (value !== null && !fitsInCookie(cartCookieName, value)) return cartFullMessage;
    if (!writeGuestCookie(cartCookieName, value)) return messages.cookieCartWriteFailed;
    show(next);
    return null;
  }, [show]);

  /** Signed in: shows `optimistic` now, then whatever the server stored; undoes it on failure. */
  const commitServer = useCallback((optimistic: CartLine[], call: () => Promise<ServerCart>, failure: string): Promise<void> => {
    const before = cartRef.current;
    show(optimistic);
    const run = queue.current.then(call).then(
      (stored) => {
        show(stored.items.map(toCartLine));
        const notes = cartNotes(stored.message);
        if (notes) sayCartMessage(notes);
      },
      (error: unknown) => {
        show(before);
        reportFailure(error, failure);
        throw error;
      },
    );
    queue.current = run.catch(() => undefined);
    return run;
  }, [show]);

  return useMemo<CartState>(() => {
    const api = browserStoreApi;
    if (source === 'guest') {
      return {
        cart,
        addToCart: (line) => commitCookie(addCartLine(cartRef.current, line)),
        incrementCart: (productId, stock) => {
          const { lines, message } = incrementLine(cartRef.current, productId, stock);
          return message ?? commitCookie(lines);
        },
        decrementCart: (productId) => { commitCookie(decrementLine(cartRef.current, productId)); },
        removeFromCart: async (productId) => { commitCookie(removeLine(cartRef.current, productId)); },
        clearCart: () => { commitCookie([]); },
      };
    }
    const quietly = (run: Promise<void>) => { run.catch(() => undefined); };
    return {
      cart,
      addToCart: (line) => {
        const next = addCartLine(cartRef.current, line);
        // The whole cart is saved (Add_to_cart1 "save"): the server keeps one line per product.
        quietly(commitServer(next, async () => (await api()).saveCart(cartRef.current), messages.cartSaveFailed));
        return null;
      },
      incrementCart: (productId, stock) => {
        const { lines, message } = incrementLine(cartRef.current, productId, stock);
        if (message) return message;
        quietly(commitServer(lines, async () => (await api()).incrementCartLine(productId), messages.cartSaveFailed));
        return null;
      },
      decrementCart: (productId) => {
        quietly(commitServer(decrementLine(cartRef.current, productId), async () => (await api()).decrementCartLine(productId), messages.cartSaveFailed));
      },
      // The line stays on screen (with its spinner) until the server has removed it.
      removeFromCart: (productId) =>
        commitServer(cartRef.current, async () => (await api()).deleteCartLine(productId), messages.cartDeleteFailed),
      clearCart: () => {
        quietly(commitServer([], async () => (await api()).saveCart([]), messages.cartSaveFailed));
      },
    };
  }, [cart, source, commitCookie, commitServer]);
}
