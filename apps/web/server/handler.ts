import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import hindiBrowserManifest from 'virtual:haat/hindi-browser-manifest';
import { createStoreApi, logoPreviewParam, themePreviewParam, type FetchLike } from '@haat/shared/api';
import { readCookie } from '../app/lib/cookies.ts';
import { storeApiContext, storeApiForTokenContext } from '../app/lib/store-api-context.server.ts';
import { withPageCache } from './page-cache.ts';
import { postedXsrfToken } from './posted-xsrf.ts';

// The server keeps one page cache in front of its render workers (decision 013).
export { withPageCache };

/** Request headers the Store API needs to answer as it would the shopper (store, session). */
const forwardedHeaders = ['host', 'cookie', 'user-agent', 'accept-language', 'x-forwarded-proto'];

export interface WebHandlerOptions {
  /** React Router's mode: 'production' unless NODE_ENV says otherwise. */
  mode?: string;
  /** How long a page rendered for a cookie-less visitor is served again (page-cache.ts); 0: never. */
  pageCacheSeconds?: number;
}

/**
 * The storefront's request handler. `apiFetch` is the Store API's own fetch handler when the
 * server runs both in one process (no network hop), or any fetch that reaches a Store API.
 */
export function createWebHandler(apiFetch: FetchLike, options: WebHandlerOptions = {}) {
  const mode = options.mode ?? process.env.NODE_ENV ?? 'production';
  // Loaded once, at start: a rebuild on disk must not change a running server underneath it.
  // The handler gets the build itself, not a function returning it: given a function, React
  // Router rebuilds its route tree and static handler on every request (a tenth of a page's CPU).
  const built = import('virtual:react-router/server-build') as Promise<ServerBuild>;
  const handle = built.then((build) => createRequestHandler(build, mode));
  // A page in Hindi runs the Hindi browser build (decision 047; entry.server.tsx picks it). When
  // its router asks for more of the route manifest (/__manifest, named by the manifest's
  // version), this handler, which knows that build, answers with the Hindi modules.
  const hindi = hindiBrowserManifest;
  const handleHindi = hindi && built.then((build) => createRequestHandler({ ...build, assets: hindi }, mode));
  const handlerFor = (request: Request) => {
    if (!hindi || !handleHindi) return handle;
    const url = new URL(request.url);
    return url.pathname === '/__manifest' && url.searchParams.get('version') === hindi.version ? handleHindi : handle;
  };
  const render = async (request: Request, clientAddress?: string): Promise<Response> => {
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    // Forms post to the storefront's own actions. SameSite=Lax keeps the session cookie off
    // cross-site posts already; refusing them outright also spares the guest cookies.
    if (!['GET', 'HEAD'].includes(request.method) && request.headers.get('sec-fetch-site') === 'cross-site') {
      return new Response('Cross-site form posts are not accepted.', { status: 403 });
    }
    // The API's per-address rate limits must see the shopper, not this in-process caller.
    if (clientAddress) headers['x-forwarded-for'] = clientAddress;
    // The session token is HttpOnly: only here, on the server, is it read. A page load sends it
    // as a bearer. A form post (an action changing the shopper's data) does not: its calls go as
    // the cookie with the XSRF token the form carried, so the Store API checks that token exactly
    // as it checks any cookie call, and a forged post changes nothing (decision 020).
    const token = readCookie(request.headers.get('cookie'), 'user_token');
    const posted = !['GET', 'HEAD'].includes(request.method);
    if (token && !posted) headers.authorization = `Bearer ${token}`;
    const xsrf = token && posted ? await postedXsrfToken(request) : undefined;
    const context = new RouterContextProvider();
    const baseUrl = new URL(request.url).origin;
    context.set(storeApiContext, createStoreApi({ baseUrl, fetch: apiFetch, headers, xsrfToken: () => xsrf }));
    context.set(storeApiForTokenContext, (fresh) =>
      createStoreApi({ baseUrl, fetch: apiFetch, headers: { ...headers, authorization: `Bearer ${fresh}` } }));
    const response = await (await handlerFor(request))(request, context);
    // A preview of unpublished colours (the console's) is for whoever opened it: never kept by a
    // cache, the page cache included (it keeps only answers without no-store), nor indexed.
    const asked = new URL(request.url).searchParams;
    if (asked.has(themePreviewParam) || asked.has(logoPreviewParam)) {
      response.headers.set('cache-control', 'private, no-store');
      response.headers.set('x-robots-tag', 'noindex');
    }
    return response;
  };
  return withPageCache(render, { ttlMs: (options.pageCacheSeconds ?? 0) * 1000 });
}
