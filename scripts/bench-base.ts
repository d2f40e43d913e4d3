import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.ts';

const root = path.resolve(import.meta.dirname, '..');

export function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * A worktree of the revision with this tree's installed packages linked in, and its storefront
 * built. Kept between runs (named by commit), so comparing against the same base again is quick;
 * `git worktree remove` it when done.
 */
export function prepareBase(commit: string): string {
  const dir = path.join(os.tmpdir(), `haat-compare-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', dir, commit);
  }
  // Every node_modules this tree has (the root and any workspace's own), so both builds run the
  // very same dependencies and only the code differs.
  for (const modules of ['node_modules', 'apps/web/node_modules', 'apps/console/node_modules', 'apps/server/node_modules', 'packages/shared/node_modules']) {
    const ours = path.join(root, modules);
    const theirs = path.join(dir, modules);
    // A workspace the revision does not have yet (apps/console before it existed) needs none.
    if (fs.existsSync(ours) && fs.existsSync(path.dirname(theirs)) && !fs.existsSync(theirs)) fs.symlinkSync(ours, theirs);
  }
  if (!fs.existsSync(path.join(dir, 'scripts/bench-child.ts'))) throw new Error(`${commit.slice(0, 12)} predates scripts/bench-child.ts; pick a later revision.`);
  buildIfStale(dir);
  return dir;
}
