import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';

export interface WebAssetsOptions {
  /**
   * The path the route is mounted at with `app.route` (the console's '/console'). serveStatic
   * makes the file name from the whole request path, which keeps the mount's prefix, so it is cut.
   */
  mount?: string;
}

/**
 * An app's built browser files (the storefront's, or the console's under a mount). Vite puts a
 * content hash in every name under /assets, so those are cached for a year; anything else briefly.
 */
export function webAssetsRoute(clientDir: string, options: WebAssetsOptions = {}): Hono<AppEnv> {
  const { mount } = options;
  const unmounted = mount ? { rewriteRequestPath: (p: string) => (p.startsWith(mount) ? p.slice(mount.length) : p) } : {};
  const app = new Hono<AppEnv>();
  app.use('/assets/*', serveStatic({
    root: clientDir,
    ...unmounted,
    onFound: (_path, c) => { c.header('Cache-Control', 'public, max-age=31536000, immutable'); },
  }));
  // A missing hashed asset is a plain 404, never a page render.
  app.get('/assets/*', (c) => c.json({ status: 'false', message: 'No such file.' }, 404));
  // Anything else the build holds (say a robots.txt from apps/web/public), listed once at start:
  // a catch-all here would look on disk for every page's path before the page could render.
  const brief = serveStatic<AppEnv>({
    root: clientDir,
    ...unmounted,
    onFound: (_path, c) => { c.header('Cache-Control', 'public, max-age=3600'); },
  });
  for (const file of filesOutsideAssets(clientDir)) app.get(`/${file}`, brief);
  return app;
}

/** The build's files outside /assets, as URL paths relative to the folder. */
function filesOutsideAssets(clientDir: string): string[] {
  if (!fs.existsSync(clientDir)) return [];
  return fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('assets/'));
}
