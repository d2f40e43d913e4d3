import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import { serverTimingHeader, serverTimingValue } from './server-timing.ts';

/**
 * An answer made whole where it is made: with the headers the outer middlewares would add on its
 * way out (the security headers, the request id, `Vary`, and `Server-Timing` when it is on), as
 * one plain object, and left alone by them (decision 058).
 *
 * Why: @hono/node-server writes an answer whose headers are still a plain object straight to the
 * socket. Setting a header on a finished answer makes a WHATWG `Headers` of them first, and each
 * of the fifteen headers the outer middlewares set then passes through its checks; node-server
 * reads them all back out again. For a kept product that was about a fifth of the server's work
 * per answer.
 *
 * The middlewares put their parts in the request's context before the call goes on
 * (`securityHeaders` and `requestId`); an answer made inside the process (the storefront's own
 * calls) finds none and is made with its own headers only, as before.
 */
const whole = new WeakSet<Response>();

/**
 * `body` as the answer, its headers `own` and those every answer of this request carries. `own`
 * says what compression would have: the encoding, if any, and `Vary: Accept-Encoding`. Headers set
 * with `c.header` earlier are not carried: hand them in `own`.
 */
export function wholeAnswer(c: Context<AppEnv>, body: string | Uint8Array<ArrayBuffer>, status: number, own: Record<string, string>): Response {
  // Both are set for a request from the network only (app.ts): hono's types cannot say so.
  const security = c.get('securityHeaders') as AppEnv['Variables']['securityHeaders'] | undefined;
  const requestId = c.get('requestId') as string | undefined;
  if (security === undefined || requestId === undefined) return new Response(body, { status, headers: own });
  const started = c.get('requestStarted') as number | undefined;
  const headers: Record<string, string> = { ...security, 'X-Request-Id': requestId, ...own };
  if (started !== undefined) headers[serverTimingHeader] = serverTimingValue(started);
  const response = new Response(body, { status, headers });
  whole.add(response);
  return response;
}

/** Whether the answer was made whole by `wholeAnswer`: the outer middlewares leave it as it is. */
export function isWhole(response: Response): boolean {
  return whole.has(response);
}
