import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** One module serving several paths of the spec (each path needs its own route id). */
function routesFor(paths: string[], file: string) {
  return paths.map((path) => route(path, file, { id: `${file}:${path}` }));
}

export default [
  index('routes/home.tsx'),
  ...routesFor(['/product/:slug', '/product-category/:slug', '/product-categoryy/:slug'], 'routes/product.tsx'),
  ...routesFor(['/products-section/:id', '/products-section2/:id'], 'routes/product-listing.tsx'),
  route('/Product-Serach/:searchQuery', 'routes/search-results.tsx'),
  // The header search submitted before the page runs (or without JavaScript): a redirect to the above.
  route('/Product-Serach', 'routes/search-submit.ts'),
  route('/ProductNotFound', 'routes/product-not-found.tsx'),
  // A product page's "Similar Products", asked for by the browser as packed cards (decision 037).
  route('/similar-products/:categoryId', 'routes/similar-products.ts'),
  // A product card's "Share on WhatsApp": a redirect to wa.me with the product's message (decision 041).
  route('/share/:asin', 'routes/share-product.ts'),
  ...routesFor(['/RecentlyViewed', '/Recentlyproduct'], 'routes/recently-viewed.tsx'),
  route('/wishlist', 'routes/wishlist.tsx'),
  route('/addcart', 'routes/cart.tsx'),
  route('/checkout2', 'routes/checkout.tsx'),
  route('/PaymentPage', 'routes/payment-page.tsx'),
  route('/order-confirmation', 'routes/order-confirmation.tsx'),
  // A COD order the store confirms by code waits here for the code from the SMS (decision 044).
  route('/order-confirmation/confirm', 'routes/confirm-order.tsx'),
  route('/login', 'routes/login.tsx'),
  route('/register', 'routes/register.tsx'),
  route('/forgot-password', 'routes/forgot-password.tsx'),
  route('/reset-password', 'routes/reset-password.tsx'),
  route('/CreateAccountCard', 'routes/create-account-card.tsx'),
  route('/AccountVerifiedCard', 'routes/account-verified-card.tsx'),
  // Sign Out posts here from the header and the account pages.
  route('/sign-out', 'routes/sign-out.tsx'),
  // The account dashboard: sidebar on desktop, drawer and bottom bar on phones, around each page.
  layout('routes/account-layout.tsx', [
    ...routesFor(['/UserProfile', '/account-settings', '/overview'], 'routes/account.tsx'),
    route('/your-address', 'routes/your-address.tsx'),
    route('/address-form', 'routes/address-form.tsx'),
    route('/logout', 'routes/logout.tsx'),
    // Orders: the list, one order's timeline, and cancelling an item (accounts spec §2).
    route('/your-orders', 'routes/your-orders.tsx'),
    route('/track', 'routes/track.tsx'),
    route('/cancellation-form', 'routes/cancellation-form.tsx'),
    route('/order-cancelled', 'routes/order-cancelled.tsx'),
  ]),
  // The GST invoice of a shipped order, as a PDF (a resource route: no page of its own).
  route('/order-invoice', 'routes/order-invoice.ts'),
  // Support and the static pages (accounts spec: Support, Static pages).
  route('/CustomerSupport', 'routes/customer-support.tsx'),
  route('/aboutPage', 'routes/about.tsx'),
  route('/ReturnPolicy', 'routes/return-policy.tsx'),
  route('/ResellerTermsConditions', 'routes/reseller-terms.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
