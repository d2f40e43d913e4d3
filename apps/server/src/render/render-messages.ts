// What the main thread and a render worker say to each other (decision 013). Requests and
// responses cross as plain data: a head (URL or status, and headers as name/value pairs, so that
// several Set-Cookie headers stay apart) and the body's bytes.

export type HeaderPairs = [string, string][];

export interface RequestHead { url: string; method: string; headers: HeaderPairs }
export interface ResponseHead { status: number; headers: HeaderPairs; bodyless: boolean }

/** Main thread to worker. */
export type ToWorker =
  /** Render this page request; `body` is the form a page action receives, if any. */
  | { kind: 'render'; id: number; request: RequestHead; body: ArrayBuffer | null; clientAddress: string | undefined }
  /** The shopper went away: stop rendering page `id`. */
  | { kind: 'abort'; id: number }
  /** The Store API's answer to the worker's call `id`. */
  | { kind: 'api-answer'; id: number; response: ResponseHead; body: ArrayBuffer }
  | { kind: 'api-failed'; id: number; message: string };

/** Worker to main thread. */
export type FromWorker =
  | { kind: 'ready' }
  /**
   * A part of page `id`'s answer: the first part carries the head, the last one says `end`. A
   * bodyless answer is one part, its head and `end`.
   */
  | { kind: 'answer'; id: number; head?: ResponseHead; bytes: Uint8Array | null; end: boolean }
  | { kind: 'failed'; id: number; message: string }
  /** A Store API call the page's loaders or actions make. */
  | { kind: 'api'; id: number; request: RequestHead; body: ArrayBuffer | null };

/** Methods whose requests carry no body. */
const bodylessMethods = new Set(['GET', 'HEAD']);

export function requestHead(request: Request): RequestHead {
  return { url: request.url, method: request.method, headers: [...request.headers] };
}

/** Statuses a Response may not have a body with; HEAD answers have none either. */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

export function responseHead(response: Response, method: string): ResponseHead {
  return { status: response.status, headers: [...response.headers], bodyless: response.body === null || method === 'HEAD' || nullBodyStatuses.has(response.status) };
}

/** A request's body as bytes to send across, or null when it has none. */
export async function bodyBytes(request: Request): Promise<ArrayBuffer | null> {
  if (bodylessMethods.has(request.method) || request.body === null) return null;
  return request.arrayBuffer();
}

/** The text of a failure, for the other side's log and error. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
