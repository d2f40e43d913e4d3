import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Paths are under /console (react-router.config.ts `basename`).
export default [
  route('/login', 'routes/login.tsx'),
  route('/join', 'routes/join.tsx'),
  route('/logout', 'routes/logout.tsx'),
  // Catalogue uploads and the CSV download: answers, not pages (the API checks the session).
  route('/products/:id/images', 'routes/products-images.ts'),
  route('/categories/:id/image', 'routes/categories-image.ts'),
  route('/import/upload', 'routes/import-upload.ts'),
  route('/settings/home/banners', 'routes/settings-home-banners.ts'),
  route('/settings/home/banners/:id/phone', 'routes/settings-home-banner-phone.ts'),
  route('/settings/home/products', 'routes/settings-home-products.ts'),
  route('/products/export.csv', 'routes/products-export.ts'),
  route('/orders/packing-slips.pdf', 'routes/orders-packing-slips.ts'),
  route('/settings/branding/:which', 'routes/settings-branding-image.ts'),
  route('/orders/:id/invoice.pdf', 'routes/order-pdf.ts', { id: 'routes/order-invoice' }),
  route('/orders/:id/packing-slip.pdf', 'routes/order-pdf.ts', { id: 'routes/order-packing-slip' }),
  // Everything else needs a session: the shell (menu, shop, staff member) around each page.
  // Catalogue pages (products, categories, low stock, import, audit) are added here too.
  // The dashboard is /console/home (lib/paths.ts says why); /console only redirects there.
  index('routes/index.tsx'),
  layout('routes/console-layout.tsx', [
    route('/home', 'routes/home.tsx'),
    route('/orders', 'routes/orders.tsx'),
    route('/orders/:id', 'routes/order.tsx'),
    route('/customers', 'routes/customers.tsx'),
    route('/customers/:id', 'routes/customer.tsx'),
    route('/settings/payments', 'routes/settings-payments.tsx'),
    route('/settings/delivery', 'routes/settings-delivery.tsx'),
    route('/settings/branding', 'routes/settings-branding.tsx'),
    route('/settings/home', 'routes/settings-home.tsx'),
    route('/settings/legal', 'routes/settings-legal.tsx'),
    route('/settings/languages', 'routes/settings-languages.tsx'),
    route('/staff', 'routes/staff.tsx'),
    route('/products', 'routes/products.tsx'),
    route('/products/new', 'routes/products-editor.tsx', { id: 'routes/products-new' }),
    route('/products/:id', 'routes/products-editor.tsx'),
    route('/categories', 'routes/categories.tsx'),
    route('/low-stock', 'routes/low-stock.tsx'),
    route('/import', 'routes/import.tsx'),
    route('/audit', 'routes/audit.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
