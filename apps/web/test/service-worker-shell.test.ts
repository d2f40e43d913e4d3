import { expect, it } from 'vitest';
import { shellFiles } from '../scripts/build-service-worker.ts';

// A Vite manifest in the shape the client build writes (keys shortened).
const manifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-a.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-b.js' },
  'app/root.tsx?__react-router-build-client-route': { file: 'assets/root-c.js', imports: ['_shell.js', '_framework.js'], css: ['assets/styles-d.css'] },
  '_shell.js': { file: 'assets/shell-e.js', assets: ['assets/icons-f.svg'] },
  'app/routes/cart.tsx?__react-router-build-client-route': { file: 'assets/cart-g.js', imports: ['_framework.js', '_cart-lines.js'] },
  '_cart-lines.js': { file: 'assets/cart-lines-h.js' },
};

it('precaches what every page loads: the entry, the root route, their imports, stylesheet and sprite; no page\'s own code', () => {
  expect(shellFiles(manifest, ['app/entry.client.tsx', 'app/root.tsx?__react-router-build-client-route'])).toEqual([
    'assets/entry.client-a.js', 'assets/framework-b.js', 'assets/icons-f.svg', 'assets/root-c.js', 'assets/shell-e.js', 'assets/styles-d.css',
  ]);
});

it('refuses a manifest without the entry it was told to start from', () => {
  expect(() => shellFiles(manifest, ['app/root.tsx'])).toThrow(/has no app\/root\.tsx/);
});
