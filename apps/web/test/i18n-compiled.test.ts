import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// The compiled messages (app/i18n/paraglide) and the domain modules (app/i18n/m) are committed so
// that typecheck and tests need no build step (decision 045); `npm run i18n -w @haat/web` writes
// them. This fails when a catalogue changed without compiling again.

const web = join(import.meta.dirname, '..');
const fresh = mkdtempSync(join(tmpdir(), 'haat-i18n-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return found;
}

it('has the compiled messages of the catalogues as they are now', () => {
  const script = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')).scripts.i18n as string;
  const [compile = '', domains = ''] = script.split(' && ');
  const args = compile.replace(/^paraglide-js /, '').replace('./app/i18n/paraglide', join(fresh, 'paraglide')).split(' ');
  execFileSync(process.execPath, [join(web, '../../node_modules/@inlang/paraglide-js/bin/run.js'), ...args], { cwd: web, stdio: 'pipe' });
  expect(domains).toBe('node scripts/i18n-domains.ts');
  execFileSync(process.execPath, ['scripts/i18n-domains.ts', join(fresh, 'paraglide'), join(fresh, 'm')], { cwd: web, stdio: 'pipe' });
  for (const folder of ['paraglide', 'm']) {
    const expected = files(join(fresh, folder));
    const actual = files(join(web, 'app/i18n', folder));
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, text] of expected) expect(actual.get(path), path).toBe(text);
  }
}, 30_000);
