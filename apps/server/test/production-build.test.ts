import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildIfStale } from '../../../scripts/build-if-stale.ts';

// Vitest runs with NODE_ENV=test, and a build it starts (through buildIfStale, as several suites
// do) once bundled React's development build: twice the JavaScript, which the browser journeys
// and a later `npm start` then served. Every build is React's production build.

const repo = path.resolve(import.meta.dirname, '../../..');

/** The browser entry file the storefront's current server build links to. */
function storefrontEntry(): string {
  const serverDir = path.join(repo, 'apps/web/build/server');
  const chunk = /server-build-[\w-]+\.js/.exec(fs.readFileSync(path.join(serverDir, 'index.js'), 'utf8'))?.[0];
  if (!chunk) throw new Error('the storefront build names no server-build chunk');
  const entry = /entry\.client-[\w-]+\.js/.exec(fs.readFileSync(path.join(serverDir, 'assets', chunk), 'utf8'))?.[0];
  if (!entry) throw new Error('the storefront build names no browser entry');
  return path.join(repo, 'apps/web/build/client/assets', entry);
}

it('builds the storefront with React\'s production build, whatever NODE_ENV the caller has', () => {
  expect(process.env.NODE_ENV).toBe('test');
  buildIfStale();
  // A warning only React's development build carries.
  expect(fs.readFileSync(storefrontEntry(), 'utf8')).not.toContain('Each child in a list should have a unique');
}, 180_000);
