/**
 * What the shop's service worker does with each request (decision 043). Only what is the same for
 * every shopper is ever cached: the build's hashed files, product pictures, and the shop's
 * manifest and icons. Pages and API answers never are: they carry a cart, a name, an order.
 */
export type CacheRule =
  /** A hashed build file under /assets: cache first (the name changes when the content does). */
  | 'build-file'
  /** A picture under /uploads: cache first, a limited number for a limited time. */
  | 'picture'
  /** The manifest and its icons: the cached copy at once, refreshed behind it (the offline page reads the name). */
  | 'shop-identity'
  /** A page navigation: the network only, never stored; the offline page when there is none. */
  | 'page'
  /** Left alone: straight to the network, never stored. */
  | 'network';

/** The precached page shown for any navigation the network cannot answer. */
export const offlinePagePath = '/offline.html';

/**
 * Paths never answered from a cache, page or not: the Store API, the console (whose pages have
 * their own offline behaviour: none), and the shopper's own pages. Cached rules below would not
 * match most of them anyway; listing them keeps a future rule from ever catching one.
 */
export const neverCachedPaths = [
  '/api', '/console', '/token', '/addcart', '/checkout2', '/PaymentPage', '/order-confirmation', '/order-invoice',
  '/wishlist', '/your-orders', '/track', '/cancellation-form', '/order-cancelled', '/UserProfile', '/account-settings',
  '/overview', '/your-address', '/address-form', '/login', '/logout', '/register', '/sign-out', '/forgot-password',
  '/reset-password', '/sandbox-gateway',
] as const;

const pictureFile = /\.(webp|jpe?g|png|svg)$/i;

/** The path is one of `neverCachedPaths` or below one (also its React Router data request, `/addcart.data`). */
export function isNeverCached(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return neverCachedPaths.some((p) => {
    const rule = p.toLowerCase();
    return path === rule || path.startsWith(`${rule}/`) || path.startsWith(`${rule}.`);
  });
}

export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page the browser opens; anything else for what a page fetches. */
  mode: string;
}

/** The rule for a request to the shop at `origin`. */
export function cacheRuleOf(request: RequestFacts, origin: string): CacheRule {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const navigation = request.mode === 'navigate';
  if (url.pathname === '/console' || url.pathname.startsWith('/console/')) return 'network';
  if (isNeverCached(url.pathname)) return navigation ? 'page' : 'network';
  if (navigation) return 'page';
  // A query string makes it some other answer (a preview of unpublished branding, say).
  if (url.search !== '' && !url.pathname.startsWith('/app-icons/')) return 'network';
  if (url.pathname.startsWith('/assets/')) return 'build-file';
  if (url.pathname.startsWith('/uploads/') && pictureFile.test(url.pathname)) return 'picture';
  if (url.pathname === '/manifest.webmanifest' || (url.pathname.startsWith('/app-icons/') && url.pathname.endsWith('.png'))) return 'shop-identity';
  return 'network';
}
