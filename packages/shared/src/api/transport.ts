import type { z } from 'zod';

export type FetchLike = (request: Request) => Promise<Response>;

export interface StoreApiOptions {
  /** Origin the paths are resolved against, e.g. http://localhost:3000 or the page's own origin. */
  baseUrl: string;
  /** The transport: the browser's fetch, or on the server the Hono app's own handler. */
  fetch?: FetchLike;
  /**
   * Headers sent with every call. On the server: the shopper's Host and Cookie, and
   * `authorization: Bearer …` taken from the HttpOnly user_token cookie.
   */
  headers?: Record<string, string>;
  /** In the browser: the XSRF-TOKEN cookie's value, echoed on unsafe calls (docs/store-api.md). */
  xsrfToken?: () => string | undefined;
}

/** A Store API call that failed: the HTTP status and the server's message (or a generic one). */
export class StoreApiError extends Error {
  override name = 'StoreApiError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface CallOptions {
  /** Send the body form-encoded (only /token does) instead of as JSON. */
  form?: boolean;
  /** Extra headers for this call, e.g. a bearer token just received. */
  headers?: Record<string, string>;
}

/** A parsed reply plus the response headers (sign-in needs its Set-Cookie lines). */
export interface Reply<T> {
  data: T;
  headers: Headers;
}

export type Call = <S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  body?: unknown,
  callOptions?: CallOptions,
) => Promise<Reply<z.output<S>>>;

/** The one function every client call goes through: build, send, check, parse. */
export function createCall(options: StoreApiOptions): Call {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  return async (method, path, schema, body, callOptions = {}) => {
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) headers.set(name, value);
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (method === 'POST') {
      const xsrf = options.xsrfToken?.();
      if (xsrf) headers.set('x-xsrf-token', xsrf);
      if (callOptions.form) {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        init.body = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers.set('content-type', 'application/json');
        init.body = JSON.stringify(body ?? {});
      }
    }
    const response = await send(new Request(new URL(path, options.baseUrl), init));
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new StoreApiError(response.status, messageOf(payload) ?? `Request failed (${response.status})`);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new StoreApiError(response.status, messageOf(payload) ?? `Unexpected reply from ${path}`);
    return { data: parsed.data, headers: response.headers };
  };
}

/** A GET whose answer is a file (an invoice PDF): the response itself, or the StoreApiError a JSON call would throw. */
export type RawGet = (path: string) => Promise<Response>;

export function createRawGet(options: StoreApiOptions): RawGet {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  return async (path) => {
    const response = await send(new Request(new URL(path, options.baseUrl), { method: 'GET', headers: new Headers(options.headers), credentials: 'same-origin' }));
    if (response.ok) return response;
    const payload: unknown = await response.json().catch(() => null);
    throw new StoreApiError(response.status, messageOf(payload) ?? `Request failed (${response.status})`);
  };
}

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    for (const key of ['message', 'Message', 'error_description']) if (typeof record[key] === 'string') return record[key];
  }
  return undefined;
}
