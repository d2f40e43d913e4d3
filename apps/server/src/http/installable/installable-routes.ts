import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { ttlCache } from '../../cache/ttl-cache.ts';
import { isAppIconKind, renderAppIcon } from '../../images/app-icons.ts';
import { uploadFiles } from '../../images/upload-files.ts';
import type { ApiDeps, AppEnv } from '../env.ts';
import { storeContext } from '../store-context.ts';
import { appIconSourceOf, brandingDigest, readLogo, webAppManifest } from './web-app-manifest.ts';

export interface InstallableOptions {
  /** UPLOADS_DIR: where the logo is read from (a bucket's objects are copied there first). */
  uploadsDir: string;
  /** The storefront's built browser files, which hold the service worker; none in API-only tests. */
  webClientDir?: string;
}

/**
 * What makes the shop installable on a phone (decision 043): its web app manifest and icons,
 * made per store from its branding, and the service worker at the site's root.
 */
export function installableRoutes(deps: ApiDeps, options: InstallableOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const withStore = storeContext(deps.stores);
  const files = uploadFiles(options.uploadsDir, deps.storage);
  // One PNG per store, size and branding; new branding is a new key, so nothing needs purging.
  const icons = ttlCache<Buffer>(60 * 60_000, 300);
  const scope = {};

  app.get('/manifest.webmanifest', withStore, (c) => {
    const store = c.get('store');
    const etag = `"${brandingDigest(store)}"`;
    // Revalidated on every use: a branding change shows at the next visit, and otherwise costs a 304.
    const headers = { 'cache-control': 'no-cache', etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(JSON.stringify(webAppManifest(store)), 200, { ...headers, 'content-type': 'application/manifest+json' });
  });

  app.get('/app-icons/:file{[a-z0-9-]+\\.png}', withStore, async (c) => {
    const kind = c.req.param('file').slice(0, -'.png'.length);
    if (!isAppIconKind(kind)) return c.json({ status: 'false', message: 'No such icon.' }, 404);
    const store = c.get('store');
    const digest = brandingDigest(store);
    const png = await icons.get(scope, `${store.id}:${kind}:${digest}`, async () => {
      const { logoName, ...source } = appIconSourceOf(store);
      return renderAppIcon({ ...source, logo: await readLogo(files, logoName) }, kind);
    });
    // The manifest names each icon with its branding's digest: that URL's picture never changes.
    // An old or missing digest gets today's picture, not kept, so it is asked for again.
    const current = c.req.query('v') === digest;
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  });

  const { webClientDir } = options;
  if (webClientDir) {
    const serveWorker = serveStatic<AppEnv>({ root: webClientDir });
    app.get('/sw.js', async (c, next) => {
      const found = await serveWorker(c, next);
      if (!found) return found;
      // A browser checks a service worker for updates on each visit; no-cache makes sure a new
      // build reaches it then, whatever a proxy might keep. Built by apps/web/sw/build.ts.
      found.headers.set('Cache-Control', 'no-cache');
      found.headers.set('Service-Worker-Allowed', '/');
      return found;
    });
  }
  return app;
}
