import { describe, expect, it } from 'vitest';
import { withPageCache, type RenderPage } from '../server/page-cache.ts';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Shop {
  handler: RenderPage;
  renders: string[];
  clock: { ms: number };
}

/** A storefront stand-in that answers each render with a page naming how many renders came before. */
function shop(answer: (request: Request, n: number) => Response = (r, n) => html(`page ${n} of ${new URL(r.url).pathname}`), ttlMs = 5_000, bounds: { maxEntries?: number; maxBytes?: number } = {}): Shop {
  const renders: string[] = [];
  const clock = { ms: 1_000_000 };
  const render: RenderPage = (request) => {
    renders.push(request.url);
    return Promise.resolve(answer(request, renders.length));
  };
  return { handler: withPageCache(render, { ttlMs, now: () => clock.ms, ...bounds }), renders, clock };
}

function html(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { ...init, headers: { 'content-type': 'text/html', ...(init.headers as Record<string, string> | undefined) } });
}

function visit(path: string, headers: Record<string, string> = {}, method = 'GET'): Request {
  return new Request(`http://shop.local${path}`, { method, headers: { 'user-agent': chrome, ...headers } });
}

/** Reads a page to its end, then lets the cache's copy of it settle. */
async function read(response: Promise<Response>): Promise<{ body: string; cache: string | null; age: string | null }> {
  const answer = await response;
  const body = await answer.text();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { body, cache: answer.headers.get('x-page-cache'), age: answer.headers.get('age') };
}

