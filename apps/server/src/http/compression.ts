import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { isWhole } from './whole-answer.ts';

/**
 * Gzips text answers (HTML, JSON, JS, CSS) for clients that accept it, with hono's compress.
 * A client that accepts no encoding (a load balancer's probe, a script, a load generator) gets the
 * answer as it is, with the `Vary: Accept-Encoding` compress would have added: set on the
 * answer's own headers, because hono's `c.header` on a finished answer re-wraps its body in a
 * stream, which cost a small API call a quarter of its time.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress();
  // hono's compress does all its work after `next`: it is handed the finished answer this way.
  const answered = async () => undefined;
  return async (c, next) => {
    await next();
    // Compressed (or not) where it was made whole, with its Vary (whole-answer.ts).
    if (isWhole(c.res)) return;
    if (c.req.header('accept-encoding') !== undefined) return gzip(c, answered);
    const type = c.res.headers.get('content-type');
    if (type === null || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const vary = c.res.headers.get('vary');
    if (vary === null) c.res.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) c.res.headers.set('Vary', `${vary}, Accept-Encoding`);
  };
}
