// A stand-in for the built storefront's server entry, for the render pool's tests: the same
// export (createWebHandler), with pages that exercise what a real page can do across threads.
import { threadId } from 'node:worker_threads';

type ApiFetch = (request: Request) => Promise<Response>;

const encoder = new TextEncoder();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createWebHandler(apiFetch: ApiFetch) {
  return async (request: Request, clientAddress?: string): Promise<Response> => {
    const url = new URL(request.url);
    switch (url.pathname) {
      case '/product': {
        // A loader's call to the Store API, with the shopper's cookie passed on.
        const answer = await apiFetch(new Request(new URL('/api/product', url), { headers: { cookie: request.headers.get('cookie') ?? '' } }));
        const product = (await answer.json()) as { name: string };
        // The page streams: its shell at once, a deferred part a moment later.
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(`<h1>${product.name}</h1>`));
            await wait(20);
            controller.enqueue(encoder.encode(`<p>from ${clientAddress}</p>`));
            controller.close();
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/html' } });
      }
      case '/sign-in': {
        // An action: the form's fields reach the page, and its answer sets two cookies.
        const form = await request.formData();
        const answer = await apiFetch(new Request(new URL('/api/sign-in', url), { method: 'POST', body: JSON.stringify({ email: form.get('email') }), headers: { 'content-type': 'application/json' } }));
        const { token } = (await answer.json()) as { token: string };
        const headers = new Headers({ location: '/account' });
        headers.append('set-cookie', `user_token=${token}; Path=/; HttpOnly`);
        headers.append('set-cookie', 'cartItems=; Max-Age=0; Path=/');
        return new Response(null, { status: 303, headers });
      }
      case '/wait-for-shopper': {
        // Renders until the shopper leaves, then tells the API so the test can see it.
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        await apiFetch(new Request(new URL('/api/left', url), { method: 'POST' }));
        return new Response('gone');
      }
      case '/thread':
        // Which worker rendered the page, to see a worker renewed.
        return new Response(String(threadId));
      case '/broken':
        throw new Error('This page cannot render.');
      case '/crash':
        // A worker that dies outright (out of memory, say).
        process.exit(3);
      default:
        return new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    }
  };
}
