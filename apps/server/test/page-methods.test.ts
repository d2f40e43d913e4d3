import net from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createRenderPool, type RenderPool } from '../src/render/render-pool.ts';
import { apiFor } from './support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';
import { insertFixture } from './support/fixture.ts';

const entry = path.join(import.meta.dirname, 'support/storefront-stand-in.ts');

/** Sends one request as raw bytes over a socket and reads the whole answer (the connection closes after it). */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => { answer += chunk; });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describeEachEngine('methods a page does not answer to', (engine) => {
  let test: TestDatabase;
  let pool: RenderPool | undefined;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await insertFixture(test.db);
    // Pages rendered on a worker thread, as the shop serves them.
    const { app } = apiFor(test.db, 'localhost', undefined, {
      web: (apiFetch) => {
        pool = createRenderPool({ entry, size: 1, apiFetch });
        return pool.render;
      },
    });
    await pool!.ready;
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool?.close();
    await test.drop();
  });

  it('answers TRACE and other methods on a page path with 405 and Allow, logging no stack', async () => {
    const logged: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { logged.push(String(chunk)); return true; });
    const errors = vi.spyOn(console, 'error').mockImplementation((...args) => { logged.push(args.join(' ')); });
    try {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
        for (const page of ['/', '/product']) {
          const answer = await rawExchange(port, `${method} ${page} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
          expect(answer, `${method} ${page}`).toMatch(/^HTTP\/1\.1 405 /);
          expect(answer).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
        }
      }
    } finally {
      stderr.mockRestore();
      errors.mockRestore();
    }
    expect(logged.filter((line) => /stack|\n\s+at /.test(line))).toEqual([]);
  });

  it('still renders pages for GET and HEAD, and answers the API as before', async () => {
    // The stand-in storefront has no page at /elsewhere: its own 404 shows the page was rendered.
    for (const method of ['GET', 'HEAD', 'POST']) {
      expect(await rawExchange(port, `${method} /elsewhere HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`), method).toMatch(/^HTTP\/1\.1 404 /);
    }
    expect(await rawExchange(port, 'TRACE /api/GetResellerLogo HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 404 /);
  });
});
