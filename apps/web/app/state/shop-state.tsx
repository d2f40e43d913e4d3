import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addCartLine, addRecentlyViewed, addToWishlist, cartCookieName, cartCount, cartFullMessage, decrementLine,
  encodeCartCookie, encodeWishlistCookie, fitsInCookie, incrementLine, messages, parseRecentlyViewed, removeFromWishlist,
  recentlyViewedKey, removeLine, wishlistCookieName, wishlistFullMessage, type CartLine, type RecentlyViewedEntry,
} from '@haat/shared/rules';
import { writeGuestCookie } from './guest-cookies.ts';

export interface ShopState {
  cart: CartLine[];
  /** Distinct lines, as the header badge shows. */
  cartCount: number;
  /** Adds or raises a line; returns a message for the shopper when it could not. */
  addToCart(line: CartLine): string | null;
  incrementCart(productId: number, stock: number): string | null;
  decrementCart(productId: number): void;
  removeFromCart(productId: number): void;
  clearCart(): void;
  wishlist: number[];
  isWishlisted(productId: number): boolean;
  /** Adds a product to the wishlist; returns a message when it could not. */
  addToWishlist(productId: number): string | null;
  removeFromWishlist(productId: number): void;
  recentlyViewed: RecentlyViewedEntry[];
  viewProduct(entry: RecentlyViewedEntry): void;
}

const ShopStateContext = createContext<ShopState | null>(null);

/**
 * The guest's cart and wishlist (cookies `cartItems` and `wishlistItems`, also read by the
 * server so the first HTML is right) and recently viewed products (localStorage).
 */
export function ShopStateProvider({ initialCart, initialWishlist, children }: {
  initialCart: CartLine[];
  initialWishlist: number[];
  children: ReactNode;
}) {
  const [cart, setCart] = useState(initialCart);
  const [wishlist, setWishlist] = useState(initialWishlist);
  const [recentlyViewed, setRecentlyViewed] = useState<RecentlyViewedEntry[]>([]);
  // The latest lists, for changes made twice before React re-renders (a double click, say).
  const cartRef = useRef(cart);
  const wishlistRef = useRef(wishlist);

  useEffect(() => {
    // localStorage exists only in the browser, so it is read after hydration, not during render.
    // oxlint-disable-next-line react/set-state-in-effect
    setRecentlyViewed(parseRecentlyViewed(localStorage.getItem(recentlyViewedKey)));
  }, []);

  /** Saves the cart cookie first and only then shows the change, so nothing is lost silently. */
  const commitCart = useCallback((next: CartLine[]): string | null => {
    const value = next.length === 0 ? null : encodeCartCookie(next);
    if (value !== null && !fitsInCookie(cartCookieName, value)) return cartFullMessage;
    if (!writeGuestCookie(cartCookieName, value)) return messages.cookieCartWriteFailed;
    cartRef.current = next;
    setCart(next);
    return null;
  }, []);

  const commitWishlist = useCallback((next: number[]): string | null => {
    const value = next.length === 0 ? null : encodeWishlistCookie(next);
    if (value !== null && !fitsInCookie(wishlistCookieName, value)) return wishlistFullMessage;
    if (!writeGuestCookie(wishlistCookieName, value)) return messages.cookieCartWriteFailed;
    wishlistRef.current = next;
    setWishlist(next);
    return null;
  }, []);

  const value = useMemo<ShopState>(() => ({
    cart,
    cartCount: cartCount(cart),
    addToCart: (line) => commitCart(addCartLine(cartRef.current, line)),
    incrementCart: (productId, stock) => {
      const { lines, message } = incrementLine(cartRef.current, productId, stock);
      return message ?? commitCart(lines);
    },
    decrementCart: (productId) => { commitCart(decrementLine(cartRef.current, productId)); },
    removeFromCart: (productId) => { commitCart(removeLine(cartRef.current, productId)); },
    clearCart: () => { commitCart([]); },
    wishlist,
    isWishlisted: (productId) => wishlist.includes(productId),
    addToWishlist: (productId) => commitWishlist(addToWishlist(wishlistRef.current, productId)),
    removeFromWishlist: (productId) => { commitWishlist(removeFromWishlist(wishlistRef.current, productId)); },
    recentlyViewed,
    viewProduct: (entry) => {
      setRecentlyViewed((list) => {
        const next = addRecentlyViewed(list, entry);
        try {
          localStorage.setItem(recentlyViewedKey, JSON.stringify(next));
        } catch {
          // Storage full or disabled: the list still works for this visit.
        }
        return next;
      });
    },
  }), [cart, wishlist, recentlyViewed, commitCart, commitWishlist]);

  return <ShopStateContext.Provider value={value}>{children}</ShopStateContext.Provider>;
}

/** The shopper's cart, wishlist and recently viewed products. */
export function useShopState(): ShopState {
  const state = useContext(ShopStateContext);
  if (!state) throw new Error('useShopState must be used inside ShopStateProvider');
  return state;
}
