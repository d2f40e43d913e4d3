import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { messages } from '@haat/shared/rules';
import { ApiError } from './errors.ts';

/** Largest body a Store API call, `/token`, a page's form or the sandbox gateway accepts; far above a 40-line cart. */
export const maxBodyBytes = 64 * 1024;

/** Largest event the payment provider may post to the webhook; its events carry a whole payment. */
export const maxWebhookBodyBytes = 4 * maxBodyBytes;

/**
 * Refuses a body over `maxBytes` with `tooLarge`'s answer before buffering it: by its
 * Content-Length before a byte is read, or, streamed without one, as soon as it passes the limit
 * (hono's bodyLimit stops reading there; @hono/node-server then drains briefly and closes the
 * connection). Each kind of path passes its own limit and answer in its own protocol's shape.
 */
export function limitBody(maxBytes: number, tooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    // A GET or HEAD has no body to limit: @hono/node-server gives it none, and a web Request cannot carry one.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is judged from the header alone, as bodyLimit would, but without asking
    // for the request's body stream: on @hono/node-server that makes a whole web Request and
    // stream per call (a fifth of a small API call's time), where reading the text later takes
    // the bytes straight from the socket. Node's parser holds a body to its Content-Length.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length)) {
      if (Number(length) > maxBytes) return tooLarge(c);
      c.set('bodyLength', Number(length));
      return next();
    }
    return streamed(c, next);
  };
}

/** The Store API's limit, answered in the protocol's `{status: 'false', message}` shape. */
export function limitApiBody(maxBytes: number): MiddlewareHandler {
  return limitBody(maxBytes, () => { throw new ApiError(413, messages.requestTooLarge); });
}

/** A page's limit: a form posted without JavaScript sees this page; a fetch sees its status. */
export function limitPageBody(maxBytes: number): MiddlewareHandler {
  return limitBody(maxBytes, (c) => c.html(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Too large</title><p>${messages.requestTooLarge}</p></html>`, 413));
}

/** Reads the JSON body (within the path's limit, see limitApiBody) and validates it; a bad body is a 400 with the first problem named. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await requestText(c);
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Request body must be valid JSON.');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, `${where}${issue?.message ?? 'Invalid request.'}`);
  }
  return parsed.data;
}

/**
 * The request's body as text. A body from the network whose length limitBody judged by its
 * Content-Length, and which Node's HTTP parser has put in the request's buffer whole already (a
 * small call's body comes in the packet of its headers, parsed before the call's first await
 * returns), is taken from that buffer at once. @hono/node-server's reader listens for the
 * stream's data, end, error and close and waits for them: 5 to 18 µs of a kept product's 115 to
 * 140 µs of server CPU. Any other body (streamed, partly arrived, read already, or a request made
 * inside the process) is read the usual way.
 */
function requestText(c: Context): string | Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const length = c.get('bodyLength') as number | undefined;
  if (incoming !== undefined && length !== undefined && !incoming.readableDidRead && incoming.readableFlowing !== true
    && incoming.readableLength === length) {
    const body = length === 0 ? null : incoming.read() as Buffer | null;
    // Flowing, the stream ends as soon as the parser says the message is complete (a moment
    // later): @hono/node-server drains a request's stream that has not ended once it is answered.
    incoming.resume();
    const text = body === null ? '' : body.toString('utf8');
    // Kept where hono keeps a body it has read (as promises), so that a call reading it again
    // (the cart's two readings of one list) gets the same text.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    return text;
  }
  return c.req.text();
}

/**
 * Reads a JSON body a shopper filled in (registration, profile, address, password forms). A
 * bad field answers with the rule's own text and no field prefix: these are the spec's words
 * (§5, §8), and the forms show them as they are.
 */
export async function readFormJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(c, z.unknown()));
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data;
}
