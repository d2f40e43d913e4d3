import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Paths are under /console (react-router.config.ts `basename`).
export default [
  route('/login', 'routes/login.tsx'),
  route('/join', 'routes/join.tsx'),
  route('/logout', 'routes/logout.tsx'),
  // Everything else needs a session: the shell (menu, shop, staff member) around each page.
  // Catalogue pages (products, categories, low stock, import, audit) are added here too.
  layout('routes/console-layout.tsx', [
    index('routes/home.tsx'),
    route('/orders', 'routes/orders.tsx'),
    route('/staff', 'routes/staff.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
