// `npm run dev`: the shop as `npm start` serves it (same database, seeding, Store API and uploads),
// with the storefront loaded from its sources through Vite: no build, and edits under apps/web
// show in the browser at once (hot reload) and in the next server-rendered page.
import http from 'node:http';
import path from 'node:path';
import type { FetchLike } from '@haat/shared/api';
import { createServer as createViteServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import { ConfigError, loadConfig, repoRoot } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/main.ts';
import type { RenderPage, WebBuild } from '../apps/server/src/render/web-build.ts';

const webRoot = path.join(repoRoot, 'apps/web');

process.env.NODE_ENV ??= 'development';
// Pages are rendered on this thread from the current sources, and never served again from a cache.
process.env.RENDER_WORKERS = '0';
process.env.PAGE_CACHE_SECONDS = '0';

/** Renders each page with the storefront's handler as Vite loads it now, so an edit shows on the next request. */
function devStorefront(vite: ViteDevServer) {
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable server environment for the storefront.');
  return (apiFetch: FetchLike): RenderPage => async (request, clientAddress) => {
    // A fresh handler per request, as React Router's own dev server does: its server build is
    // loaded anew after an edit, and building the handler costs a few milliseconds.
    const handler = (await ssr.runner.import('/server/handler.ts')) as WebBuild;
    return handler.createWebHandler(apiFetch, { pageCacheSeconds: 0 })(request, clientAddress);
  };
}

try {
  const config = loadConfig();
  // One port for everything: Vite's hot-reload socket shares the shop's HTTP server, and Vite
  // answers the requests for source modules before the app sees them.
  const httpServer = http.createServer();
  const vite = await createViteServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  const createServer = ((_options: http.ServerOptions, listener: http.RequestListener) => {
    httpServer.on('request', (req, res) => vite.middlewares(req, res, () => listener(req, res)));
    return httpServer;
  }) as typeof http.createServer;
  const { close } = await startServer(config, { devStorefront: devStorefront(vite), createServer });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log('Shutting down…');
      Promise.all([close(), vite.close()]).then(() => process.exit(0), () => process.exit(1));
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
