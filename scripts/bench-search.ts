// `node scripts/bench-search.ts [--base REV] [--postgres URL] [--products N] [--queries N]`: how long
// a search takes the first time it is asked (issue 17, decision 032). The server keeps a search's
// result for 30 s, so a popular query is cheap; this measures the other kind: N distinct queries
// (bench-search-queries.ts), each asked once, one at a time, end to end over HTTP (first page of
// 24, as the storefront asks). Before them, 20 other distinct queries load the store's vocabulary
// and warm the JIT, so what is measured is a warm server meeting queries it has not seen.
//
// With --base, the same queries go to <revision>'s server too (its worktree, catalogue and build,
// as bench-compare.ts makes them), alternating which is asked first, so both meet the machine's
// moods alike; the ratios (this / base) are the figure to trust on a busy machine. The server's
// CPU time per query (from /proc) is printed beside the wall times: it moves less with load.
// With --postgres, this tree is measured again on a database seeded on that server. A report,
// never a test: it exits 0 whatever the times.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productListHeaders } from '../packages/shared/src/api/catalogue-pages.ts';
import { benchUploadsDir, prepareCatalogue } from './bench-catalogue.ts';
import { processCpuMs } from './bench-cpu.ts';
import { startBenchServer, type BenchServer } from './bench-child.ts';
import { searchQueryMix } from './bench-search-queries.ts';
import { searchRequest } from './bench-targets.ts';
import { git, prepareBase } from './bench-base.ts';
import { buildIfStale } from './build-if-stale.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { base: { type: 'string' }, postgres: { type: 'string' }, products: { type: 'string', default: '100000' }, queries: { type: 'string', default: '100' } },
});
const products = Number(values.products);
const queryCount = Number(values.queries);
if (!Number.isSafeInteger(products) || products < 1 || !Number.isSafeInteger(queryCount) || queryCount < 1) {
  throw new Error('Usage: node scripts/bench-search.ts [--base REV] [--postgres URL] [--products N] [--queries N]');
}
const log = (message: string) => console.error(message);
const servers: BenchServer[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all(servers.map((s) => s.stop())).finally(() => process.exit(130)));
}

interface Build { label: string; server: BenchServer; times: number[]; results: number[]; cpuMs: number }

