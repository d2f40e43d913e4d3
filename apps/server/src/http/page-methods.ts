import type { MiddlewareHandler } from 'hono';

/** What a storefront page answers to: reading it, and posting its forms to the page's action. */
export const pageMethods = ['GET', 'HEAD', 'POST'] as const;

/**
 * Any other method on a page path is a 405 naming those, before the page renderer sees it: the
 * platform's Request refuses TRACE, TRACK and CONNECT outright, which surfaced as a 500 and a
 * stack trace in the log, and no page has a use for PUT, DELETE or the rest.
 */
export const pageMethodsOnly: MiddlewareHandler = async (c, next) => {
  if ((pageMethods as readonly string[]).includes(c.req.method)) return next();
  return c.text('Method Not Allowed', 405, { Allow: pageMethods.join(', ') });
};
