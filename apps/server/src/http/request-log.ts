import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { logger } from '@haat/shared/log';
import type { AppEnv } from './env.ts';
import { serverTimingHeader, serverTimingValue } from './server-timing.ts';
import { isWhole } from './whole-answer.ts';

/** An id a proxy in front may have given the request already; anything else is replaced. */
const acceptableId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * One JSON log line per request that reaches the server from the network: method, path,
 * status, the milliseconds until the answer started, and a request id, also sent back as
 * X-Request-Id so a shopper's report can be matched to the line. The storefront's own API
 * calls inside a page are not separate requests and are not logged. With `serverTiming`
 * (SERVER_TIMING), the answer also says those milliseconds in a `Server-Timing` header.
 */
export function requestLog({ serverTiming = false }: { serverTiming?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && acceptableId.test(given) ? given : crypto.randomUUID();
    c.set('requestId', requestId);
    if (serverTiming) c.set('requestStarted', started);
    await next();
    // On the answer's own headers: `c.header` on a finished answer re-wraps its body in a stream.
    // An answer made whole (whole-answer.ts) carries them already.
    if (!isWhole(c.res)) {
      c.res.headers.set('X-Request-Id', requestId);
      if (serverTiming) c.res.headers.set(serverTimingHeader, serverTimingValue(started));
    }
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    });
  };
}
