import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { messages } from '@haat/shared/rules';
import { findSession, type Session } from '../auth/sessions.ts';
import { safeEqual, xsrfTokenFor } from '../auth/tokens.ts';
import type { CustomerOwner } from '../services/accounts/customers.ts';
import { ApiError, DeniedError } from './errors.ts';
import type { ApiDeps, AppEnv } from './env.ts';

/** The signed-in customer of a request, with the token that proved it. */
export interface AuthSession extends Session {
  token: string;
}

/** The signed-in customer of a request behind requireCustomer, in the request's store. */
export function ownerOf(c: Context<AppEnv>): CustomerOwner {
  return { storeId: c.get('store').id, customerId: c.get('session').customerId };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token a request carries: the bearer header first, else the user_token cookie. */
export function requestToken(c: Context): { token: string; from: 'bearer' | 'cookie' } | null {
  const header = c.req.header('authorization');
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) return { token: bearer, from: 'bearer' };
  const cookie = getCookie(c, 'user_token');
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

/**
 * A cookie rides along with any request the browser makes, even one a foreign page forged;
 * so an unsafe cookie-authenticated call must come from our own pages (Sec-Fetch-Site) and
 * echo the session's XSRF token. A bearer header cannot be forged that way.
 */
function checkXsrf(c: Context, secret: string, token: string): void {
  if (safeMethods.has(c.req.method)) return;
  if (c.req.header('sec-fetch-site') === 'cross-site') throw new ApiError(403, 'Cross-site requests are not allowed.');
  const echoed = c.req.header('x-xsrf-token') ?? '';
  if (!safeEqual(echoed, xsrfTokenFor(secret, token))) throw new ApiError(403, messages.xsrfRefused);
}

/** The live session behind a token, or a DeniedError. */
export async function authenticate(c: Context<AppEnv>, deps: ApiDeps, token: string): Promise<AuthSession> {
  const session = await findSession(deps.db, c.get('store').id, token, deps.now());
  if (!session) throw new DeniedError();
  return { ...session, token };
}

/** Guards a route: only a signed-in customer of this store passes; sets `c.get('session')`. */
export function requireCustomer(deps: ApiDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = requestToken(c);
    if (!found) throw new DeniedError();
    if (found.from === 'cookie') checkXsrf(c, deps.secrets.session, found.token);
    c.set('session', await authenticate(c, deps, found.token));
    await next();
  };
}