try {
  buildIfStale();
  const catalogue = await prepareCatalogue(products, log);
  const builds: Build[] = [];
  const base = values.base ? await baseTree(values.base) : undefined;
  if (base) builds.push(await build(`base ${base.name}`, base.catalogue, base.child.startBenchServer, base.uploads));
  builds.push(await build('this tree, SQLite', catalogue.databasePath, startBenchServer));
  await measure(builds);
  if (values.postgres) {
    const onPostgres: Build[] = [];
    if (base) onPostgres.push(await build(`base ${base.name}, PG`, await seedPostgres(values.postgres, base.dir, base.name), base.child.startBenchServer, base.uploads));
    onPostgres.push(await build('this tree, PostgreSQL', await seedPostgres(values.postgres, root, 'this'), startBenchServer));
    await measure(onPostgres);
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}

async function build(label: string, database: string, start: typeof startBenchServer, uploads = benchUploadsDir): Promise<Build> {
  const server = await start(database, uploads);
  servers.push(server);
  return { label, server, times: [], results: [], cpuMs: 0 };
}

async function measure(builds: Build[]): Promise<void> {
  const warmUp = searchQueryMix(20, queryCount);
  for (const b of builds) for (const query of warmUp) await timeSearch(b.server.origin, query);
  const queries = searchQueryMix(queryCount);
  const cpuBefore = builds.map((b) => processCpuMs(b.server.pid));
  for (const [i, query] of queries.entries()) {
    // Alternate who goes first: the second asker of a pair may find the disk cache warmer.
    const order = i % 2 === 0 ? builds : builds.toReversed();
    for (const b of order) {
      const { ms, results } = await timeSearch(b.server.origin, query);
      b.times.push(ms);
      b.results.push(results);
    }
  }
  builds.forEach((b, i) => { b.cpuMs = (processCpuMs(b.server.pid) - cpuBefore[i]!) / queries.length; });
  report(builds, queries);
}

function report(builds: Build[], queries: string[]): void {
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
  console.log(`\n${queries.length} distinct searches, each asked once (first page of 24), ${products.toLocaleString('en-IN')} products, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(`${'build'.padEnd(24)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'CPU ms/query'.padStart(13)} ${'results'.padStart(8)}`);
  for (const b of builds) {
    const results = b.results.reduce((a, n) => a + n, 0);
    console.log(`${b.label.padEnd(24)} ${pct(b.times, 50).toFixed(2).padStart(8)} ${pct(b.times, 95).toFixed(2).padStart(8)} ${Math.max(...b.times).toFixed(2).padStart(8)} ${b.cpuMs.toFixed(2).padStart(13)} ${String(results).padStart(8)}`);
  }
  if (builds.length === 2) {
    const [base, ours] = builds as [Build, Build];
    const ratio = (p: number) => (pct(ours.times, p) / pct(base.times, p)).toFixed(3);
    console.log(`ratio this / base: p50 ${ratio(50)}, p95 ${ratio(95)}, CPU ${(ours.cpuMs / base.cpuMs).toFixed(3)}`);
  }
  const slowest = builds.at(-1)!;
  const worst = slowest.times.map((ms, i) => ({ ms, query: queries[i]! })).sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`slowest for ${slowest.label}: ${worst.map((w) => `"${w.query}" ${w.ms.toFixed(1)} ms`).join(', ')}`);
}

/** One search: its time (ms, to the end of the body) and how many products the whole result has. */
async function timeSearch(origin: string, query: string): Promise<{ ms: number; results: number }> {
  const request = searchRequest(query);
  const started = performance.now();
  const response = await fetch(new URL(request.path, origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body ?? null });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`Search "${query}" answered HTTP ${response.status}`);
  return { ms, results: Number(response.headers.get(productListHeaders.results)) || 0 };
}

/** <revision>'s worktree, build and catalogue, as bench-compare.ts keeps them. */
async function baseTree(revision: string) {
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  const dir = prepareBase(commit);
  const child = await import(path.join(dir, 'scripts/bench-child.ts')) as typeof import('./bench-child.ts');
  const catalogues = await import(path.join(dir, 'scripts/bench-catalogue.ts')) as typeof import('./bench-catalogue.ts');
  const catalogue = await catalogues.prepareCatalogue(products, (m) => log(`base: ${m}`));
  log(`base ${commit.slice(0, 12)} in ${dir} (git worktree remove --force ${dir} when done)`);
  return { name: commit.slice(0, 12), dir, child, catalogue: catalogue.databasePath, uploads: catalogues.benchUploadsDir };
}

/**
 * A database of its own on that server for the tree at `dir`, migrated and seeded by that tree's
 * code to `products` (kept for the next run: DROP DATABASE haat_bench_search_… when done).
 */
async function seedPostgres(serverUrl: string, dir: string, tree: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `haat_bench_search_${tree.replace(/\W/g, '')}_${products}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const from = (file: string) => import(path.join(dir, 'apps/server/src/db', file));
  const { openDatabase } = await from('database.ts') as typeof import('../apps/server/src/db/database.ts');
  const { migrateToLatest } = await from('migrate.ts') as typeof import('../apps/server/src/db/migrate.ts');
  const { seedDemoStore } = await from('seed/seed-demo-store.ts') as typeof import('../apps/server/src/db/seed/seed-demo-store.ts');
  const db = openDatabase(url.toString());
  try {
    await migrateToLatest(db);
    await seedDemoStore(db, { uploadsDir: path.join(dir, 'data/bench/uploads'), products, log: (m) => log(`postgres (${tree}): ${m}`) });
  } finally {
    await db.destroy();
  }
  return url.toString();
}
