import { createRequestHandler, type ServerBuild } from 'react-router';
import { expect, it, vi } from 'vitest';
import * as entry from '../app/entry.server.tsx';

/** The smallest build React Router serves: one page (with a loader and an error boundary, as the shop's root has, and no action), and the real document entry. */
const build = {
  entry: { module: entry },
  routes: { root: { id: 'root', path: '', module: { default: () => null, loader: () => null, ErrorBoundary: () => null } } },
  assets: {
    entry: { imports: [], module: '/entry.client.js' },
    routes: { root: { id: 'root', path: '', module: '/root.js', hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: true } },
    url: '/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: '/tmp',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial' },
} as unknown as ServerBuild;

it('logs a form posted to a page without an action as one line, without a stack', async () => {
  const logged: string[] = [];
  const capture = (chunk: unknown) => { logged.push(String(chunk)); return true; };
  const spies = [
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(console, 'error').mockImplementation((...args) => { logged.push(args.map((a) => (a instanceof Error ? a.stack : typeof a === 'object' ? JSON.stringify(a) : String(a))).join(' ')); }),
  ];
  try {
    const handle = createRequestHandler(build, 'production');
    const response = await handle(new Request('http://localhost/', { method: 'POST', body: new URLSearchParams({ a: '1' }) }));
    expect(response.status).toBe(405);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  const lines = logged.join('').split('\n').filter((line) => line.trim() !== '');
  expect(lines, lines.join('\n')).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: 'A page refused a request', method: 'POST', path: '/', status: 405 });
});
