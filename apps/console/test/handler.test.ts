import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServerBuild } from 'react-router';
import { consoleApi } from '../app/lib/console-api-context.server.ts';
import { createConsoleHandler } from '../server/handler.ts';

type Args = { context: Parameters<typeof consoleApi>[0] };

/** A build with one resource route that makes one console API call (a read, or a write on a post). */
function probeBuild(): ServerBuild {
  const read = async ({ context }: Args) => {
    await consoleApi(context).transport.call('me', z.unknown());
    return new Response('ok');
  };
  const write = async ({ context }: Args) => {
    await consoleApi(context).transport.call('logout', z.unknown());
    return new Response('ok');
  };
  return {
    entry: { module: { default: () => new Response('page') } },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      probe: { id: 'probe', parentId: 'root', path: 'probe', module: { loader: read, action: write } },
    },
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: '1' },
    basename: '/console',
    publicPath: '/console/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** The handler over a fake API that records each request it is sent. */
function setup() {
  const sent: Request[] = [];
  const apiFetch = async (request: Request) => {
    sent.push(request);
    return Response.json({ status: 'true', data: {} });
  };
  const handle = createConsoleHandler(apiFetch, { build: probeBuild(), mode: 'test' });
  return { sent, handle };
}

const url = 'http://shop.example/console/probe';

describe('the console page handler', () => {
  it('sends the session cookie of a page load to the API as a bearer, never as a cookie', async () => {
    const { sent, handle } = setup();
    const response = await handle(new Request(url, { headers: { cookie: 'user_token=shopper; haat_console=staff-token', host: 'shop.example' } }), '203.0.113.9');
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer staff-token');
    expect(sent[0]!.headers.get('cookie')).toBeNull();
    expect(sent[0]!.headers.get('x-xsrf-token')).toBeNull();
  });

  it('sends a post as the cookie with the XSRF token of its form field, not as a bearer', async () => {
    const { sent, handle } = setup();
    const body = new URLSearchParams({ xsrfToken: 'form-xsrf', name: 'x' });
    const response = await handle(new Request(url, { method: 'POST', body, headers: { cookie: 'haat_console=staff-token', 'sec-fetch-site': 'same-origin' } }));
    expect(response.status).toBe(200);
    expect(sent[0]!.headers.get('authorization')).toBeNull();
    expect(sent[0]!.headers.get('cookie')).toBe('haat_console=staff-token');
    expect(sent[0]!.headers.get('x-xsrf-token')).toBe('form-xsrf');
  });

  it('takes the XSRF token of an upload from its header and never parses a multipart body for it', async () => {
    const { sent, handle } = setup();
    const form = new FormData();
    form.set('xsrfToken', 'in-the-body');
    form.set('file', new Blob(['a,b']), 'products.csv');
    await handle(new Request(url, { method: 'POST', body: form, headers: { cookie: 'haat_console=t', 'x-xsrf-token': 'header-xsrf' } }));
    expect(sent[0]!.headers.get('x-xsrf-token')).toBe('header-xsrf');

    const bodyOnly = new FormData();
    bodyOnly.set('xsrfToken', 'in-the-body');
    await handle(new Request(url, { method: 'POST', body: bodyOnly, headers: { cookie: 'haat_console=t' } }));
    expect(sent[1]!.headers.get('x-xsrf-token')).toBeNull();
  });

  it('sends no session and no XSRF token without the console cookie', async () => {
    const { sent, handle } = setup();
    await handle(new Request(url, { method: 'POST', body: new URLSearchParams({ xsrfToken: 'x' }), headers: { cookie: 'user_token=shopper' } }));
    expect(sent[0]!.headers.get('authorization')).toBeNull();
    expect(sent[0]!.headers.get('cookie')).toBeNull();
    expect(sent[0]!.headers.get('x-xsrf-token')).toBeNull();
  });

  it('forwards host, user agent, x-forwarded-* and the client address, and nothing else of the request', async () => {
    const { sent, handle } = setup();
    await handle(new Request(url, { headers: {
      host: 'shop.example', 'user-agent': 'Phone/1', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1', referer: 'http://elsewhere/', 'x-haat-store-version': '1.2',
    } }), '203.0.113.9');
    const headers = sent[0]!.headers;
    expect(headers.get('host')).toBe('shop.example');
    expect(headers.get('user-agent')).toBe('Phone/1');
    expect(headers.get('x-forwarded-proto')).toBe('https');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('referer')).toBeNull();
    expect(headers.get('x-haat-store-version')).toBeNull();
  });

  it('refuses a cross-site post before any API call', async () => {
    const { sent, handle } = setup();
    const response = await handle(new Request(url, { method: 'POST', body: new URLSearchParams({ xsrfToken: 'x' }), headers: { cookie: 'haat_console=t', 'sec-fetch-site': 'cross-site' } }));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(sent).toHaveLength(0);
  });

  it('marks every answer private and never stored', async () => {
    const { handle } = setup();
    const response = await handle(new Request(url, { headers: { cookie: 'haat_console=t' } }));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
