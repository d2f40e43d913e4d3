import { createServer } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool } from '../src/render/render-pool.ts';

const entry = path.join(import.meta.dirname, 'support/storefront-stand-in.ts');

/** A Store API stand-in that records the calls it gets. */
function storeApi() {
  const calls: { path: string; cookie: string | null; body: string }[] = [];
  const apiFetch = async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push({ path: pathname, cookie: request.headers.get('cookie'), body: await request.text() });
    if (pathname === '/api/product') return Response.json({ name: 'Royal Blue Saree ₹' });
    if (pathname === '/api/sign-in') return Response.json({ token: 'tok-123' });
    return new Response(null, { status: 204 });
  };
  return { calls, apiFetch };
}

let running: RenderPool | undefined;
afterEach(async () => { await running?.close(); running = undefined; });

async function startPool(size = 2) {
  const api = storeApi();
  running = createRenderPool({ entry, size, apiFetch: api.apiFetch });
  await running.ready;
  return { pool: running, ...api };
}

describe('the render pool', () => {
  it('renders a page on a worker, with the Store API answering from this thread', async () => {
    const { pool, calls } = await startPool();
    const response = await pool.render(new Request('http://shop.test/product', { headers: { cookie: 'wishlistItems=WzFd' } }), '203.0.113.9');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<h1>Royal Blue Saree ₹</h1><p>from 203.0.113.9</p>');
    expect(calls).toEqual([{ path: '/api/product', cookie: 'wishlistItems=WzFd', body: '' }]);
  });

  it('spreads pages over its workers and answers each one', async () => {
    const { pool } = await startPool(2);
    const pages = await Promise.all(Array.from({ length: 6 }, () => pool.render(new Request('http://shop.test/product'))));
    for (const page of pages) expect(await page.text()).toContain('Royal Blue Saree');
  });

  it('passes a form post to the page and keeps every Set-Cookie of its answer', async () => {
    const { pool, calls } = await startPool();
    const response = await pool.render(new Request('http://shop.test/sign-in', { method: 'POST', body: new URLSearchParams({ email: 'asha@example.in' }) }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    expect(response.headers.getSetCookie()).toEqual(['user_token=tok-123; Path=/; HttpOnly', 'cartItems=; Max-Age=0; Path=/']);
    expect(response.body).toBeNull();
    expect(calls).toEqual([{ path: '/api/sign-in', cookie: null, body: '{"email":"asha@example.in"}' }]);
  });

  it('answers HEAD without a body and an unknown page with its 404', async () => {
    const { pool } = await startPool();
    const head = await pool.render(new Request('http://shop.test/product', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    const missing = await pool.render(new Request('http://shop.test/nowhere'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Not found</h1>');
  });

  it('fails a page that throws, and goes on serving', async () => {
    const { pool } = await startPool();
    await expect(pool.render(new Request('http://shop.test/broken'))).rejects.toThrow('This page cannot render.');
    expect((await pool.render(new Request('http://shop.test/product'))).status).toBe(200);
  });

  it('stops rendering when the shopper leaves', async () => {
    const { pool, calls } = await startPool();
    const leaving = new AbortController();
    const page = pool.render(new Request('http://shop.test/wait-for-shopper', { signal: leaving.signal }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    await expect.poll(() => calls.map((c) => c.path)).toEqual(['/api/left']);
    void page.catch(() => {});
  });

  it('replaces a worker that dies, failing only the page it was on', async () => {
    const { pool } = await startPool(1);
    await expect(pool.render(new Request('http://shop.test/crash'))).rejects.toThrow('The render worker stopped');
    await expect.poll(async () => (await pool.render(new Request('http://shop.test/product')).catch(() => null))?.status, { timeout: 10_000 }).toBe(200);
  });

  it('will not start when the storefront cannot load', async () => {
    const broken = createRenderPool({ entry: path.join(import.meta.dirname, 'support/no-such-build.js'), size: 1, apiFetch: storeApi().apiFetch });
    await expect(broken.ready).rejects.toThrow();
    await broken.close();
  });

  it('streams a page through a real HTTP server', async () => {
    const { pool } = await startPool();
    const server = createServer(async (req, res) => {
      const response = await pool.render(new Request(`http://shop.test${req.url}`));
      res.writeHead(response.status, [...response.headers].flat());
      for await (const chunk of response.body ?? []) res.write(chunk);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/product`);
      expect(await answer.text()).toBe('<h1>Royal Blue Saree ₹</h1><p>from undefined</p>');
    } finally {
      server.close();
    }
  });
});

describe('the render pool under a crowd', () => {
  /** A Store API whose answers wait until `open` is called, so pages stay in flight. */
  function gatedApi() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    let calls = 0;
    const apiFetch = async () => {
      calls += 1;
      await gate;
      return Response.json({ name: 'Kanjivaram Saree' });
    };
    return { apiFetch, open, calls: () => calls };
  }

  it('renders at most pagesPerWorker pages at once; the others wait their turn and are all answered', async () => {
    const api = gatedApi();
    running = createRenderPool({ entry, size: 1, apiFetch: api.apiFetch, pagesPerWorker: 2 });
    await running.ready;
    const pages = Array.from({ length: 5 }, () => running!.render(new Request('http://shop.test/product')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls()).toBe(2);
    api.open();
    const answers = await Promise.all(pages);
    for (const answer of answers) expect(await answer.text()).toContain('Kanjivaram Saree');
    expect(api.calls()).toBe(5);
  });

  it('tells the pages past the waiting line that the shop is busy (503, Retry-After)', async () => {
    const api = gatedApi();
    running = createRenderPool({ entry, size: 1, apiFetch: api.apiFetch, pagesPerWorker: 1, maxWaiting: 2 });
    await running.ready;
    const pages = Array.from({ length: 5 }, () => running!.render(new Request('http://shop.test/product')));
    const busy = await Promise.race([pages[3]!, pages[4]!]);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    api.open();
    const statuses = (await Promise.all(pages)).map((page) => page.status);
    expect(statuses).toEqual([200, 200, 200, 503, 503]);
  });
});

describe('the render pool when the shop is quiet', () => {
  const thread = async (pool: RenderPool) => (await pool.render(new Request('http://shop.test/thread'))).text();
  const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('renews a worker that rendered pages once no page has come for a while, and goes on serving', async () => {
    running = createRenderPool({ entry, size: 1, apiFetch: storeApi().apiFetch, idleRecycleMs: 200 });
    await running.ready;
    const before = await thread(running);
    // The pool looks every second at the soonest; the fresh worker then loads the storefront.
    await quiet(3000);
    const after = await thread(running);
    expect(after).not.toBe(before);
    expect(await (await running.render(new Request('http://shop.test/product'))).text()).toContain('Royal Blue Saree');
  });

  it('renews an idle worker while another still has a page open', async () => {
    running = createRenderPool({ entry, size: 2, apiFetch: storeApi().apiFetch, idleRecycleMs: 200 });
    await running.ready;
    const shopper = new AbortController();
    const open = running.render(new Request('http://shop.test/wait-for-shopper', { signal: shopper.signal }));
    void open.catch(() => {});
    const before = await thread(running);
    await quiet(3000);
    expect(await thread(running)).not.toBe(before);
    shopper.abort();
  });

  it('keeps its workers when told never to renew them', async () => {
    running = createRenderPool({ entry, size: 1, apiFetch: storeApi().apiFetch, idleRecycleMs: 0 });
    await running.ready;
    const before = await thread(running);
    await quiet(1500);
    expect(await thread(running)).toBe(before);
  });
});

describe('the render pool when a request fails before it is a page', () => {
  it('gives the place back when the body cannot be read, so the next pages are not kept waiting', async () => {
    running = createRenderPool({ entry, size: 1, apiFetch: storeApi().apiFetch, pagesPerWorker: 1 });
    await running.ready;
    const broken = () => new Request('http://shop.test/sign-in', {
      method: 'POST',
      body: new ReadableStream({ pull: (controller) => controller.error(new Error('cut off at the limit')) }),
      duplex: 'half',
    } as RequestInit);
    for (let i = 0; i < 3; i += 1) await expect(running.render(broken())).rejects.toThrow('cut off at the limit');
    const page = await running.render(new Request('http://shop.test/product'));
    expect(await page.text()).toContain('Royal Blue Saree');
  });
});
