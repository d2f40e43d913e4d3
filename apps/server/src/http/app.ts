import { apiPaths, type FetchLike } from '@haat/shared/api';
import { Hono, type Context } from 'hono';
import { createStoreChanges, storeVersionHeader, type StoreChanges } from '../cache/store-changes.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createMailOutbox, type MailOutbox } from '../mail/outbox/sender.ts';
import { createLocalStorage } from '../images/storage/local-storage.ts';
import type { ImageStorage } from '../images/storage/storage.ts';
import { createUploadsRoute } from '../images/uploads-route.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { createSandboxGateway } from '../payments/sandbox-gateway.ts';
import { stockVersionFor } from '../services/catalogue/stock-version.ts';
import { createStoreResolver } from '../services/stores/stores.ts';
import { accountRoutes } from './account.ts';
import { addressRoutes } from './addresses.ts';
import { cartRoutes } from './cart.ts';
import { installableRoutes } from './installable/installable-routes.ts';
import { limitApiBody, limitPageBody, maxBodyBytes, maxWebhookBodyBytes } from './body.ts';
import { brandingRoutes } from './branding.ts';
import { sellerDetailsRoutes } from './seller-details.ts';
import { catalogueRoutes } from './catalogue.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { clientAddress } from './client-address.ts';
import { compression } from './compression.ts';
import { consoleAreas } from './console/areas.ts';
import { limitConsolePageBody } from './console-page-body.ts';
import { consoleApiRoutes } from './console/router.ts';
import { ApiError, handleError } from './errors.ts';
import { openApiRoute } from './openapi.ts';
import { orderPaymentRoutes } from './order-payment.ts';
import { orderRoutes } from './orders.ts';
import { codConfirmationRoutes } from './cod-confirmation.ts';
import { pageMethodsOnly } from './page-methods.ts';
import { paymentRoutes } from './payments.ts';
import { pinCodeRoutes } from './pin-codes.ts';
import { recoveryRoutes } from './recovery.ts';
import { arrivedBy } from './arrival.ts';
import { requestLog } from './request-log.ts';
import { sandboxGatewayRoutes } from './sandbox-gateway.ts';
import { securityHeaders } from './security-headers.ts';
import { requestSiteOrigin, seoRoutes } from './seo/seo-routes.ts';
import { siteOriginHeader } from '../services/seo/site-origin.ts';
import type { SitemapLimits } from '../services/seo/sitemap.ts';
import { storeContext } from './store-context.ts';
import { tokenRoutes } from './token.ts';
import { verificationRoutes } from './verification.ts';
import { webAssetsRoute } from './web-assets.ts';

export interface AppOptions {
  db: Db;
  uploadsDir: string;
  /**
   * Makes the server-rendered storefront, given the Store API's in-process fetch; every path the
   * API and uploads do not claim goes to it, with the shopper's address for the API calls it
   * makes on their behalf.
   */
  web?: (apiFetch: FetchLike) => (request: Request, clientAddress: string) => Promise<Response>;
  /** The storefront's built browser files (apps/web/build/client). */
  webClientDir?: string;
  /** Makes the console's page handler (apps/console), given the same in-process fetch; served under /console. */
  console?: (apiFetch: FetchLike) => (request: Request, clientAddress: string) => Promise<Response>;
  /** The console's built browser files (apps/console/build/client), served under /console/assets. */
  consoleClientDir?: string;
  /** How many reverse proxies of ours stand in front, whose X-Forwarded-For is believed; see TRUST_PROXY. */
  trustProxy?: number;
  /** Each answer says how long the server took to make it, in a `Server-Timing` header; see SERVER_TIMING. */
  serverTiming?: boolean;
  /** How mail leaves: SMTP, or files in the outbox folder. */
  mailer: Mailer;
  /**
   * Sends the queued mail through `mailer` (main.ts starts it polling and stops it). Without one,
   * the app sends only when woken after a commit, and nothing polls: enough for tests.
   */
  outbox?: MailOutbox;
  /** The payment provider; the local sandbox gateway when not given. */
  payments?: PaymentGateway;
  /** Signs XSRF tokens (see config: SESSION_SECRET). */
  sessionSecret: string;
  /** The clock (tests move it); the real one by default. */
  now?: () => Date;
  publicUrl?: string;
  /** Where images are kept; the uploads folder when not given. */
  storage?: ImageStorage;
  /** The stores' change counters (one per process); a fresh, in-process one when not given. */
  changes?: StoreChanges;
  /** Smaller sitemap files than sitemaps.org's 50,000 URLs and 50 MB, for tests (decision 039). */
  sitemapLimits?: SitemapLimits;
}