describe('the page cache for visitors without cookies', () => {
  it('keeps a page per store version: a console change makes the older page unreachable at once', async () => {
    const { handler, renders } = shop();
    const at = (version: string) => visit('/product/a', { 'x-haat-store-version': version });
    expect((await read(handler(at('1.4')))).body).toBe('page 1 of /product/a');
    expect(await read(handler(at('1.4')))).toMatchObject({ body: 'page 1 of /product/a', cache: 'hit' });
    expect(await read(handler(at('1.5')))).toMatchObject({ body: 'page 2 of /product/a', cache: 'miss' });
    expect(await read(handler(at('1.5')))).toMatchObject({ body: 'page 2 of /product/a', cache: 'hit' });
    expect(renders).toHaveLength(2);
  });

  it('serves a page it rendered again for its time to live, then renders it afresh', async () => {
    const { handler, renders, clock } = shop();
    expect(await read(handler(visit('/product/a')))).toEqual({ body: 'page 1 of /product/a', cache: 'miss', age: null });
    clock.ms += 3_200;
    expect(await read(handler(visit('/product/a')))).toEqual({ body: 'page 1 of /product/a', cache: 'hit', age: '3' });
    clock.ms += 1_800;
    expect(await read(handler(visit('/product/a')))).toEqual({ body: 'page 2 of /product/a', cache: 'miss', age: null });
    expect(renders).toHaveLength(2);
  });

  it('renders for every request that carries a cookie or credentials, or is not a GET', async () => {
    const { handler, renders } = shop();
    await read(handler(visit('/product/a')));
    expect((await read(handler(visit('/product/a', { cookie: 'cartItems=W10' })))).body).toBe('page 2 of /product/a');
    expect((await read(handler(visit('/product/a', { cookie: 'user_token=t' })))).body).toBe('page 3 of /product/a');
    expect((await read(handler(visit('/product/a', { authorization: 'Bearer t' })))).body).toBe('page 4 of /product/a');
    expect((await read(handler(visit('/product/a', {}, 'HEAD')))).cache).toBeNull();
    expect(renders).toHaveLength(5);
    // None of those replaced the page kept for visitors without cookies.
    expect((await read(handler(visit('/product/a')))).body).toBe('page 1 of /product/a');
  });

  it('keeps a page per language a browser without a cookie prefers: a Hindi browser never gets the English page, nor the other way', async () => {
    const { handler } = shop();
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    expect((await read(handler(visit('/', hindi)))).body).toBe('page 1 of /');
    expect((await read(handler(visit('/')))).body).toBe('page 2 of /');
    expect((await read(handler(visit('/', { 'accept-language': 'en-IN,en;q=0.9' })))).body).toBe('page 2 of /');
    expect((await read(handler(visit('/', hindi)))).body).toBe('page 1 of /');
  });

  it('keeps a page per address, scheme and kind of reader', async () => {
    const { handler, renders } = shop();
    const pages = [
      visit('/product/a'),
      visit('/product/a?size=M'),
      visit('/product/b'),
      new Request('http://other-shop.local/product/a', { headers: { 'user-agent': chrome } }),
      visit('/product/a', { 'x-forwarded-proto': 'https' }),
      // Crawlers get the whole page in one piece, browsers a stream: never each other's.
      visit('/product/a', { 'user-agent': googlebot }),
    ];
    for (const request of pages) await read(handler(request));
    for (const request of pages) expect((await read(handler(request.clone()))).cache).toBe('hit');
    expect(renders).toHaveLength(pages.length);
  });

  it('keeps only plain HTML answers that set no cookie and do not forbid it', async () => {
    const answers: Record<string, () => Response> = {
      '/missing': () => html('not found', { status: 404 }),
      '/login': () => html('form', { headers: { 'set-cookie': 'XSRF-TOKEN=x; Path=/' } }),
      '/feed.json': () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
      '/private': () => html('yours', { headers: { 'cache-control': 'private, max-age=0' } }),
      '/redirect': () => new Response(null, { status: 302, headers: { location: '/' } }),
    };
    const { handler, renders } = shop((request) => answers[new URL(request.url).pathname]!());
    for (const path of Object.keys(answers)) {
      await read(handler(visit(path)));
      expect((await read(handler(visit(path)))).cache, path).toBeNull();
    }
    expect(renders).toHaveLength(2 * Object.keys(answers).length);
  });

  it('streams the first visitor their page as it renders, and keeps it only once complete', async () => {
    let finish: (() => void) | undefined;
    const { handler, renders } = shop(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<header>'));
          finish = () => { controller.enqueue(new TextEncoder().encode('<similar products>')); controller.close(); };
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    });
    const first = await handler(visit('/product/a'));
    const reader = first.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<header>');
    // Not complete yet: another visitor gets a render of their own.
    await handler(visit('/product/a'));
    expect(renders).toHaveLength(2);
    finish!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read(handler(visit('/product/a')))).toMatchObject({ body: '<header><similar products>', cache: 'hit' });
  });

  it('keeps nothing of a render that breaks off', async () => {
    const { handler } = shop(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<header>'));
          controller.error(new Error('render failed'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    });
    await expect(read(handler(visit('/product/a')))).rejects.toThrow('render failed');
    await expect(read(handler(visit('/product/a')))).rejects.toThrow('render failed');
  });

  it('holds at most its number of pages and bytes, dropping the oldest first', async () => {
    const { handler, renders } = shop(undefined, 5_000, { maxEntries: 2 });
    for (const path of ['/a', '/b', '/c']) await read(handler(visit(path)));
    expect((await read(handler(visit('/c')))).cache).toBe('hit');
    expect((await read(handler(visit('/b')))).cache).toBe('hit');
    expect((await read(handler(visit('/a')))).cache).toBe('miss');
    expect(renders).toEqual(['/a', '/b', '/c', '/a'].map((p) => `http://shop.local${p}`));

    const small = shop((r) => html(new URL(r.url).pathname === '/big' ? 'x'.repeat(100) : 'y'.repeat(40)), 5_000, { maxBytes: 90 });
    await read(small.handler(visit('/big')));
    expect((await read(small.handler(visit('/big')))).cache).toBe('miss');
    for (const path of ['/one', '/two', '/three']) await read(small.handler(visit(path)));
    expect((await read(small.handler(visit('/three')))).cache).toBe('hit');
    expect((await read(small.handler(visit('/two')))).cache).toBe('hit');
    expect((await read(small.handler(visit('/one')))).cache).toBe('miss');
  });

  it('is not there at all with a time to live of 0', async () => {
    const { handler, renders } = shop(undefined, 0);
    await read(handler(visit('/product/a')));
    expect((await read(handler(visit('/product/a')))).cache).toBeNull();
    expect(renders).toHaveLength(2);
  });
});
