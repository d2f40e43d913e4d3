// What a Store API call costs when nobody asked it in the last 30 s: the server keeps a listing's
// result, a product's details and the category tree for 30 s (decisions 007, 015), so every load
// target after the first second measures those kept answers. This asks 100 different listings
// and 100 different products once each, one at a time, and times each answer (issue 17).
//
// Part of `npm run bench` (before any load target); alone, against this tree or another's
// (a worktree, as bench:compare makes one), on its SQLite bench catalogue or on PostgreSQL:
//   node scripts/bench-first-asked.ts [--products N] [--tree DIR] [--postgres URL]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { apiPaths } from '../packages/shared/src/api/paths.ts';

/** How many different requests of each kind are timed, and how many others (at most) warm the server's code first. */
const timedRequests = 100;
const warmUpRequests = 20;
/** At least this many warm up, even when the catalogue has fewer than 100 more listings to time. */
const leastWarmUp = 5;

export interface FirstAskedResult {
  id: 'listingFirstAsked' | 'singleProductFirstAsked';
  label: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** The server's own time, from each answer's Server-Timing (SERVER_TIMING); NaN from a server that does not say it. */
  serverP50: number;
  serverP95: number;
}

interface FirstAskedRequest { path: string; body: string }

const listing = (type: 'cat' | 'subcat' | 'group', id: number): FirstAskedRequest =>
  ({ path: apiPaths.productFilters, body: JSON.stringify({ search: '', subcat_id: id, type, limit: 24 }) });
const product = (slug: string): FirstAskedRequest =>
  ({ path: apiPaths.singleProduct, body: JSON.stringify({ search: slug, subcat_id: 0, type: '' }) });

/**
 * Listings' first pages (every group, category and subcategory) and product pages' products
 * (slugs spread evenly over the catalogue), read from the bench database; the last
 * `timedRequests` of each are timed, the ones before them (up to `warmUpRequests`) warm up.
 */
