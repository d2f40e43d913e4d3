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

/**
 * The client as the trusted proxies saw it. Each proxy appends the address it was called from,
 * so the last `proxies` entries of X-Forwarded-For were written by our own proxies and the one
 * just before them is the client; anything further left was sent by the client itself and
 * could be anything. With fewer entries than proxies, every entry is a proxy's.
 */
export function forwardedClient(forwardedFor: string | undefined, proxies: number): string | undefined {
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim()).filter((hop) => hop !== '');
  if (hops.length === 0) return undefined;
  return hops[Math.max(0, hops.length - proxies)];
}

/**
 * Works out once per request who the client is, for the per-address rate limits. A network
 * request is its socket's peer, unless trusted proxies (TRUST_PROXY) sit in front and name the
 * client in X-Forwarded-For; a header sent by anyone else is ignored, or it would dodge the
 * limits. An in-process request (the storefront's own SSR calls) carries the one address the
 * storefront handler was given for the shopper's request.
 */
export function clientAddress(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const socket = socketAddress(c);
    const forwardedFor = c.req.header('x-forwarded-for');
    const address = socket === undefined
      ? forwardedClient(forwardedFor, 1)
      : trustedProxies > 0 ? (forwardedClient(forwardedFor, trustedProxies) ?? socket) : socket;
    c.set('clientAddress', address ?? 'unknown');
    await next();
  };
}
