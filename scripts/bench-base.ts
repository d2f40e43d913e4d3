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

/** Where npm keeps packages: the root's, and any a workspace has of its own. */
const moduleDirs = ['node_modules', 'apps/web/node_modules', 'apps/console/node_modules', 'apps/server/node_modules', 'packages/shared/node_modules'];

/**
 * The base's node_modules folder (`theirs`): a folder of links to each package this tree has installed, so both
 * builds run the very same dependencies, but with the workspace packages (@haat/*) linked as npm
 * links them, to the base's own folders. A link to this tree's whole folder, as this was until
 * 2026-11-28, handed the base this tree's @haat/shared: its server and storefront ran, and were
 * built, on today's shared schemas, rules and clients.
 */
function linkModules(ours: string, theirs: string): void {
  fs.mkdirSync(theirs);
  for (const entry of fs.readdirSync(ours, { withFileTypes: true })) {
    // npm's own files and tools' caches (vite's) are not packages, and a cache is not shared.
    if (entry.name.startsWith('.') && entry.name !== '.bin') continue;
    if (entry.name !== '@haat') {
      fs.symlinkSync(path.join(ours, entry.name), path.join(theirs, entry.name));
      continue;
    }
    fs.mkdirSync(path.join(theirs, entry.name));
    for (const workspace of fs.readdirSync(path.join(ours, entry.name))) {
      // The link's own relative target ("../../apps/server"), which from here is the base's folder.
      const target = fs.readlinkSync(path.join(ours, entry.name, workspace));
      const link = path.join(theirs, entry.name, workspace);
      // A workspace the revision does not have yet (apps/console before it existed) gets none.
      if (fs.existsSync(path.resolve(path.dirname(link), target))) fs.symlinkSync(target, link);
    }
  }
}

/**
 * A worktree of the revision with this tree's installed packages linked in (linkModules), and its
 * storefront built. Kept between runs (named by commit), so comparing against the same base again
 * is quick; `git worktree remove` it when done.
 */
export function prepareBase(commit: string): string {
  const dir = path.join(os.tmpdir(), `haat-compare-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', dir, commit);
  }
  for (const modules of moduleDirs) {
    const ours = path.join(root, modules);
    const theirs = path.join(dir, modules);
    // A worktree made before 2026-11-28 links this tree's whole folder: linked again, and its
    // builds, made with this tree's shared package, made again.
    if (fs.lstatSync(theirs, { throwIfNoEntry: false })?.isSymbolicLink()) {
      fs.unlinkSync(theirs);
      for (const app of ['apps/web', 'apps/console']) fs.rmSync(path.join(dir, app, 'build'), { recursive: true, force: true });
    }
    // A workspace the revision does not have yet (apps/console before it existed) needs none.
    if (fs.existsSync(ours) && fs.existsSync(path.dirname(theirs)) && !fs.existsSync(theirs)) linkModules(ours, theirs);
  }
  if (!fs.existsSync(path.join(dir, 'scripts/bench-child.ts'))) throw new Error(`${commit.slice(0, 12)} predates scripts/bench-child.ts; pick a later revision.`);
  buildIfStale(dir);
  return dir;
}
