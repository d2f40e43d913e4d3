import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/http/client-address.ts';
import type { AppEnv } from '../src/http/env.ts';

function appWith(trustProxy: boolean) {
  const app = new Hono<AppEnv>();
  app.use('*', clientAddress(trustProxy));
  app.get('/who', (c) => c.text(c.get('clientAddress')));
  return app;
}

/** Serves the app on a free loopback port, asks /who with the given headers, and stops. */
async function overNetwork(trustProxy: boolean, headers: Record<string, string>): Promise<string> {
  const server = serve({ fetch: appWith(trustProxy).fetch, port: 0, hostname: '127.0.0.1' });
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
    expect(await overNetwork(false, { 'x-forwarded-for': '203.0.113.9' })).toMatch(/127\.0\.0\.1$/);
    expect(await overNetwork(true, { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })).toBe('203.0.113.9');
    expect(await overNetwork(true, {})).toMatch(/127\.0\.0\.1$/);
  });

  it('takes the address the storefront passes on for its in-process calls', async () => {
    const app = appWith(false);
    expect(await (await app.request('/who', { headers: { 'x-forwarded-for': '198.51.100.7' } })).text()).toBe('198.51.100.7');
    expect(await (await app.request('/who')).text()).toBe('unknown');
  });
});
