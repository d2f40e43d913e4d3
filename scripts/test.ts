// `npm test`: typecheck, lint, unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser journeys. Ends with one plain line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

const requireBrowser = process.env.REQUIRE_BROWSER === '1';
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
let passed = 0;
let failed = 0;
const problems: string[] = [];

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function check(label: string, ok: boolean): void {
  if (ok) passed += 1;
  else { failed += 1; problems.push(label); }
}

function readJson(file: string): any {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

check('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
check('lint', run('lint', 'npm', ['run', '--silent', 'lint']));

if (requirePostgres && !process.env.TEST_DATABASE_URL) {
  check('PostgreSQL suite (TEST_DATABASE_URL is not set but REQUIRE_POSTGRES=1)', false);
}

const vitestJson = path.join(results, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestOk = run('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  if ((vitest.numFailedTests ?? 0) > 0) problems.push(`${vitest.numFailedTests} unit/API test(s)`);
  if (!vitestOk && (vitest.numFailedTests ?? 0) === 0) check('vitest run (a suite failed to load)', false);
} else {
  check('vitest run (no report written)', false);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (requireBrowser) check(`browser suite (no Chromium at ${chromium})`, false);
  else console.log(`\nSkipping the browser suite: no Chromium at ${chromium} (set REQUIRE_BROWSER=1 to make this a failure).`);
} else {
  const e2eJson = path.join(results, 'e2e.json');
  fs.rmSync(e2eJson, { force: true });
  const e2eOk = run('browser journeys', 'npx', ['playwright', 'test']);
  const stats = readJson(e2eJson)?.stats;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if ((stats.unexpected ?? 0) > 0) problems.push(`${stats.unexpected} browser test(s)`);
    if ((stats.skipped ?? 0) > 0 && requireBrowser) check(`browser suite (${stats.skipped} skipped)`, false);
    if (!e2eOk && (stats.unexpected ?? 0) === 0) check('playwright run', false);
  } else {
    check('playwright run (no report written)', false);
  }
}

if (problems.length > 0) console.log(`\nFailed: ${problems.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