/** The whole HTTP surface: Store API, uploads and the storefront, behind one fetch handler. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db, uploadsDir, web, webClientDir } = options;
  const now = options.now ?? (() => new Date());
  const changes = options.changes ?? createStoreChanges();
  const deps: ApiDeps = {
    db,
    stores: createStoreResolver(db, { changes }),
    outbox: options.outbox ?? createMailOutbox({ db, mailer: options.mailer, now }),
    payments: options.payments ?? createSandboxGateway({ db, sessionSecret: options.sessionSecret, now }),
    secrets: { session: options.sessionSecret },
    now,
    changes,
    storage: options.storage ?? createLocalStorage(uploadsDir),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  };
  // Razorpay's checkout runs its own script, frames and calls; only allowed when it is the gateway.
  const razorpay = deps.payments.provider === 'razorpay';
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestLog({ serverTiming: options.serverTiming ?? false }));
  app.use('*', clientAddress(options.trustProxy ?? 0));
  app.use('*', securityHeaders({ razorpay, trustedProxies: options.trustProxy ?? 0 }));

  app.route('/uploads', createUploadsRoute(uploadsDir, deps.storage));
  // Images are compressed already; text (HTML, JSON, JS, CSS) is gzipped below.
  const gzip = compression();
  app.use('*', async (c, next) => (c.req.path.startsWith('/uploads/') ? next() : gzip(c, next)));
  app.route('/', openApiRoute());

  // Bodies from the network are limited before anything reads them (decision 019). The
  // storefront's own in-process calls skip this: their bodies are built by its loaders and
  // actions from a page request already limited below, and re-streaming each one costs a page.
  app.use(apiPaths.paymentWebhook, limitApiBody(maxWebhookBodyBytes));
  // The console's calls carry their own limits (an image or a CSV import is far above 64 KB).
  const apiBodyLimit = limitApiBody(maxBodyBytes);
  app.use('/api/*', async (c, next) => {
    const path = c.req.path;
    // A plain test: hono's except() ran a router and four async layers on every call.
    const ownLimit = path === apiPaths.paymentWebhook || path === '/api/console' || path.startsWith('/api/console/');
    return ownLimit ? next() : apiBodyLimit(c, next);
  });

  const api = new Hono<AppEnv>();
  api.use('/api/*', storeContext(deps.stores));
  // /token sits outside /api/* (spec §7) but signs in to the request's store all the same.
  api.use('/token', storeContext(deps.stores));
  api.route('/', tokenRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', recoveryRoutes(deps));
  api.route('/', verificationRoutes(deps));
  api.route('/', brandingRoutes(deps));
  api.route('/', sellerDetailsRoutes());
  api.route('/', catalogueRoutes(deps));
  api.route('/', addressRoutes(deps));
  api.route('/', pinCodeRoutes(deps));
  api.route('/', orderRoutes(deps));
  api.route('/', codConfirmationRoutes(deps));
  api.route('/', orderPaymentRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', cartRoutes(deps));
  api.route('/', consoleApiRoutes(deps, consoleAreas));
  api.all('/api/*', () => { throw new ApiError(404, 'No such API call.'); });
  app.route('/', api);
  app.route('/', sandboxGatewayRoutes(deps, (request) => Promise.resolve(app.fetch(request))));
  app.route('/', seoRoutes(deps, { trustProxy: options.trustProxy ?? 0, ...(options.sitemapLimits ? { sitemapLimits: options.sitemapLimits } : {}) }));

  // The storefront's and console's own API calls enter the API directly: security headers,
  // compression and static files are for answers that leave the process, and cost a page a few
  // percent each.
  const inProcess = new Hono<AppEnv>();
  inProcess.onError(handleError);
  inProcess.use('*', clientAddress(options.trustProxy ?? 0));
  inProcess.route('/', api);
  const apiFetch: FetchLike = async (request) => inProcess.fetch(request);

  // The console's files and pages, before the storefront's catch-all (decision 021 §1).
  if (options.consoleClientDir) app.route('/console', webAssetsRoute(options.consoleClientDir, { mount: '/console' }));
  if (options.console) {
    const renderConsole = options.console(apiFetch);
    const consolePage = [pageMethodsOnly, limitConsolePageBody, (c: Context<AppEnv>) => renderConsole(c.req.raw, c.get('clientAddress'))] as const;
    // The dashboard's data request is /console.data: React Router appends `.data` to the basename.
    for (const path of ['/console', '/console.data', '/console/*']) app.all(path, ...consolePage);
  }

  // The manifest, its icons and /sw.js (decision 043), before the build's other files.
  app.route('/', installableRoutes(deps, { uploadsDir, ...(webClientDir ? { webClientDir } : {}) }));
  if (webClientDir) app.route('/', webAssetsRoute(webClientDir));
  if (web) {
    const render = web(apiFetch);
    app.all('*', pageMethodsOnly, limitPageBody(maxBodyBytes), async (c) => {
      // The storefront keys its shell, page and catalogue caches by the store's versions (its
      // settings and catalogue, and its stock: decision 052); only the server may say them.
      const store = await deps.stores.resolve(c.req.header('host') ?? new URL(c.req.url).host);
      c.req.raw.headers.delete(storeVersionHeader);
      // Canonical links name the shop's origin as its sitemap does (decision 039); only the server may say it.
      c.req.raw.headers.delete(siteOriginHeader);
      if (store) {
        const [stock, origin] = await Promise.all([stockVersionFor(deps.db, store.id, arrivedBy(c)), requestSiteOrigin(c, deps, store.id, options.trustProxy ?? 0)]);
        c.req.raw.headers.set(storeVersionHeader, `${store.id}.${changes.version(store.id)}.${stock}`);
        c.req.raw.headers.set(siteOriginHeader, origin);
      }
      return render(c.req.raw, c.get('clientAddress'));
    });
  }
  return app;
}
