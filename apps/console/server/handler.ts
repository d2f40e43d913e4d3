import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { FetchLike } from '@haat/shared/api';
import { consoleSessionCookie, createConsoleApi } from '@haat/shared/console-api';
import { readCookie } from '../app/lib/cookies.ts';
import { consoleRequestContext } from '../app/lib/console-api-context.server.ts';
import { postedXsrfToken } from './posted-xsrf.ts';

/** Request headers the console API needs to answer as it would the staff member (store, limits). */
const forwardedHeaders = ['host', 'user-agent', 'accept-language'];

export interface ConsoleHandlerOptions {
  /** React Router's mode: 'production' unless NODE_ENV says otherwise. */
  mode?: string;
  /** The build to serve; the one Vite bundled with this file unless given (tests pass their own). */
  build?: ServerBuild | Promise<ServerBuild>;
}

/** A console page's answer, given the request and the address of whoever sent it. */
export type ConsolePage = (request: Request, clientAddress?: string) => Promise<Response>;

/**
 * The console's request handler (decision 021 §1). `apiFetch` is the server's own in-process
 * fetch: loaders and actions reach the console API without a network hop, as the request's
 * staff member. No page cache: every console page is private.
 */
export function createConsoleHandler(apiFetch: FetchLike, options: ConsoleHandlerOptions = {}): ConsolePage {
  const mode = options.mode ?? process.env.NODE_ENV ?? 'production';
  // Loaded once: a rebuild on disk must not change a running server underneath it.
  const build = options.build ?? (import('virtual:react-router/server-build') as Promise<ServerBuild>);
  const handle = Promise.resolve(build).then((b) => createRequestHandler(b, mode));
  return async (request, clientAddress) => {
    const posted = !['GET', 'HEAD'].includes(request.method);
    // SameSite=Strict keeps the cookie off cross-site posts already; refusing them outright
    // also stops a forged sign-in form.
    if (posted && request.headers.get('sec-fetch-site') === 'cross-site') {
      return privately(new Response('Cross-site form posts are not accepted.', { status: 403 }));
    }
    const headers = apiHeaders(request, clientAddress);
    // The session token is HttpOnly: only here is it read. A page load sends it as a bearer. A
    // post sends it as the cookie with the XSRF token the form or upload carried, so the API
    // checks that token as it checks any cookie call, and a forged post changes nothing.
    const token = readCookie(request.headers.get('cookie'), consoleSessionCookie);
    if (token && !posted) headers.authorization = `Bearer ${token}`;
    if (token && posted) headers.cookie = `${consoleSessionCookie}=${encodeURIComponent(token)}`;
    const xsrfToken = token && posted ? await postedXsrfToken(request) : undefined;
    const api = createConsoleApi({ baseUrl: new URL(request.url).origin, fetch: apiFetch, headers, ...(xsrfToken ? { xsrfToken } : {}) });
    const context = new RouterContextProvider();
    context.set(consoleRequestContext, { api, signedIn: token !== undefined });
    return privately(await (await handle)(request, context));
  };
}

/** The headers every API call of this request carries. */
function apiHeaders(request: Request, clientAddress: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) {
    if (forwardedHeaders.includes(name) || name.startsWith('x-forwarded-')) headers[name] = value;
  }
  // The API's per-address rate limits must see the staff member, not this in-process caller.
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  return headers;
}

/** A console page holds a shop's private data: never stored by a browser or a proxy. */
function privately(response: Response): Response {
  try {
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  } catch {
    // A Response.redirect's headers are immutable: copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', 'private, no-store');
    return copy;
  }
}
