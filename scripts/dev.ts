// `npm run dev`: the shop as `npm start` serves it (same database, seeding, Store API and uploads),
// with the storefront and the console loaded from their sources through Vite: no build, and edits
// under apps/web or apps/console show in the browser at once (hot reload) and in the next page.
import { execFileSync } from 'node:child_process';
import { watch } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FetchLike } from '@haat/shared/api';
import { createServer as createViteServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import { ConfigError, loadConfig, repoRoot } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/main.ts';
import type { ConsoleBuild } from '../apps/server/src/render/console-build.ts';
import type { RenderPage, WebBuild } from '../apps/server/src/render/web-build.ts';

const webRoot = path.join(repoRoot, 'apps/web');
const consoleRoot = path.join(repoRoot, 'apps/console');

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

/**
 * The storefront's messages are compiled from their catalogues (decision 045) and the compiled
 * modules are not committed: compile them now, and again when a catalogue is saved, so Vite
 * reloads the pages that use them.
 */
function compileMessagesOnChange() {
  const compile = () => {
    try {
      execFileSync('npm', ['run', '--silent', 'i18n'], { cwd: webRoot, stdio: 'inherit' });
    } catch {
      console.error('The storefront messages did not compile: fix the catalogue above and save it again.');
    }
  };
  compile();
  let pending: NodeJS.Timeout | undefined;
  watch(path.join(webRoot, 'app/i18n/messages'), { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(compile, 200);
  });
}

/** Renders each console page with its handler as Vite loads it now. */
function devConsole(vite: ViteDevServer) {
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable server environment for the console.');
  return (apiFetch: FetchLike): RenderPage => async (request, clientAddress) => {
    const handler = (await ssr.runner.import('/server/handler.ts')) as ConsoleBuild;
    return handler.createConsoleHandler(apiFetch)(request, clientAddress);
  };
}

/** Whether a request belongs to the console (decision 021 §1): /console, its data request /console.data, and below. */
function forConsole(url: string | undefined): boolean {
  const pathname = url?.split('?')[0] ?? '';
  return pathname === '/console' || pathname === '/console.data' || pathname.startsWith('/console/');
}

try {
  const config = loadConfig();
  // One port for everything: Vite's hot-reload socket shares the shop's HTTP server, and Vite
  // answers the requests for source modules before the app sees them.
  const httpServer = http.createServer();
  // Both hot-reload sockets share it: Vite takes only the upgrades at its own `base` ('/' and '/console/').
  const devServer = (root: string) => createViteServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  compileMessagesOnChange();
  const vite = await devServer(webRoot);
  const consoleVite = await devServer(consoleRoot);
  const createServer = ((_options: http.ServerOptions, listener: http.RequestListener) => {
    httpServer.on('request', (req, res) => {
      if (!forConsole(req.url)) return vite.middlewares(req, res, () => listener(req, res));
      // Vite's base middleware strips '/console' from req.url before falling through: put it
      // back, or /console/staff would reach the server as /staff and render the storefront.
      const original = req.url;
      consoleVite.middlewares(req, res, () => {
        req.url = (req as { originalUrl?: string }).originalUrl ?? original;
        listener(req, res);
      });
    });
    return httpServer;
  }) as typeof http.createServer;
  const { close } = await startServer(config, { devStorefront: devStorefront(vite), devConsole: devConsole(consoleVite), createServer });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log('Shutting down…');
      Promise.all([close(), vite.close(), consoleVite.close()]).then(() => process.exit(0), () => process.exit(1));
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
