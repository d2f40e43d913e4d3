import type { z } from 'zod';
import type { FetchLike } from '../api/transport.ts';
import { consoleCalls, consolePath, type ConsoleCallName } from './calls.ts';
import { consoleErrorReply, consoleXsrfHeader } from './envelope.ts';

export interface ConsoleApiOptions {
  /** Origin the paths are resolved against (the console's own server calls in-process). */
  baseUrl: string;
  /** The transport: on the server, the Hono app's own fetch; in tests, the app or a real socket. */
  fetch?: FetchLike;
  /** Headers sent with every call: Host, the client's address, and the session as a bearer or cookie. */
  headers?: Record<string, string>;
  /** The session's XSRF token, sent on unsafe calls when the session travels as a cookie. */
  xsrfToken?: string;
}

/** A console call that failed: the HTTP status, the server's message and its per-field messages. */
export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError';
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

export interface ConsoleCallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  /** JSON body; or a FormData (uploads) sent as multipart. */
  body?: unknown;
}

/** Makes one call of the table and checks its reply's `data` against `data`. */
export type ConsoleCallFn = <S extends z.ZodType>(name: ConsoleCallName, data: S, input?: ConsoleCallInput) => Promise<z.output<S>>;

/** A raw call for replies that are not JSON (the CSV export). */
export type ConsoleRawFn = (name: ConsoleCallName, input?: ConsoleCallInput) => Promise<Response>;

export function createConsoleTransport(options: ConsoleApiOptions): { call: ConsoleCallFn; raw: ConsoleRawFn } {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const raw: ConsoleRawFn = async (name, input = {}) => {
    const { method } = consoleCalls[name];
    const url = new URL(consolePath(name, input.params), options.baseUrl);
    for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    const init: RequestInit = { method, headers };
    if (method !== 'GET') {
      if (options.xsrfToken) headers.set(consoleXsrfHeader, options.xsrfToken);
      if (input.body instanceof FormData) init.body = input.body;
      else {
        headers.set('content-type', 'application/json');
        init.body = JSON.stringify(input.body ?? {});
      }
    }
    const response = await send(new Request(url, init));
    if (!response.ok) {
      const failed = consoleErrorReply.safeParse(await response.json().catch(() => null));
      throw failed.success
        ? new ConsoleApiError(response.status, failed.data.message, failed.data.fields)
        : new ConsoleApiError(response.status, `Request failed (${response.status})`);
    }
    return response;
  };
  const call: ConsoleCallFn = async (name, data, input) => {
    const response = await raw(name, input);
    const payload = (await response.json().catch(() => null)) as { status?: unknown; data?: unknown } | null;
    const parsed = payload?.status === 'true' ? data.safeParse(payload.data) : null;
    if (!parsed?.success) throw new ConsoleApiError(response.status, `Unexpected reply from ${consoleCalls[name].path}`);
    return parsed.data;
  };
  return { call, raw };
}
