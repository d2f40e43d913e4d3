/**
 * Paths a crawler is asked to keep out of: the shopper's own pages (account, addresses, orders,
 * cart, checkout, payment, wishlist, recently viewed, sign-in) and the reseller console with its
 * API. Search results stay open: a shopper may land on one from a search engine. Rules match by prefix and case (robots.txt is case-sensitive),
 * so they are the spec's spellings, which every link of the storefront uses. These pages also say
 * `noindex` themselves (apps/web/app/lib/seo-links.ts), for a crawler that reaches them anyway.
 */
export const privatePaths = [
  // Cart, checkout, payment and orders.
  '/addcart', '/checkout2', '/PaymentPage', '/order-confirmation', '/order-invoice',
  '/your-orders', '/track', '/cancellation-form', '/order-cancelled',
  // Account and sign-in.
  '/UserProfile', '/account-settings', '/overview', '/your-address', '/address-form',
  '/login', '/logout', '/sign-out', '/register', '/forgot-password', '/reset-password',
  '/CreateAccountCard', '/AccountVerifiedCard',
  // Lists kept in the shopper's own browser.
  '/wishlist', '/RecentlyViewed', '/Recentlyproduct',
  // Share links: each redirects to WhatsApp with a message, never a page of the shop.
  '/share/',
  // The reseller console (pages and API).
  '/console', '/api/console',
] as const;

/** The shop's robots.txt: everything but `privatePaths` may be crawled; the sitemap is named absolutely. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
