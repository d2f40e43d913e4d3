import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The storefront's built browser files. Vite puts a content hash in every name under
 * /assets, so those are cached for a year; anything else in the folder briefly.
 */
export function webAssetsRoute(clientDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/assets/*', serveStatic({
    root: clientDir,
    onFound: (_path, c) => { c.header('Cache-Control', 'public, max-age=31536000, immutable'); },
  }));
  // A missing hashed asset is a plain 404, never a page render.
  app.get('/assets/*', (c) => c.json({ status: 'false', message: 'No such file.' }, 404));
  app.use('*', serveStatic({
    root: clientDir,
    onFound: (_path, c) => { c.header('Cache-Control', 'public, max-age=3600'); },
  }));
  return app;
}
