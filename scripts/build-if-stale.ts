import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sources = ['apps/web/app', 'apps/web/server', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/shared/src'];

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
 * Builds the storefront of the checkout at `root` (this one unless given) when there is no build
 * or a source file is newer than it.
 */
export function buildIfStale(root = repoRoot): void {
  const built = fs.statSync(path.join(root, 'apps/web/build/server/index.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (built > 0 && built >= newestSource) return;
  console.log(built === 0 ? 'Building the storefront (first start)…' : 'Sources changed; rebuilding the storefront…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The storefront build failed (see above).');
}
