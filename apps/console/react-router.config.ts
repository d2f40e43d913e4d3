import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Mounted under /console by apps/server (decision 021 §1): routes, links and .data requests
  // carry the prefix. The client files get theirs from Vite's `base`.
  basename: '/console',
  // All of the console's routes go in the first HTML, so no manifest endpoint needs routing.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
