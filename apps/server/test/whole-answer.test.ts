import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { apiPaths, productListHeaders } from '@haat/shared/api';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

// Decision 058: the catalogue's answers are made whole where they are made (whole-answer.ts), with
// the headers the outer middlewares give every answer, and those middlewares leave them alone. An
// answer made that way must leave the process exactly as one the middlewares finished.

/** Headers that belong to what an answer is, not to the request it answers: compared apart. */
const ownHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'vary', 'x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding',
  ...Object.values(productListHeaders).map((name) => name.toLowerCase())]);

function outerHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  return Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]).filter(([name]) => !ownHeaders.has(name!)));
}

describeEachEngine('a catalogue answer made whole', (engine) => {
  const suite = apiSuite(engine);
  const product = () => JSON.stringify({ search: 'cotton-anarkali-kurta-a1', subcat_id: 0, type: '' });
  const listing = () => JSON.stringify({ search: '', subcat_id: suite.fx.groups.women, type: 'group', limit: 24 });
  const ask = (url: string, body: string | undefined, headers: Record<string, string> = {}) =>
    Promise.resolve(suite.api.app.fetch(new Request(url, { method: body === undefined ? 'GET' : 'POST', ...(body === undefined ? {} : { body }), headers: { host: 'localhost', 'content-type': 'application/json', ...headers } })));

  it('carries the security headers any other answer gets, HSTS over HTTPS only, and its own request id', async () => {
    for (const origin of ['http://localhost', 'https://localhost']) {
      const other = await ask(`${origin}${apiPaths.resellerLogo}`, undefined);
      const expected = outerHeaders(other.headers);
      expect(Object.keys(expected)).toContain('content-security-policy');
      expect('strict-transport-security' in expected).toBe(origin.startsWith('https'));
      for (const [path, body, encoding] of [[apiPaths.singleProduct, product(), undefined], [apiPaths.productFilters, listing(), undefined], [apiPaths.productFilters, listing(), 'gzip']] as const) {
        const reply = await ask(`${origin}${path}`, body, { 'x-request-id': 'lb-7f3a.12', ...(encoding ? { 'accept-encoding': encoding } : {}) });
        expect(reply.status).toBe(200);
        expect(outerHeaders(reply.headers)).toEqual(expected);
        expect(reply.headers.get('x-request-id')).toBe('lb-7f3a.12');
        expect(reply.headers.get('vary')).toBe('Accept-Encoding');
        expect(reply.headers.get('content-encoding')).toBe(encoding ?? null);
      }
    }
  });

  describe('through the HTTP server', () => {
    /** Raw header lines and body of one request to a real @hono/node-server in front of the app. */
    async function overTheWire(path: string, body: string, headers: Record<string, string> = {}) {
      const server = serve({ fetch: suite.api.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      try {
        const { port } = server.address() as AddressInfo;
        return await new Promise<{ status: number; lines: Array<[string, string]>; body: Buffer }>((resolve, reject) => {
          const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const raw = response.rawHeaders;
              const lines: Array<[string, string]> = [];
              for (let i = 0; i < raw.length; i += 2) lines.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
              resolve({ status: response.statusCode ?? 0, lines, body: Buffer.concat(chunks) });
            });
          });
          request.on('error', reject);
          request.end(body);
        });
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }

    it('sends each header once, the same outer headers as an answer the middlewares finished, and a body of its length', async () => {
      const other = await overTheWire(apiPaths.allCategories, '{}');
      expect(other.status).toBe(200);
      for (const [path, body, encoding] of [[apiPaths.singleProduct, product(), undefined], [apiPaths.productFilters, listing(), undefined], [apiPaths.productFilters, listing(), 'gzip']] as const) {
        const reply = await overTheWire(path, body, encoding ? { 'accept-encoding': encoding } : {});
        expect(reply.status).toBe(200);
        const names = reply.lines.map(([name]) => name);
        expect(new Set(names).size, `no header twice: ${names.join(', ')}`).toBe(names.length);
        expect(outerHeaders(reply.lines)).toEqual(outerHeaders(other.lines));
        const header = (name: string) => reply.lines.find(([n]) => n === name)?.[1];
        expect(header('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(Number(header('content-length'))).toBe(reply.body.length);
        const text = encoding === 'gzip' ? gunzipSync(reply.body).toString('utf8') : reply.body.toString('utf8');
        expect(Array.isArray(JSON.parse(text))).toBe(true);
      }
    });
  });
});
