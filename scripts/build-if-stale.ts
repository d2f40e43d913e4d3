import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The apps `npm start` serves, each built alone from its own sources (decision 021 §1). */
const apps = [
  { dir: 'apps/web', workspace: '@haat/web', name: 'storefront' },
  { dir: 'apps/console', workspace: '@haat/console', name: 'console' },
];

/** What an app's build is made from: its own folders and configs, and the shared package. */
function sourcesOf(dir: string): string[] {
  return [`${dir}/app`, `${dir}/server`, `${dir}/sw`, `${dir}/vite`, `${dir}/vite.config.ts`, `${dir}/react-router.config.ts`, 'packages/shared/src'];
}

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds each app of the checkout at `root` (this one unless given) that has no build or a source
 * file newer than its build; an edit to the console never rebuilds the storefront.
 */
export function buildIfStale(root = repoRoot): void {
  // Test files that need a build call this from parallel workers: one builds while the others
  // wait, then each sees the build fresh. Two builds at once would remove each other's files.
  withBuildLock(root, () => buildStaleApps(root));
}

/** A lock held while a checkout builds (any earlier holder that died over 15 minutes ago is let go). */
const lockStaleMs = 15 * 60_000;
const lockWaitMs = 200;

function withBuildLock(root: string, build: () => void): void {
  const lock = path.join(os.tmpdir(), `haat-build-${crypto.createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      // Making a directory is atomic: exactly one caller gets it.
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > lockStaleMs) fs.rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, lockWaitMs);
    }
  }
  try {
    build();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function buildStaleApps(root: string): void {
  for (const app of apps) {
    // An older checkout (bench-compare's baseline) may not have the app at all.
    if (!fs.existsSync(path.join(root, app.dir, 'package.json'))) continue;
    const built = fs.statSync(path.join(root, app.dir, 'build/server/index.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const newestSource = Math.max(...sourcesOf(app.dir).map((s) => newestMtime(path.join(root, s))));
    if (built > 0 && built >= newestSource) continue;
    console.log(built === 0 ? `Building the ${app.name} (first start)…` : `Sources changed; rebuilding the ${app.name}…`);
    // Always React's production build: a build started from Vitest (NODE_ENV=test) or any other
    // environment would otherwise bundle React's development build, which npm start then serves.
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.workspace], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`The ${app.name} build failed (see above).`);
  }
}