async function pickRequests(databaseUrl: string): Promise<{ listings: FirstAskedRequest[]; products: FirstAskedRequest[] }> {
  const db = openDatabase(databaseUrl);
  try {
    // The shop the bench asks (an unknown host gets the default store); a catalogue may hold others.
    const store = (await db.selectFrom('stores').select('id').where('is_default', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    const ids = async (table: 'category_groups' | 'categories' | 'subcategories') =>
      (await db.selectFrom(table).select('id').where('store_id', '=', store).orderBy('id').execute()).map((r) => r.id);
    // The warm-up takes the groups (a shopper opens them least), so the timed ones are categories and subcategories.
    const listings = [
      ...(await ids('category_groups')).map((id) => listing('group', id)),
      ...(await ids('categories')).map((id) => listing('cat', id)),
      ...(await ids('subcategories')).map((id) => listing('subcat', id)),
    ];
    const published = db.selectFrom('products').where('status', '=', 'published').where('store_id', '=', store);
    const { n } = await published.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const wanted = timedRequests + warmUpRequests;
    const products: FirstAskedRequest[] = [];
    // Offsets a little off the even steps: the bench's own fixture product sits at the middle.
    for (let i = 0; i < wanted; i++) {
      const row = await published.select('asin').orderBy('id').limit(1).offset(Math.floor(((i + 0.37) * Number(n)) / wanted)).executeTakeFirstOrThrow();
      products.push(product(row.asin.toLowerCase()));
    }
    // The bench catalogue has 111 listings: 11 warm up, 100 are timed.
    return { listings: listings.slice(-Math.max(timedRequests + leastWarmUp, Math.min(wanted, listings.length))), products };
  } finally {
    await db.destroy();
  }
}

/**
 * One request, timed to the end of its body (ms), and the server's own time for it as its
 * Server-Timing says (from the request's arrival in the app to its answer made; NaN if not said).
 */
async function timed(origin: string, request: FirstAskedRequest): Promise<{ ms: number; serverMs: number }> {
  const started = performance.now();
  const response = await fetch(new URL(request.path, origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body });
  const body: unknown = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || !Array.isArray(body)) throw new Error(`${request.path} ${request.body} answered HTTP ${response.status} with ${JSON.stringify(body).slice(0, 80)}`);
  const serverMs = Number(/(?:^|,)\s*app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  return { ms, serverMs };
}

const nearestRank = (sorted: number[], p: number): number => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timeEach(origin: string, label: string, id: FirstAskedResult['id'], requests: FirstAskedRequest[]): Promise<FirstAskedResult> {
  const warmUp = Math.max(0, requests.length - timedRequests);
  // Picking the requests may have taken longer than the server keeps an idle connection open:
  // the first warm-up request may meet a closed one, and is sent again.
  for (const request of requests.slice(0, warmUp)) await timed(origin, request).catch(() => timed(origin, request));
  const times: number[] = [];
  const serverTimes: number[] = [];
  for (const request of requests.slice(warmUp)) {
    const { ms, serverMs } = await timed(origin, request);
    times.push(ms);
    serverTimes.push(serverMs);
  }
  const sorted = times.sort((a, b) => a - b);
  const server = serverTimes.some(Number.isNaN) ? [] : serverTimes.sort((a, b) => a - b);
  return {
    id, label, requests: times.length, p50: nearestRank(sorted, 50), p95: nearestRank(sorted, 95), max: sorted.at(-1) ?? Number.NaN,
    serverP50: nearestRank(server, 50), serverP95: nearestRank(server, 95),
  };
}

/**
 * Asks each request once, one at a time, on a server that has answered none of them (call it
 * before any load target): `warmUpRequests` other ones first so the server's code is compiled,
 * then `timedRequests` timed. The answer to each still comes from memory for the category tree
 * and the store, which every page keeps warm.
 */
export async function measureFirstAsked(origin: string, databaseUrl: string): Promise<FirstAskedResult[]> {
  const { listings, products } = await pickRequests(databaseUrl);
  return [
    await timeEach(origin, 'POST GetAllProductFilters, a listing\'s first page', 'listingFirstAsked', listings),
    await timeEach(origin, 'POST GetSingleProductFilters', 'singleProductFirstAsked', products),
  ];
}

export function formatFirstAsked(results: FirstAskedResult[]): string {
  const figure = (ms: number, width: number) => (Number.isNaN(ms) ? '-' : ms.toFixed(2)).padStart(width);
  const rows = results.map((r) => `${r.label.padEnd(52)} | ${String(r.requests).padStart(8)} | ${figure(r.p50, 6)} | ${figure(r.p95, 6)} | ${figure(r.max, 6)} | ${figure(r.serverP50, 13)} | ${figure(r.serverP95, 13)}`);
  return [
    `Asked for the first time (each of ${timedRequests} different requests once, one at a time, after a few others warmed the code):`,
    `${'call'.padEnd(52)} | requests | p50 ms | p95 ms | max ms | server p50 ms | server p95 ms`,
    `${'-'.repeat(52)}-|----------|--------|--------|--------|---------------|--------------`,
    ...rows,
    '(p50, p95, max: the bench\'s fetch, from sending to the whole body read; server: the answer\'s Server-Timing, from its arrival in the app to its answer made)',
  ].join('\n');
}

/**
 * A database of its own on that PostgreSQL server for the tree at `dir`, migrated and seeded by
 * that tree's code (kept for the next run: DROP DATABASE haat_bench_first_… when done).
 */
async function seedPostgres(serverUrl: string, dir: string, products: number): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `haat_bench_first_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}_${products}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const from = (file: string) => import(path.join(dir, 'apps/server/src/db', file));
  const { migrateToLatest } = await from('migrate.ts') as typeof import('../apps/server/src/db/migrate.ts');
  const { seedDemoStore } = await from('seed/seed-demo-store.ts') as typeof import('../apps/server/src/db/seed/seed-demo-store.ts');
  const db = openDatabase(url.toString());
  try {
    await migrateToLatest(db);
    await seedDemoStore(db, { uploadsDir: path.join(dir, 'data/bench/uploads'), products, log: (m) => console.error(`postgres: ${m}`) });
  } finally {
    await db.destroy();
  }
  return url.toString();
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' }, tree: { type: 'string' }, postgres: { type: 'string' } } });
  const products = Number(values.products);
  const tree = path.resolve(values.tree ?? path.join(import.meta.dirname, '..'));
  // That tree's own catalogue, build and server, as bench:compare serves a base revision.
  const catalogues = await import(path.join(tree, 'scripts/bench-catalogue.ts')) as typeof import('./bench-catalogue.ts');
  const child = await import(path.join(tree, 'scripts/bench-child.ts')) as typeof import('./bench-child.ts');
  const { buildIfStale } = await import(path.join(tree, 'scripts/build-if-stale.ts')) as typeof import('./build-if-stale.ts');
  const databaseUrl = values.postgres ? await seedPostgres(values.postgres, tree, products) : (await catalogues.prepareCatalogue(products, (m) => console.error(m))).databasePath;
  buildIfStale(tree);
  const server = await child.startBenchServer(databaseUrl, catalogues.benchUploadsDir);
  try {
    console.log(`${tree}, ${products.toLocaleString('en-IN')} products on ${values.postgres ? 'PostgreSQL' : 'SQLite'}`);
    console.log(formatFirstAsked(await measureFirstAsked(server.origin, databaseUrl)));
  } finally {
    await server.stop();
  }
}
