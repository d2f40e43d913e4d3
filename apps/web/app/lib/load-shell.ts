import { defaultTheme, type CategoryGroup, type SocialLinks, type StoreApi, type StoreBranding, type Theme } from '@haat/shared/api';
import { cartCookieName, decodeCartCookie, decodeWishlistCookie, wishlistCookieName, type CartLine } from '@haat/shared/rules';
import { readCookie } from './cookies.ts';

export interface ShellData {
  host: string;
  branding: StoreBranding;
  theme: Theme;
  groups: CategoryGroup[];
  /** True when the category menu could not be loaded (the header says so). */
  categoriesFailed: boolean;
  social: SocialLinks;
  session: { signedIn: boolean; userName: string | null };
  /** The guest cart and wishlist from their cookies (ids only; details come from the API). */
  cart: CartLine[];
  wishlist: number[];
}

const fallbackBranding: StoreBranding = { name: 'Haat', logo: '', favicon: '', email: '', mobile: '', address: '' };

/**
 * Everything the header and footer need, loaded in parallel through the Store API. As the spec
 * says, logo, theme and social-link failures fall back to defaults silently.
 */
export async function loadShell(api: StoreApi, request: Request): Promise<ShellData> {
  const [branding, theme, groups, social] = await Promise.allSettled([
    api.getBranding(),
    api.getTheme(),
    api.getGroupsWithCategories(),
    api.getSocialLinks(),
  ]);
  const cookie = request.headers.get('cookie');
  const userName = readCookie(cookie, 'user_name') ?? null;
  return {
    host: new URL(request.url).host,
    branding: (branding.status === 'fulfilled' && branding.value) || fallbackBranding,
    theme: (theme.status === 'fulfilled' && theme.value) || defaultTheme,
    groups: groups.status === 'fulfilled' ? groups.value : [],
    categoriesFailed: groups.status === 'rejected',
    social: social.status === 'fulfilled' ? social.value : {},
    session: { signedIn: Boolean(readCookie(cookie, 'user_token')), userName },
    // An undecodable cookie is an empty list, on the server as in the browser.
    cart: decodeCartCookie(readCookie(cookie, cartCookieName)),
    wishlist: decodeWishlistCookie(readCookie(cookie, wishlistCookieName)),
  };
}
