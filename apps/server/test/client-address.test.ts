import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/http/client-address.ts';
import type { AppEnv } from '../src/http/env.ts';

function appWith(trustedProxies: number) {
  const app = new Hono<AppEnv>();
  app.use('*', clientAddress(trustedProxies));
  app.get('/who', (c) => c.text(c.get('clientAddress')));
  return app;
}

/** Serves the app on a free loopback port, asks /who with the given headers, and stops. */
async function overNetwork(trustedProxies: number, headers: Record<string, string>): Promise<string> {
  const server = serve({ fetch: appWith(trustedProxies).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/who`, { headers })).text();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('client address for rate limits', () => {
  it('ignores X-Forwarded-For from the network unless a proxy is trusted', async () => {
    expect(await overNetwork(0, { 'x-forwarded-for': '203.0.113.9' })).toMatch(/127\.0\.0\.1$/);
    expect(await overNetwork(1, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(await overNetwork(1, {})).toMatch(/127\.0\.0\.1$/);
  });

  it('takes the address the trusted proxy saw, not one the client wrote in front of it', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our one proxy appended the address it saw.
    expect(await overNetwork(1, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await overNetwork(1, { 'x-forwarded-for': '1.2.3.4,5.6.7.8 , 203.0.113.9' })).toBe('203.0.113.9');
    // Two proxies of ours: the second appended the first's address.
    expect(await overNetwork(2, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' })).toBe('203.0.113.9');
    expect(await overNetwork(2, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
  });

  it('takes the address the storefront passes on for its in-process calls', async () => {
    const app = appWith(0);
    expect(await (await app.request('/who', { headers: { 'x-forwarded-for': '198.51.100.7' } })).text()).toBe('198.51.100.7');
    expect(await (await app.request('/who')).text()).toBe('unknown');
  });
});
