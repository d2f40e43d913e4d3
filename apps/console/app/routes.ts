import { index, type RouteConfig } from '@react-router/dev/routes';

// Paths are under /console (react-router.config.ts `basename`).
export default [
  index('routes/home.tsx'),
] satisfies RouteConfig;
