import { redirect, redirectDocument } from 'react-router';
import { StoreApiError } from '@haat/shared/api';
import { readCookie } from './cookies.ts';

/** Cookies a session owns; all of them go at sign-out or when the server refuses the token. */
const sessionCookies = ['user_token', 'XSRF-TOKEN', 'user_name', 'email', 'mobile'];

/** Whether the request carries a session (the HttpOnly user_token cookie). */
export function isSignedIn(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), 'user_token'));
}

/** Set-Cookie lines that delete every session cookie. */
export function clearSessionCookies(): string[] {
  return sessionCookies.map((name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
}

/** Headers carrying several Set-Cookie lines (a plain object can hold only one). */
export function withCookies(lines: string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const line of lines) headers.append('set-cookie', line);
  return headers;
}

/** Path plus query of a request: where to come back to after signing in. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  // A client navigation's loaders get the data request (`/page.data?_routes=…`, React Router 8
  // leaves request.url raw); the page the shopper is on is that without the router's additions.
  const pathname = url.pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
}

/** A guest on a page that needs sign-in goes to /login, which brings them back afterwards. */
export function requireSignIn(request: Request): void {
  if (!isSignedIn(request)) throw redirect(`/login?redirectTo=${encodeURIComponent(returnPath(request))}`);
}

/**
 * The server refused the token (expired or revoked): clear the cookies and send the shopper to
 * /login, which says "Session expired. Please log in again." (accounts spec §8).
 */
export function sessionExpired(request: Request): Response {
  // A document load, not a client navigation: the root's shell (header greeting, signed-in state)
  // does not revalidate on GET navigations, and must not keep showing the dead session.
  return redirectDocument(`/login?expired=1&redirectTo=${encodeURIComponent(returnPath(request))}`, { headers: withCookies(clearSessionCookies()) });
}

/** Runs a signed-in API call; a 401 from the server becomes the session-expired redirect. */
export async function withSession<T>(request: Request, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 401) throw sessionExpired(request);
    throw error;
  }
}
