// `npm run bench`: a performance report (never a test). Prepares a large SQLite catalogue, serves
// it from a child process, loads each target with autocannon on loopback, weighs each page's
// first-load JavaScript and first HTML, takes the server's memory after the load and after a
// minute idle, soaks a fresh server for its memory (RSS over minutes of 200
// connections), prints the tables and writes test-results/bench.json. Exits 0 even when a
// goal is missed; non-zero only when the benchmark could not run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildIfStale } from './build-if-stale.ts';
import { benchUploadsDir, prepareCatalogue } from './bench-catalogue.ts';
import { benchNodeEnv, startBenchServer, type BenchServer } from './bench-child.ts';
import { measureFirstAsked } from './bench-first-asked.ts';
import { measureEveryPage } from './bench-every-page.ts';
import { measureFirstLoadJs } from './bench-first-load.ts';
import { runLoad, type BenchRequest } from './bench-load.ts';
import { benchPlaceOrders } from './bench-place-order.ts';
import { memoryAfterIdle, memoryPoint, type MemoryPoint } from './bench-memory.ts';
import { measurePageHtml } from './bench-pages.ts';
import { runSoak, type SoakResult } from './bench-soak.ts';
import { BenchUsageError, parseBenchOptions } from './bench-options.ts';
import { formatReport, judgeGoals, type BenchReport, type TargetResult } from './bench-report.ts';
import { productListHeaders } from '../packages/shared/src/api/catalogue-pages.ts';
import { benchPages, benchTargets, searchQueries, searchRequest } from './bench-targets.ts';

const root = path.resolve(import.meta.dirname, '..');
const jsonPath = path.join(root, 'test-results/bench.json');
let server: BenchServer | undefined;

