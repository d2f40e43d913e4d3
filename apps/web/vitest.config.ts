import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { hindiBrowserManifest } from './vite/hindi-browser-manifest.ts';

// Tests render with the messages of both languages, as the dev server does: no browser build's
// manifest (decision 047).
export default defineConfig({
  plugins: [hindiBrowserManifest(undefined, fileURLToPath(new URL('.', import.meta.url)))],
  test: { include: ['test/**/*.test.ts'] },
});
