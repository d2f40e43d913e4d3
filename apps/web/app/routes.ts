import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Paths later issues fill in; until then each shows a placeholder naming the page. */
const placeholders = [
  '/login', '/register', '/forgot-password', '/reset-password', '/CreateAccountCard', '/AccountVerifiedCard',
  '/UserProfile', '/account-settings', '/overview', '/your-address', '/address-form',
  '/checkout2', '/PaymentPage', '/order-confirmation', '/your-orders', '/track', '/cancellation-form',
  '/order-cancelled', '/CustomerSupport', '/aboutPage', '/ReturnPolicy', '/ResellerTermsConditions',
];

/** One module serving several paths of the spec (each path needs its own route id). */
function routesFor(paths: string[], file: string) {
  return paths.map((path) => route(path, file, { id: `${file}:${path}` }));
}

export default [
  index('routes/home.tsx'),
  ...routesFor(['/product/:slug', '/product-category/:slug', '/product-categoryy/:slug'], 'routes/product.tsx'),
  ...routesFor(['/products-section/:id', '/products-section2/:id'], 'routes/product-listing.tsx'),
  route('/Product-Serach/:searchQuery', 'routes/search-results.tsx'),
  route('/ProductNotFound', 'routes/product-not-found.tsx'),
  ...routesFor(['/RecentlyViewed', '/Recentlyproduct'], 'routes/recently-viewed.tsx'),
  route('/wishlist', 'routes/wishlist.tsx'),
  route('/addcart', 'routes/cart.tsx'),
  ...placeholders.map((path) => route(path, 'routes/coming-soon.tsx', { id: `coming-soon:${path}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
