import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createStoreApi, type FetchLike } from '@haat/shared/api';
import { readCookie } from '../app/lib/cookies.ts';
import { storeApiContext, storeApiForTokenContext } from '../app/lib/store-api-context.ts';

/** Request headers the Store API needs to answer as it would the shopper (store, session). */
const forwardedHeaders = ['host', 'cookie', 'user-agent', 'accept-language', 'x-forwarded-proto'];

/**
 * The storefront's request handler. `apiFetch` is the Store API's own fetch handler when the
 * server runs both in one process (no network hop), or any fetch that reaches a Store API.
 */
export function createWebHandler(apiFetch: FetchLike, mode = process.env.NODE_ENV ?? 'production') {
  // Loaded once, at start: a rebuild on disk must not change a running server underneath it.
  const build = import('virtual:react-router/server-build') as Promise<ServerBuild>;
  const handle = createRequestHandler(() => build, mode);
  return (request: Request, clientAddress?: string): Promise<Response> => {
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    // Forms post to the storefront's own actions. SameSite=Lax keeps the session cookie off
    // cross-site posts already; refusing them outright also spares the guest cookies.
    if (!['GET', 'HEAD'].includes(request.method) && request.headers.get('sec-fetch-site') === 'cross-site') {
      return Promise.resolve(new Response('Cross-site form posts are not accepted.', { status: 403 }));
    }
    // The API's per-address rate limits must see the shopper, not this in-process caller.
    if (clientAddress) headers['x-forwarded-for'] = clientAddress;
    // The session token is HttpOnly: only here, on the server, is it read and sent as a bearer.
    const token = readCookie(request.headers.get('cookie'), 'user_token');
    if (token) headers.authorization = `Bearer ${token}`;
    const context = new RouterContextProvider();
    const baseUrl = new URL(request.url).origin;
    context.set(storeApiContext, createStoreApi({ baseUrl, fetch: apiFetch, headers }));
    context.set(storeApiForTokenContext, (fresh) =>
      createStoreApi({ baseUrl, fetch: apiFetch, headers: { ...headers, authorization: `Bearer ${fresh}` } }));
    return handle(request, context);
  };
}
