import type { CartLine } from '@haat/shared/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadShopToasts } from '../components/product-card/shop-toasts-later.ts';
import { loadWhenIdle } from '../components/when-idle.ts';
import type { CartActions, HeldCart } from './shop-actions.ts';
import { loadShopActions, unreachable, withShopActions } from './shop-actions-loader.ts';
import { sayCartMessage } from './say-cart-message.ts';

const nothing = () => undefined;

export interface CartState {
  cart: CartLine[];
  /** Adds or raises a line; resolves to a message for the shopper when it could not. */
  addToCart(line: CartLine): Promise<string | null>;
  incrementCart(productId: number, stock: number): Promise<string | null>;
  decrementCart(productId: number): void;
  /** Resolves once the line is gone (at once for a guest, after the server call when signed in). */
  removeFromCart(productId: number): Promise<void>;
  clearCart(): void;
}

/**
 * The cart's lines, and the changes a shopper makes to them (shop-actions.ts). A guest's cart
 * lives in the `cartItems` cookie; a signed-in shopper's on the server (browsing spec §4).
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
  // The changes' code and the toasts that say what they did, before the shopper's first tap.
  useEffect(() => loadWhenIdle(() => Promise.all([loadShopActions(), loadShopToasts()])), []);

  const show = useCallback((next: CartLine[]) => {
    cartRef.current = next;
    setCart(next);
  }, []);

  return useMemo<CartState>(() => {
    const held: HeldCart = { current: () => cartRef.current, show, queue };
    const act = <T,>(change: (actions: CartActions) => T | Promise<T>, failed: () => T) => withShopActions((code) => change(code.cartActions(source, held)), failed);
    return {
      cart,
      addToCart: (line) => act((actions) => actions.addToCart(line), unreachable),
      incrementCart: (productId, stock) => act((actions) => actions.incrementCart(productId, stock), unreachable),
      decrementCart: (productId) => { void act((actions) => actions.decrementCart(productId), nothing); },
      removeFromCart: (productId) => act((actions) => actions.removeFromCart(productId), nothing),
      clearCart: () => { void act((actions) => actions.clearCart(), nothing); },
    };
  }, [cart, source, show]);
}
