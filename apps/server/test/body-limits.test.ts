import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths, sandboxGatewayPaths } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { maxBodyBytes } from '../src/http/body.ts';
import { apiFor } from './support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture } from './support/fixture.ts';

const hundredMegabytes = 100 * 1024 * 1024;

/**
 * A request body that would go on for 100 MB, made only as fast as the server pulls it, so a
 * test can see how much the server read. It starts with `prefix` (a form field's name, say).
 */
function endlessBody(prefix = '') {
  const chunk = new Uint8Array(16 * 1024).fill('a'.charCodeAt(0));
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= hundredMegabytes) return controller.close();
      const bytes = pulled === 0 ? new TextEncoder().encode(prefix) : chunk;
      pulled += bytes.length;
      controller.enqueue(bytes);
    },
  }, { highWaterMark: 0 });
  return { stream, pulled: () => pulled };
}

/** What a page's action saw of its form: the stand-in storefront answers with the body's size. */
const storefrontStandIn = () => async (request: Request) => {
  if (request.method === 'GET') return new Response('<h1>A page</h1>', { headers: { 'content-type': 'text/html' } });
  const form = await request.formData();
  return new Response(`note was ${String(form.get('note')).length} characters`);
};

describeEachEngine('request bodies over the limit', (engine) => {
  let test: TestDatabase;
  let api: ReturnType<typeof apiFor>;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await insertFixture(test.db);
    api = apiFor(test.db, 'localhost', undefined, { web: storefrontStandIn });
  });
  afterAll(async () => { await test.drop(); });

  /** Every path that takes a body, with its content type and the first bytes of a real body. */
  const paths = [
    { name: 'the Store API', path: apiPaths.productFilters, type: 'application/json', prefix: '{"search":"' },
    { name: '/token', path: apiPaths.token, type: 'application/x-www-form-urlencoded', prefix: 'grant_type=password&username=' },
    { name: 'a page action', path: '/account/addresses/new', type: 'application/x-www-form-urlencoded', prefix: 'note=' },
    { name: 'the sandbox gateway', path: sandboxGatewayPaths.pay, type: 'application/json', prefix: '{"order_id":"' },
  ];

  const send = (path: string, type: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    api.app.fetch(new Request(new URL(path, 'http://localhost'), {
      method: 'POST', body, duplex: 'half', headers: { host: 'localhost', 'content-type': type, ...headers },
    } as RequestInit));

  /** The 413 in each path's own shape: the protocol's, OAuth2's, a page, Razorpay's. */
  async function expectRefusal(name: string, response: Response) {
    expect(response.status, name).toBe(413);
    const text = await response.text();
    expect(text, name).toContain(messages.requestTooLarge);
    if (name === 'the Store API') expect(JSON.parse(text)).toEqual({ status: 'false', message: messages.requestTooLarge });
    if (name === '/token') {
      expect(JSON.parse(text)).toEqual({ error: 'invalid_request', error_description: messages.requestTooLarge });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    if (name === 'a page action') expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    if (name === 'the sandbox gateway') expect(JSON.parse(text).error.code).toBe('BAD_REQUEST_ERROR');
  }

  for (const { name, path, type, prefix } of paths) {
    it(`${name}: a Content-Length over the limit is refused before a byte is read`, async () => {
      const body = endlessBody(prefix);
      const response = await send(path, type, body.stream, { 'content-length': String(hundredMegabytes) });
      await expectRefusal(name, response);
      expect(body.pulled()).toBe(0);
    });

    it(`${name}: a streamed body is cut off at the limit, not read to its end`, async () => {
      const body = endlessBody(prefix);
      const response = await send(path, type, body.stream);
      await expectRefusal(name, response);
      // The limit and at most a chunk past it; the sender had 100 MB to give.
      expect(body.pulled()).toBeGreaterThan(maxBodyBytes);
      expect(body.pulled()).toBeLessThanOrEqual(maxBodyBytes + 32 * 1024);
    });
  }

  it('a page action under the limit still gets its whole form, streamed or not', async () => {
    const note = 'n'.repeat(maxBodyBytes - 100);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(`note=${note}`);
        for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096));
        controller.close();
      },
    });
    const response = await send('/account/addresses/new', 'application/x-www-form-urlencoded', streamed);
    expect(await response.text()).toBe(`note was ${note.length} characters`);
    const whole = await api.app.fetch(new Request('http://localhost/account/addresses/new', {
      method: 'POST', body: `note=${note}`, headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    }));
    expect(await whole.text()).toBe(`note was ${note.length} characters`);
  });

  it("the payment provider's webhook keeps its larger limit", async () => {
    const event = JSON.stringify({ event: 'payment.captured', padding: 'p'.repeat(3 * maxBodyBytes) });
    const signedWrong = await api.raw(apiPaths.paymentWebhook, { method: 'POST', body: event });
    expect(signedWrong.status).toBe(400);
    const tooLarge = await api.raw(apiPaths.paymentWebhook, { method: 'POST', body: 'p'.repeat(5 * maxBodyBytes) });
    expect(tooLarge.status).toBe(413);
  });
});
