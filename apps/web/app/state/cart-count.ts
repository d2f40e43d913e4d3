import { useSyncExternalStore } from 'react';
import { readCookie } from '../lib/cookies.ts';

/** The guest cart and wishlist cookies the spec names (base64 text of a JSON array). */
export const cartCookie = 'cartItems';
export const wishlistCookie = 'wishlistItems';

/**
 * Event the cart and wishlist code dispatches on `window` after it rewrites one of the cookies,
 * so the header badges follow at once instead of on the next navigation.
 */
export const cookieItemsChangedEvent = 'haat:cookie-items-changed';

function decodeBase64Utf8(text: string): string {
  // atob yields one char per byte; TextDecoder turns UTF-8 bytes (Hindi product names) back into text.
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Number of items in a cookie holding base64 of a JSON array. Anything undecodable counts 0, as
 * the spec says of the wishlist ("list starts empty"): a shopper's broken cookie must not break
 * the header.
 */
export function countCookieItems(cookieString: string | null | undefined, name: string): number {
  const raw = readCookie(cookieString, name);
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Utf8(raw));
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

export interface CookieCounts {
  cart: number;
  wishlist: number;
}

function subscribe(onChange: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  window.addEventListener(cookieItemsChangedEvent, onChange);
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener(cookieItemsChangedEvent, onChange);
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Cart and wishlist counts for the header badges. The server snapshot is 0 (the shell is the
 * same for every visitor), and React re-renders with the real numbers right after hydration
 * without a mismatch. The cookie is re-read on every render (so after each navigation), on tab
 * focus and when the cart code announces a change.
 */
export function useCookieCounts(): CookieCounts {
  const cart = useSyncExternalStore(subscribe, () => countCookieItems(document.cookie, cartCookie), () => 0);
  const wishlist = useSyncExternalStore(subscribe, () => countCookieItems(document.cookie, wishlistCookie), () => 0);
  return { cart, wishlist };
}
