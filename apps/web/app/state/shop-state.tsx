import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { addRecentlyViewed, cartCount, parseRecentlyViewed, recentlyViewedKey, type CartLine, type RecentlyViewedEntry } from '@haat/shared/rules';
import type { HeldList } from './shop-actions.ts';
import { unreachable, withShopActions } from './shop-actions-loader.ts';
import { useCartState, type CartState } from './use-cart-state.ts';

export interface ShopState extends CartState {
  /** Distinct lines, as the header badge shows. */
  cartCount: number;
  /** Where the cart lives: the guest's cookie or, once signed in, the server. */
  cartSource: 'guest' | 'server';
  wishlist: number[];
  isWishlisted(productId: number): boolean;
  /** Adds a product to the wishlist; resolves to a message when it could not. */
  addToWishlist(productId: number): Promise<string | null>;
  removeFromWishlist(productId: number): Promise<void>;
  recentlyViewed: RecentlyViewedEntry[];
  viewProduct(entry: RecentlyViewedEntry): void;
}

const ShopStateContext = createContext<ShopState | null>(null);

/**
 * The cart (a guest's `cartItems` cookie or the signed-in shopper's server cart, see
 * use-cart-state.ts), the wishlist (cookie `wishlistItems`, also read by the server so the first
 * HTML is right) and recently viewed products (localStorage).
 */
export function ShopStateProvider({ initialCart, cartSource, cartNotice, initialWishlist, children }: {
  initialCart: CartLine[];
  cartSource: 'guest' | 'server';
  cartNotice: string | null;
  initialWishlist: number[];
  children: ReactNode;
}) {
  const cartState = useCartState(initialCart, cartSource, cartNotice);
  const [wishlist, setWishlist] = useState(initialWishlist);
  const [recentlyViewed, setRecentlyViewed] = useState<RecentlyViewedEntry[]>([]);
  // The latest list, for changes made twice before React re-renders (a double click, say).
  const wishlistRef = useRef(wishlist);

  useEffect(() => {
    // localStorage exists only in the browser, so it is read after hydration, not during render.
    // oxlint-disable-next-line react/set-state-in-effect
    setRecentlyViewed(parseRecentlyViewed(localStorage.getItem(recentlyViewedKey)));
  }, []);

  // The wishlist's changes are shop-actions.ts's, whose code loads when idle or at the first tap.
  const held = useMemo<HeldList<number>>(() => ({
    current: () => wishlistRef.current,
    show: (next) => {
      wishlistRef.current = next;
      setWishlist(next);
    },
  }), []);

  const value = useMemo<ShopState>(() => ({
    ...cartState,
    cartCount: cartCount(cartState.cart),
    cartSource,
    wishlist,
    isWishlisted: (productId) => wishlist.includes(productId),
    addToWishlist: (productId) => withShopActions((actions) => actions.wishlistAdd(held, productId), unreachable),
    removeFromWishlist: (productId) => withShopActions((actions) => actions.wishlistRemove(held, productId), () => undefined),
    recentlyViewed,
    viewProduct: (entry) => {
      // Built on what is stored, not on this state: a product page's effect runs before this
      // provider's own (children first), so on a direct visit the state is still empty and the
      // list would shrink to the one product. Reading the store also keeps other tabs' views.
      try {
        const next = addRecentlyViewed(parseRecentlyViewed(localStorage.getItem(recentlyViewedKey)), entry);
        localStorage.setItem(recentlyViewedKey, JSON.stringify(next));
        setRecentlyViewed(next);
      } catch {
        // Storage full or disabled: the list still works for this visit.
        setRecentlyViewed((list) => addRecentlyViewed(list, entry));
      }
    },
  }), [cartState, cartSource, wishlist, recentlyViewed, held]);

  return <ShopStateContext.Provider value={value}>{children}</ShopStateContext.Provider>;
}

/** The shopper's cart, wishlist and recently viewed products. */
export function useShopState(): ShopState {
  const state = useContext(ShopStateContext);
  if (!state) throw new Error('useShopState must be used inside ShopStateProvider');
  return state;
}
