import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limitApiBody, readJson } from '../src/http/body.ts';
import { handleError } from '../src/http/errors.ts';

// A body from a socket whose declared length has all arrived is read from the request's buffer
// at once (body.ts); one that has not, or that comes in chunks, is waited for. Either way the
// call sees the whole body, and the connection is left ready for the next request. (Reading a
// part of a body as if it were all of it fails the second test.)
describe('reading a request body from a socket', () => {
  const app = new Hono();
  app.onError(handleError);
  app.use('*', limitApiBody(1024));
  // The Store API reads a body after awaiting the store's resolution: by then Node's parser has
  // put whatever came with the headers in the request's buffer.
  app.use('*', async (_c, next) => { await Promise.resolve(); await next(); });
  const echoed = z.object({ text: z.string().default('') });
  app.post('/echo', async (c) => c.json(await readJson(c, echoed)));
  // As the cart does: a body read twice, each time with another schema.
  app.post('/echo-twice', async (c) => {
    await readJson(c, z.unknown());
    return c.json(await readJson(c, echoed));
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => { if (server.listening) resolve(); else server.once('listening', () => resolve()); });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => { server.close(() => resolve()); }));

  /** Sends the parts with a pause between them on one connection and gives back all it answered once `answers` answers have come. */
  function exchange(parts: Array<string | Buffer>, answers = 1): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', async () => {
        for (const [i, part] of parts.entries()) {
          if (i > 0) await new Promise((r) => setTimeout(r, 30));
          socket.write(part);
        }
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if ((text.match(/HTTP\/1\.1 /g) ?? []).length >= answers && /\}\s*$/.test(text)) { socket.end(); resolve(text); }
      });
      socket.on('error', reject);
      setTimeout(() => { socket.destroy(); reject(new Error(`no whole answer; got ${JSON.stringify(text)}`)); }, 3000);
    });
  }
  const post = (body: Buffer | string, path = '/echo') =>
    `POST ${path} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const bodiesOf = (answer: string) => [...answer.matchAll(/\{"text":"[^"]*"\}/g)].map((m) => JSON.parse(m[0]) as { text: string });

  it('reads a body that came with its headers', async () => {
    const body = JSON.stringify({ text: 'kurta' });
    expect(bodiesOf(await exchange([post(body) + body]))).toEqual([{ text: 'kurta' }]);
  });

  it('reads a body twice in one call', async () => {
    const body = JSON.stringify({ text: 'dupatta' });
    expect(bodiesOf(await exchange([post(body, '/echo-twice') + body]))).toEqual([{ text: 'dupatta' }]);
  });

  it('waits for the rest of a body still on its way, a character split between two packets included', async () => {
    const body = Buffer.from(JSON.stringify({ text: 'साड़ी' }));
    // The cut falls inside the second letter's three bytes; the first part comes with the headers.
    const [first, second] = [body.subarray(0, 13), body.subarray(13)];
    expect(bodiesOf(await exchange([Buffer.concat([Buffer.from(post(body)), first]), second]))).toEqual([{ text: 'साड़ी' }]);
    expect(bodiesOf(await exchange([post(body), first, second]))).toEqual([{ text: 'साड़ी' }]);
  });

  it('reads a body sent in chunks, with no length declared', async () => {
    const body = JSON.stringify({ text: 'saree' });
    const head = 'POST /echo HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunks = [body.slice(0, 5), body.slice(5)].map((part) => `${part.length.toString(16)}\r\n${part}\r\n`);
    expect(bodiesOf(await exchange([head, chunks[0]!, `${chunks[1]!}0\r\n\r\n`]))).toEqual([{ text: 'saree' }]);
  });

  it('answers two requests on one connection, each with its own body', async () => {
    const [one, two] = [JSON.stringify({ text: 'one' }), JSON.stringify({ text: 'two' })];
    expect(bodiesOf(await exchange([post(one) + one + post(two) + two], 2))).toEqual([{ text: 'one' }, { text: 'two' }]);
  });

  it('takes an empty body as an empty object, and refuses one that is not JSON', async () => {
    expect(bodiesOf(await exchange([post('')]))).toEqual([{ text: '' }]);
    const answer = await exchange([`${post('{"text":')}{"text":`]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Request body must be valid JSON.');
  });
});
