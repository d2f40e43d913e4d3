import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The socket's peer address under @hono/node-server; in-process calls (SSR, tests) have none.
 * Checked before asking: `getConnInfo` throws for them, and a throw on each of the storefront's
 * own API calls cost a few percent of every page.
 */
function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}

function firstHop(forwardedFor: string | undefined): string | undefined {
  return forwardedFor?.split(',')[0]?.trim() || undefined;
}

/**
 * Works out once per request who the client is, for the per-address rate limits. A network
 * request is its socket's peer, unless a trusted proxy (TRUST_PROXY=true) sits in front and
 * names the client in X-Forwarded-For; a header sent by anyone else is ignored, or it would
 * dodge the limits. An in-process request (the storefront's own SSR calls) carries the address
 * the storefront handler was given for the shopper's request.
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const socket = socketAddress(c);
    const forwarded = firstHop(c.req.header('x-forwarded-for'));
    const address = socket === undefined ? forwarded : trustProxy ? (forwarded ?? socket) : socket;
    c.set('clientAddress', address ?? 'unknown');
    await next();
  };
}
