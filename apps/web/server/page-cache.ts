import { isbot } from 'isbot';
import { prefersHindi } from '../app/i18n/locale.ts';

/** Renders one storefront request (the React Router handler). */
export type RenderPage = (request: Request, clientAddress?: string) => Promise<Response>;

export interface PageCacheOptions {
  /** How long a rendered page is served again; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many pages are kept (the oldest go first)… */
  maxEntries?: number;
  /** …and at most this many bytes of HTML. */
  maxBytes?: number;
  /** The clock, in ms (tests move it). */
  now?: () => number;
}

interface CachedPage {
  body: Uint8Array;
  status: number;
  headers: [string, string][];
  storedAt: number;
}

/**
 * A short-lived cache of whole pages for visitors who carry no cookie at all: a first visit from
 * a search result or a shared link, a crawler, a link preview. Their page depends on nothing but
 * the address, so for a few seconds every such visitor gets the same bytes without a render
 * (decision 012). A request with any cookie (a cart, a wishlist, a session) or an Authorization
 * header is always rendered for itself, and only a plain 200 HTML answer that sets no cookie is
 * kept. Its key holds the store's version, stock included (decision 052), so a console change or
 * a sale is seen on the next page; anything else is up to `ttlMs` old, and stock and prices are
 * checked again by the cart and at checkout anyway.
 */
export function withPageCache(render: RenderPage, options: PageCacheOptions): RenderPage {
  const { ttlMs, maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, now = Date.now } = options;
  if (ttlMs <= 0) return render;
  const pages = new Map<string, CachedPage>();
  let storedBytes = 0;

  function forget(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    storedBytes -= page.body.byteLength;
  }

  function store(key: string, page: CachedPage): void {
    forget(key);
    if (page.body.byteLength > maxBytes) return;
    pages.set(key, page);
    storedBytes += page.body.byteLength;
    // A Map iterates in insertion order: the first keys are the oldest pages.
    for (const oldest of pages.keys()) {
      if (pages.size <= maxEntries && storedBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return async (request, clientAddress) => {
    const key = cacheKey(request);
    if (key === null) return render(request, clientAddress);
    const cached = pages.get(key);
    if (cached && now() - cached.storedAt < ttlMs) return replay(cached, now());
    if (cached) forget(key);

    const response = await render(request, clientAddress);
    if (!keepable(response) || !response.body) return response;
    // The shopper gets the stream as it renders (the page's late parts follow); a copy is read
    // to the end beside it and kept once complete.
    const [toShopper, toCache] = response.body.tee();
    const storedAt = now();
    const headers = [...response.headers].filter(([name]) => name !== 'x-page-cache');
    void readToEnd(toCache).then(
      (body) => store(key, { body, status: response.status, headers, storedAt }),
      () => undefined, // The shopper's side reports a broken render; nothing is kept.
    );
    const headersOut = new Headers(response.headers);
    headersOut.set('x-page-cache', 'miss');
    return new Response(toShopper, { status: response.status, statusText: response.statusText, headers: headersOut });
  };
}

/** The key a request's page is kept under, or null when the page must be rendered for it. */
function cacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const headers = request.headers;
  if (headers.has('cookie') || headers.has('authorization')) return null;
  // The page's links and canonical URL come from its address and scheme; crawlers get the whole
  // page in one piece (React Router waits for every part for them), browsers get it streamed.
  const reader = isbot(headers.get('user-agent') ?? '') ? 'bot' : 'browser';
  // Without a cookie, a browser that prefers Hindi gets the page in Hindi (decision 045): the one
  // thing of the request besides its address that picks the page's words.
  const language = prefersHindi(headers.get('accept-language')) ? 'hi' : 'any';
  // The server sets the store's version on every page request (decision 021 §4): a console change
  // makes the store's older pages unreachable at once; they age out.
  return `${reader} ${language} ${headers.get('x-forwarded-proto') ?? ''} ${headers.get('x-haat-store-version') ?? ''} ${request.url}`;
}

function keepable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * The whole of a stream. Read by hand: under @hono/node-server the global Response is its own
 * lighter class, whose body readers fail on a stream made elsewhere.
 */
async function readToEnd(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function replay(page: CachedPage, at: number): Response {
  const headers = new Headers(page.headers);
  headers.set('age', String(Math.floor((at - page.storedAt) / 1000)));
  headers.set('x-page-cache', 'hit');
  return new Response(page.body.slice(), { status: page.status, headers });
}
