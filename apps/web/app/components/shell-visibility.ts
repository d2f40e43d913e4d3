/** Paths where the spec hides the header (checkout steps keep the shopper focused). */
const headerlessPaths = new Set(['/addcart', '/paymentpage', '/checkout2']);

export function isHeaderHidden(pathname: string): boolean {
  return headerlessPaths.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
}

/**
 * Pages where the footer is hidden on phones (spec §2): cart, wishlist, user profile, product.
 * "User profile" is every page of the account dashboard, which has its own bottom bar there.
 */
const phoneFooterless = /^\/(addcart|wishlist|userprofile|overview|account-settings|your-address|address-form|logout|product|product-category|product-categoryy)(\/|$)/i;

export function isFooterHiddenOnPhone(pathname: string): boolean {
  return phoneFooterless.test(pathname);
}
