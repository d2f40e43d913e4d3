import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Paths later issues fill in; until then each shows a placeholder naming the page. */
const placeholders = [
  '/product/:slug', '/product-category/:slug', '/product-categoryy/:slug',
  '/products-section/:id', '/products-section2/:id', '/Product-Serach/:searchQuery', '/ProductNotFound',
  '/RecentlyViewed', '/Recentlyproduct', '/wishlist', '/addcart',
  '/login', '/register', '/forgot-password', '/reset-password', '/CreateAccountCard', '/AccountVerifiedCard',
  '/UserProfile', '/account-settings', '/overview', '/your-address', '/address-form',
  '/checkout2', '/PaymentPage', '/order-confirmation', '/your-orders', '/track', '/cancellation-form',
  '/order-cancelled', '/CustomerSupport', '/aboutPage', '/ReturnPolicy', '/ResellerTermsConditions',
];

export default [
  index('routes/home.tsx'),
  ...placeholders.map((path) => route(path, 'routes/coming-soon.tsx', { id: `coming-soon:${path}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
