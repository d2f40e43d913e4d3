import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// `npm start` starts itself again with the memory settings (decision 034): the same command, with
// smaller semi-spaces and two malloc arenas, once.
const script = path.join(import.meta.dirname, 'support/memory-settings-probe.ts');

function probe(env: Record<string, string | undefined>): { execArgv: string[]; arenas?: string; argv: string[] } {
  const { MALLOC_ARENA_MAX: _unset, HAAT_MEMORY_SETTINGS: _marker, ...rest } = process.env;
  const out = execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', script, 'shop', '--port=1'], { env: { ...rest, ...env }, encoding: 'utf8' });
  return JSON.parse(out) as { execArgv: string[]; arenas?: string; argv: string[] };
}

it.skipIf(process.platform === 'win32')('runs the same command again with the memory settings', () => {
  const seen = probe({});
  expect(seen.execArgv).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=50', '--disable-warning=ExperimentalWarning']);
  expect(seen.arenas).toBe('2');
  expect(seen.argv).toEqual(['shop', '--port=1']);
});

it.skipIf(process.platform === 'win32')('keeps an arena count the operator chose', () => {
  expect(probe({ MALLOC_ARENA_MAX: '4' }).arenas).toBe('4');
});
