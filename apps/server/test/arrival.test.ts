import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { arrivalBound, arrivedBy, noteArrivals } from '../src/http/arrival.ts';

// Requests read in one turn of the event loop had all arrived when it began: they share one
// moment, taken by the first of them; the next turn takes a later one (decision 064).
describe('the moment a request had arrived by', () => {
  const app = new Hono();
  app.get('/arrived', (c) => c.json({ arrivedBy: arrivedBy(c) ?? null }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  noteArrivals(server);
  afterAll(() => new Promise<void>((resolve) => { server.close(() => resolve()); }));

  it('is shared within a turn of the event loop and taken anew in the next', async () => {
    const first = arrivalBound();
    expect(arrivalBound()).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    const next = arrivalBound();
    expect(next).toBeGreaterThan(first);
    expect(arrivalBound()).toBe(next);
  });

  it('is noted for a request from a socket, before it is answered, and not for one made inside the process', async () => {
    await new Promise<void>((resolve) => { if (server.listening) resolve(); else server.once('listening', () => resolve()); });
    const { port } = server.address() as AddressInfo;
    const sent = performance.now();
    const { arrivedBy: noted } = await (await fetch(`http://127.0.0.1:${port}/arrived`)).json() as { arrivedBy: number | null };
    expect(noted).not.toBeNull();
    expect(noted).toBeGreaterThanOrEqual(sent);
    expect(noted).toBeLessThanOrEqual(performance.now());
    expect(await (await app.request('/arrived')).json()).toEqual({ arrivedBy: null });
  });

  it('is the same for two requests read from a socket at once', async () => {
    const { port } = server.address() as AddressInfo;
    // Two requests in one write: the server reads them in one go, in one turn of its loop.
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET /arrived HTTP/1.1\r\nHost: a\r\n\r\nGET /arrived HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const noted = [...answers.matchAll(/\{"arrivedBy":([\d.]+)\}/g)].map((m) => Number(m[1]));
    expect(noted).toHaveLength(2);
    expect(noted[1]).toBe(noted[0]);
  });
});
