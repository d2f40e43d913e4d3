import { defaultTheme, noSellerDetails, type StoreApi, type StoreBranding } from '@haat/shared/api';
import { cartCookieName, decodeCartCookie, decodeWishlistCookie, wishlistCookieName } from '@haat/shared/rules';
import { readCookie } from './cookies.ts';
import { packMenu, type ShellData } from './shell.ts';
import { clearGuestCartCookie, loadShellCart } from './server-cart.ts';
import { clearSessionCookies, isSignedIn } from './session.server.ts';
import { siteOriginHeader } from './seo-links.ts';
import { storeKey } from './store-reuse.server.ts';
import { keepReadOnly } from './read-only.ts';

/** The shell, plus cookies the response must set (a merged guest cart, a session that ended). */
export interface LoadedShellData {
  shell: ShellData;
  setCookies: string[];
}

/** The part of the shell that is the same for every shopper of a store. */
type StoreShell = Pick<ShellData, 'branding' | 'theme' | 'menu' | 'categoriesFailed' | 'social' | 'seller'>;

const fallbackBranding: StoreBranding = { name: 'Haat', logo: '', favicon: '', email: '', mobile: '', address: '' };

/**
 * Everything the header and footer need. The store's part (logo, theme, menu, social links, the
 * seller's legal details) is five Store API calls that every page of the store would repeat, so
 * it is reused for a few seconds per host; the shopper's part (session, cart, wishlist) comes
 * from this request's cookies.
 */
export async function loadShell(api: StoreApi, request: Request): Promise<LoadedShellData> {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  // An undecodable cookie is an empty list, on the server as in the browser.
  const guestCart = decodeCartCookie(readCookie(cookie, cartCookieName));
  const signedIn = isSignedIn(request);
  const [store, serverCart] = await Promise.all([
    // The server names the store's version (decision 021 §4): a console change shows on the next page.
    cachedStoreShell(api, storeKey(request)),
    signedIn ? loadShellCart(api, guestCart) : null,
  ]);
  const shell: ShellData = {
    host: url.host,
    origin: request.headers.get(siteOriginHeader) ?? url.origin,
    ...store,
    session: { signedIn, userName: readCookie(cookie, 'user_name') ?? null, xsrf: signedIn ? readCookie(cookie, 'XSRF-TOKEN') ?? '' : '' },
    cart: guestCart,
    cartSource: 'guest',
    cartNotice: null,
    wishlist: decodeWishlistCookie(readCookie(cookie, wishlistCookieName)),
  };
  if (!serverCart) return { shell, setCookies: [] };
  if (serverCart.source === 'expired') {
    // The server refused the token: from here on the shopper is a guest (spec §8: cookies cleared).
    return { shell: { ...shell, session: { signedIn: false, userName: null, xsrf: '' }, cart: [], cartNotice: serverCart.notice }, setCookies: clearSessionCookies() };
  }
  return {
    shell: { ...shell, cart: serverCart.lines, cartSource: 'server', cartNotice: serverCart.notice },
    setCookies: serverCart.mergedGuestCart ? [clearGuestCartCookie] : [],
  };
}

// Five seconds: under load that spares all but one page in hundreds the five calls, while a
// change of theme or logo still shows within seconds of the Store API showing it (the API itself
// reuses a store's settings for up to 30 s). Hosts are the shopper's to choose, hence the bound.
// Each entry is a host at one store version: an older version's entry is never asked for again.
const storeShellTtlMs = 5_000;
const maxCachedHosts = 64;
interface LoadedShell { shell: StoreShell; complete: boolean }
const storeShells = new Map<string, { loaded: Promise<LoadedShell>; until: number }>();

async function cachedStoreShell(api: StoreApi, key: string): Promise<StoreShell> {
  const now = Date.now();
  const hit = storeShells.get(key);
  if (hit && hit.until > now) return (await hit.loaded).shell;
  storeShells.delete(key);
  // Every page of the store shares it: frozen, so none can change it for the next (read-only.ts).
  const entry = { loaded: loadStoreShell(api).then((loaded) => keepReadOnly(loaded)), until: now + storeShellTtlMs };
  storeShells.set(key, entry);
  if (storeShells.size > maxCachedHosts) storeShells.delete(storeShells.keys().next().value ?? key);
  const { shell, complete } = await entry.loaded;
  // A shell that fell back to a default is not kept: the next page asks again.
  if (!complete && storeShells.get(key) === entry) storeShells.delete(key);
  return shell;
}

/**
 * As the spec says, logo, theme and social-link failures fall back to defaults silently; so do the
 * seller's details (the footer and policy pages then leave them out until the next page asks again).
 */
async function loadStoreShell(api: StoreApi): Promise<LoadedShell> {
  const [branding, theme, groups, social, seller] = await Promise.allSettled([
    api.getBranding(),
    api.getTheme(),
    api.getGroupsWithCategories(),
    api.getSocialLinks(),
    api.getSellerDetails(),
  ]);
  return {
    complete: [branding, theme, groups, social, seller].every((r) => r.status === 'fulfilled'),
    shell: {
      branding: (branding.status === 'fulfilled' && branding.value) || fallbackBranding,
      theme: (theme.status === 'fulfilled' && theme.value) || defaultTheme,
      menu: packMenu(groups.status === 'fulfilled' ? groups.value : []),
      categoriesFailed: groups.status === 'rejected',
      social: social.status === 'fulfilled' ? social.value : {},
      seller: seller.status === 'fulfilled' ? seller.value : noSellerDetails,
    },
  };
}

