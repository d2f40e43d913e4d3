import { Hono, type Context } from 'hono';
import { robotsTxt } from '../../services/seo/robots.ts';
import { siteOrigin } from '../../services/seo/site-origin.ts';
import { sitemapPart, sitemapRoot, type SitemapLimits } from '../../services/seo/sitemap.ts';
import { forwardedClient } from '../client-address.ts';
import type { ApiDeps, AppEnv } from '../env.ts';
import { storeContext } from '../store-context.ts';

export interface SeoRouteOptions {
  /** Proxies whose X-Forwarded-Proto is believed (TRUST_PROXY). */
  trustProxy: number;
  /** Smaller sitemap files, for tests; sitemaps.org's 50,000 URLs and 50 MB otherwise. */
  sitemapLimits?: SitemapLimits;
}

// Crawlers ask for these once in a while; an hour spares a shop a walk of its products per crawler.
const cacheControl = 'public, max-age=3600';
const xml = 'application/xml; charset=utf-8';

/** `https:` when the shopper reached us over HTTPS: the request's own URL, or, behind trusted proxies, what the outermost one says. */
function requestProtocol(c: Context<AppEnv>, trustProxy: number): string {
  const url = new URL(c.req.url);
  if (url.protocol === 'https:' || trustProxy === 0) return url.protocol;
  return forwardedClient(c.req.header('x-forwarded-proto'), trustProxy)?.toLowerCase() === 'https' ? 'https:' : url.protocol;
}

/**
 * The origin of this request's store: PUBLIC_URL, or its own when its host is one of the store's
 * (site-origin.ts). Exported for the page handler, which hands it to the storefront's canonical links.
 */
export function requestSiteOrigin(c: Context<AppEnv>, deps: ApiDeps, storeId: number, trustProxy: number): Promise<string> {
  return siteOrigin(deps.db, {
    storeId,
    version: deps.changes.version(storeId),
    publicUrl: deps.publicUrl,
    protocol: requestProtocol(c, trustProxy),
    host: c.req.header('host') ?? new URL(c.req.url).host,
  });
}

/** `/robots.txt`, `/sitemap.xml` and `/sitemap-{n}.xml` of the store the host names (decision 039). */
export function seoRoutes(deps: ApiDeps, options: SeoRouteOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const withStore = storeContext(deps.stores);
  const sitemapOf = async (c: Context<AppEnv>) => {
    const store = c.get('store');
    const storeId = store.id;
    // A store offering Hindi lists each page in both languages (decision 045).
    return { storeId, version: deps.changes.version(storeId), origin: await requestSiteOrigin(c, deps, storeId, options.trustProxy), hindi: store.hindi_enabled === 1, ...(options.sitemapLimits ? { limits: options.sitemapLimits } : {}) };
  };

  app.get('/robots.txt', withStore, async (c) => {
    const origin = await requestSiteOrigin(c, deps, c.get('store').id, options.trustProxy);
    return c.body(robotsTxt(origin), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl });
  });

  app.get('/sitemap.xml', withStore, async (c) => {
    const file = await sitemapRoot(deps.db, await sitemapOf(c));
    return c.body(file.xml, 200, { 'content-type': xml, 'cache-control': cacheControl });
  });

  // /sitemap-1.xml, /sitemap-2.xml …: only when /sitemap.xml is an index of them.
  app.get('/:file{sitemap-[1-9][0-9]{0,8}\\.xml}', withStore, async (c) => {
    const n = Number(c.req.param('file').slice('sitemap-'.length, -'.xml'.length));
    const body = await sitemapPart(deps.db, await sitemapOf(c), n);
    if (body === null) return c.text('No such sitemap.', 404);
    return c.body(body, 200, { 'content-type': xml, 'cache-control': cacheControl });
  });
  return app;
}