// Ctrl-C must not leave the child server holding its port.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench server…`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  // Short runs get a short warm-up; the default 10 s run gets 2 s (JIT, SQLite page cache).
  const warmupSeconds = Math.min(2, Math.max(1, Math.round(options.duration / 5)));
  const progress = (message: string) => console.error(message);
  // Taken before our own seeding and build, so it shows what else the machine was doing.
  const loadBefore = os.loadavg()[0] ?? Number.NaN;

  const catalogue = await prepareCatalogue(options.products, progress);
  buildIfStale();
  server = await startBenchServer(catalogue.databasePath, benchUploadsDir);
  progress(`Bench server (pid ${server.pid}) answering on ${server.origin}`);
  const memory: MemoryPoint[] = [await memoryPoint(server, 'fresh start')];

  const firstLoadJs = [];
  const firstLoadJsHindi = [];
  for (const page of benchPages(catalogue)) {
    firstLoadJs.push(await measureFirstLoadJs(server.origin, page.path));
    // The same page in Hindi runs the Hindi browser build (decision 047).
    firstLoadJsHindi.push(await measureFirstLoadJs(server.origin, page.path, { cookie: 'locale=hi' }));
  }
  // Each page's first HTML as a returning visitor gets it (rendered for them, never the page cache).
  const allTargets = benchTargets(catalogue);
  const pageHtml = await measurePageHtml(server.origin, benchPages(catalogue).map((page) => ({
    id: page.id,
    request: allTargets.find((t) => t.id === `${page.id}Rendered`)!.requests[0]!,
  })));

  // Before any other search: what each query costs the first time (no result reused yet).
  const cold = await firstSearches(server.origin, progress);
  // Before any load target too: listings and products nobody asked for in the last 30 s.
  progress('  listings and products: first time for each of 100…');
  const firstAsked = await measureFirstAsked(server.origin, catalogue.databasePath);

  const targets: TargetResult[] = [];
  for (const target of allTargets) {
    progress(`  ${target.label}: warm-up ${warmupSeconds} s, then ${options.duration} s…`);
    await runLoad(server.origin, target.requests, warmupSeconds, options.connections);
    const result = await runLoad(server.origin, target.requests, options.duration, options.connections);
    if (!server.alive()) throw new Error(`The bench server exited during "${target.label}"`);
    targets.push({ id: target.id, label: target.label, ...result });
  }
  memory.push(await memoryPoint(server, 'after every target'));
  memory.push(await memoryAfterIdle(server, progress));

  // The mixed search figure hides which query is slow; each alone, on one connection, shows it.
  const searchSecondsPerQuery = warmupSeconds;
  const searchByQuery = [];
  for (const query of searchQueries) {
    progress(`  search "${query}" alone: ${searchSecondsPerQuery} s…`);
    const request = searchRequest(query);
    const { results } = await timeSearch(server.origin, request);
    searchByQuery.push({ query, results, firstMs: cold.get(query) ?? Number.NaN, ...(await runLoad(server.origin, [request], searchSecondsPerQuery, 1)) });
  }
  // Last on this server: it signs a shopper up and places an order for their pages.
  progress('  first-load JavaScript of every page, a guest\'s and a signed-in shopper\'s…');
  const firstLoadEveryPage = await measureEveryPage(server.origin, catalogue.productSlug, catalogue.categoryId);
  await server.stop();
  // Placing orders writes, so it has a small catalogue and a server of its own (bench-place-order.ts).
  targets.push(await benchPlaceOrders(options.duration, warmupSeconds, progress));

  // A fresh server, so the soak shows memory from a cold start, not after the targets above.
  let soak: SoakResult | undefined;
  if (options.soakSeconds > 0) {
    server = await startBenchServer(catalogue.databasePath, benchUploadsDir, ['--expose-gc']);
    soak = await runSoak(server, catalogue, options.soakSeconds, progress);
    await server.stop();
  }

  const cpus = os.cpus();
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      platform: `${os.platform()} ${os.release()}`,
      node: process.versions.node,
      loadAverage: { start: loadBefore, end: os.loadavg()[0] ?? Number.NaN },
    },
    settings: {
      products: catalogue.products,
      durationSeconds: options.duration,
      warmupSeconds,
      connections: options.connections,
      database: path.relative(root, catalogue.databasePath),
      nodeEnv: benchNodeEnv(),
      searchSecondsPerQuery,
      // The bench server reads the same environment (bench-server.ts).
      pageCacheSeconds: loadConfig({ ...process.env }).PAGE_CACHE_SECONDS,
    },
    fixtures: {
      categoryId: catalogue.categoryId,
      category: catalogue.categoryName,
      subcategoryId: catalogue.subcategoryId,
      subcategory: catalogue.subcategoryName,
      productSlug: catalogue.productSlug,
    },
    targets,
    searchByQuery,
    firstAsked,
    firstLoadJs,
    firstLoadJsHindi,
    firstLoadEveryPage,
    pageHtml,
    memory,
    goals: judgeGoals(targets, firstLoadJs, firstLoadJsHindi, searchByQuery, pageHtml, memory, firstLoadEveryPage, firstAsked),
    ...(soak ? { soak } : {}),
  };
  console.log(`\n${formatReport(report)}\n`);
  fs.mkdirSync(path.dirname(jsonPath), { recursive: true });
  fs.writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${path.relative(process.cwd(), jsonPath)}`);
}

/**
 * Each query once, timed alone, before anything else searched for it: the server reuses a result
 * for 30 s (decision 007), so every later figure is the reused one. A first search for another
 * word loads the store's vocabulary, which happens once per server start, not once per query.
 */
async function firstSearches(origin: string, progress: (message: string) => void): Promise<Map<string, number>> {
  progress('  search: first time for each query…');
  await timeSearch(origin, searchRequest('vocabulary'));
  const times = new Map<string, number>();
  for (const query of searchQueries) times.set(query, (await timeSearch(origin, searchRequest(query))).ms);
  return times;
}

/** One search: its time (ms, to the end of the body) and how many products the whole result has. */
async function timeSearch(origin: string, request: BenchRequest): Promise<{ ms: number; results: number }> {
  const started = performance.now();
  const response = await fetch(new URL(request.path, origin), {
    method: request.method,
    headers: { 'content-type': 'application/json' },
    body: request.body ?? null,
  });
  const body: unknown = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || !Array.isArray(body)) throw new Error(`Search ${request.body} answered HTTP ${response.status}`);
  const whole = Number(response.headers.get(productListHeaders.results));
  return { ms, results: Number.isFinite(whole) ? whole : body.length };
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error instanceof BenchUsageError ? error.message : error.stack ?? error.message) : String(error));
  await server?.stop();
  process.exitCode = error instanceof BenchUsageError ? 2 : 1;
});
