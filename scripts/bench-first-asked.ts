// What a Store API call costs when nobody asked it in the last 30 s: the server keeps a listing's
// result, a product's details and the category tree for 30 s (decisions 007, 015), so every load
// target after the first second measures those kept answers. This asks 100 different listings
// and 100 different products once each, one at a time, and times each answer (issue 17). Two
// clients take turns: Node's fetch, as earlier runs measured, and a plain node:http client, as
// the load targets' autocannon speaks HTTP; each reads and parses the whole gzipped answer.
// It is done twice: right after the server started, when only a few calls have run its code, and
// again once the server has answered every one of them a few times at earlier store versions
// (moved as a console change moves them, so nothing it keeps answers), as a server that has been
// up for a while runs compiled code. Then the clients' own floor: the same clients asking a
// server that does no work for the same bytes (bench-bare-server.ts). Last, a bare Hono + SQLite
// peer (bench-peer-server.ts) asked the same requests: what any Node server answering them takes.
//
// Part of `npm run bench` (before any load target); alone, against this tree or another's
// (a worktree, as bench:compare makes one), on its SQLite bench catalogue or on PostgreSQL:
//   node scripts/bench-first-asked.ts [--products N] [--tree DIR] [--postgres URL]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { storeChangesChannel } from '../apps/server/src/cache/store-changes.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { engineOf } from '../apps/server/src/db/engine.ts';
import { apiPaths } from '../packages/shared/src/api/paths.ts';

/** How many different requests of each kind are timed, and how many others (at most) warm the server's code first. */
const timedRequests = 100;
const warmUpRequests = 20;
/** At least this many warm up, even when the catalogue has fewer than 100 more listings to time. */
const leastWarmUp = 5;
/** How many times every request is asked, each time at a new store version, before the code-warm run is timed. */
const codeWarmRounds = 5;

export interface FirstAskedResult {
  id: 'listingFirstAsked' | 'singleProductFirstAsked' | 'listingFirstAskedCodeWarm' | 'singleProductFirstAskedCodeWarm'
    | 'listingClientFloor' | 'singleProductClientFloor' | 'listingPeer' | 'singleProductPeer';
  label: string;
  requests: number;
  /** Node's fetch, over the requests it asked (every other one): from sending to the whole body read and parsed. */
  p50: number;
  p95: number;
  max: number;
  /** node:http, the same, over the other half. */
  plainP50: number;
  plainP95: number;
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

/** A client the requests are timed with: sends one, reads and parses its whole answer. */
interface Client { ask(origin: string, request: FirstAskedRequest): Promise<{ status: number; body: unknown; serverTiming: string }>; close(): void }

/** Node's fetch (undici), which asks for gzip and unpacks it as a stream. */
const fetchClient = (): Client => ({
  async ask(origin, request) {
    const response = await fetch(new URL(request.path, origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body });
    return { status: response.status, body: await response.json() as unknown, serverTiming: response.headers.get('server-timing') ?? '' };
  },
  close() {},
});

/** node:http on one kept-alive connection, asking for gzip as fetch does and unpacking it in one call. */
function plainClient(): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    async ask(origin, request) {
      const { response, packed } = await postAsked(origin, request, agent);
      const encoding = response.headers['content-encoding'];
      const text = (encoding === 'gzip' ? zlib.gunzipSync(packed) : encoding === 'deflate' ? zlib.inflateSync(packed) : packed).toString('utf8');
      return { status: response.statusCode ?? 0, body: JSON.parse(text) as unknown, serverTiming: String(response.headers['server-timing'] ?? '') };
    },
    close: () => agent.destroy(),
  };
}

/** One request by node:http, asking for gzip as fetch does: the answer and its bytes as they came over the wire. */
function postAsked(origin: string, request: FirstAskedRequest, agent?: http.Agent): Promise<{ response: http.IncomingMessage; packed: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(new URL(request.path, origin), {
      method: 'POST', ...(agent ? { agent } : {}),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body), 'accept-encoding': 'gzip, deflate' },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ response, packed: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end(request.body);
  });
}

/**
 * One request, timed to the end of its body read and parsed (ms), and the server's own time for
 * it as its Server-Timing says (from the request's arrival in the app to its answer made; NaN if
 * not said).
 */
async function timed(client: Client, origin: string, request: FirstAskedRequest): Promise<{ ms: number; serverMs: number }> {
  const started = performance.now();
  const { status, body, serverTiming } = await client.ask(origin, request);
  const ms = performance.now() - started;
  if (status !== 200 || !Array.isArray(body)) throw new Error(`${request.path} ${request.body} answered HTTP ${status} with ${JSON.stringify(body).slice(0, 80)}`);
  const serverMs = Number(/(?:^|,)\s*app;dur=([\d.]+)/.exec(serverTiming)?.[1] ?? Number.NaN);
  return { ms, serverMs };
}

const nearestRank = (sorted: number[], p: number): number => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timeEach(origin: string, label: string, id: FirstAskedResult['id'], requests: FirstAskedRequest[]): Promise<FirstAskedResult> {
  const warmUp = Math.max(0, requests.length - timedRequests);
  // Every other request is fetch's, the rest node:http's: each asked once, by one of them.
  const clients = [fetchClient(), plainClient()];
  try {
    // Picking the requests may have taken longer than the server keeps an idle connection open:
    // the first warm-up request may meet a closed one, and is sent again.
    for (const [i, request] of requests.slice(0, warmUp).entries()) {
      const client = clients[i % 2]!;
      await timed(client, origin, request).catch(() => timed(client, origin, request));
    }
    const times: number[][] = [[], []];
    const serverTimes: number[] = [];
    for (const [i, request] of requests.slice(warmUp).entries()) {
      const { ms, serverMs } = await timed(clients[i % 2]!, origin, request);
      times[i % 2]!.push(ms);
      serverTimes.push(serverMs);
    }
    const [viaFetch, viaHttp] = times.map((t) => t.sort((a, b) => a - b)) as [number[], number[]];
    const server = serverTimes.some(Number.isNaN) ? [] : serverTimes.sort((a, b) => a - b);
    return {
      id, label, requests: serverTimes.length,
      p50: nearestRank(viaFetch, 50), p95: nearestRank(viaFetch, 95), max: viaFetch.at(-1) ?? Number.NaN,
      plainP50: nearestRank(viaHttp, 50), plainP95: nearestRank(viaHttp, 95),
      serverP50: nearestRank(server, 50), serverP95: nearestRank(server, 95),
    };
  } finally {
    for (const client of clients) client.close();
  }
}

/**
 * Asks each request once, one at a time, on a server that has answered none of them (call it
 * before any load target): `warmUpRequests` other ones first so the server's code is compiled,
 * then `timedRequests` timed. The answer to each still comes from memory for the category tree
 * and the store, which every page keeps warm. Then the same once more with the code warm: every
 * request asked `codeWarmRounds` times, each time at a new store version, and timed at the next.
 */
export async function measureFirstAsked(origin: string, databaseUrl: string): Promise<FirstAskedResult[]> {
  const { listings, products } = await pickRequests(databaseUrl);
  const justStarted = [
    await timeEach(origin, labels.listing, 'listingFirstAsked', listings),
    await timeEach(origin, labels.product, 'singleProductFirstAsked', products),
  ];
  for (let round = 0; round < codeWarmRounds; round++) {
    await moveStoreVersion(origin, databaseUrl);
    await askEach(origin, [...listings, ...products]);
  }
  await moveStoreVersion(origin, databaseUrl);
  return [
    ...justStarted,
    await timeEach(origin, `${labels.listing}, code warm`, 'listingFirstAskedCodeWarm', listings),
    await timeEach(origin, `${labels.product}, code warm`, 'singleProductFirstAskedCodeWarm', products),
    ...await clientFloor(origin, listings.at(-1)!, products.at(-1)!),
    ...await peerFirstAsked(databaseUrl, listings, products),
  ];
}

const labels = { listing: 'POST GetAllProductFilters, a listing\'s first page', product: 'POST GetSingleProductFilters' };

/**
 * The clients' own floor: the same two clients, their code warm by now, ask a server that does no
 * work (bench-bare-server.ts, in a process of its own as the bench server is) for the bytes the
 * bench server answered the last timed listing and product with, each 100 times. It is what
 * sending a request and reading, unpacking and parsing such an answer takes on this machine: a
 * first-asked call's time above it is the server's.
 */
async function clientFloor(origin: string, lastListing: FirstAskedRequest, lastProduct: FirstAskedRequest): Promise<FirstAskedResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-client-floor-'));
  const file = path.join(dir, 'answers.json');
  fs.writeFileSync(file, JSON.stringify({ '/listing': await rawAnswer(origin, lastListing), '/product': await rawAnswer(origin, lastProduct) }));
  const bare = await startHelper('bench-bare-server.ts', file);
  try {
    // The bare server answers by path alone; each request is the same one, asked again and again.
    const repeated = (request: FirstAskedRequest, at: string) => Array.from({ length: timedRequests + warmUpRequests }, () => ({ ...request, path: at }));
    return [
      await timeEach(bare.origin, `${labels.listing}, the clients' floor`, 'listingClientFloor', repeated(lastListing, '/listing')),
      await timeEach(bare.origin, `${labels.product}, the clients' floor`, 'singleProductClientFloor', repeated(lastProduct, '/product')),
    ];
  } finally {
    bare.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A bare Hono + SQLite peer (bench-peer-server.ts) asked the same requests: the same data from the
 * same catalogue with the least work a Node server can do, no cache at all. Its code and SQLite's
 * pages are warmed as the Store API's were for its code-warm rows (every request asked
 * `codeWarmRounds` times), then each is timed once more. SQLite only: the peer reads the file.
 */
async function peerFirstAsked(databaseUrl: string, listings: FirstAskedRequest[], products: FirstAskedRequest[]): Promise<FirstAskedResult[]> {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return [];
  const peer = await startHelper('bench-peer-server.ts', databaseUrl);
  try {
    for (let round = 0; round < codeWarmRounds; round++) await askEach(peer.origin, [...listings, ...products]);
    return [
      await timeEach(peer.origin, `${labels.listing}, a bare Hono + SQLite peer`, 'listingPeer', listings),
      await timeEach(peer.origin, `${labels.product}, a bare Hono + SQLite peer`, 'singleProductPeer', products),
    ];
  } finally {
    peer.stop();
  }
}

/** One of the bench's helper servers (scripts/FILE ARG), in a process of its own as the bench server is, once it says its port. */
async function startHelper(file: string, arg: string): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', path.join(import.meta.dirname, file), arg], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let said = '';
      child.stdout.on('data', (chunk: Buffer) => { said += chunk.toString(); if (said.includes('\n')) resolve(said.trim()); });
      child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before listening`)));
    });
    return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** The server's answer to one request as it went over the wire (gzip asked for, as both clients do): its encoding and its bytes in base64. */
async function rawAnswer(origin: string, request: FirstAskedRequest): Promise<{ encoding: string | null; body: string }> {
  const { response, packed } = await postAsked(origin, request);
  return { encoding: response.headers['content-encoding'] ?? null, body: packed.toString('base64') };
}

/** Each request once, untimed, by node:http. */
async function askEach(origin: string, requests: FirstAskedRequest[]): Promise<void> {
  const client = plainClient();
  try {
    for (const request of requests) await timed(client, origin, request).catch(() => timed(client, origin, request));
  } finally {
    client.close();
  }
}

/**
 * Moves the default store's change version as a console change does (cache/store-changes.ts:
 * its counter raised, and PostgreSQL told): every answer the server keeps is under the old one,
 * so each request is asked anew. The server reads the counters at most every 100 ms before a
 * request (or hears PostgreSQL's notification): one request after a wait makes sure it knows.
 */
async function moveStoreVersion(origin: string, databaseUrl: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    const { id, change_counter: counter } = await db.updateTable('stores').set((eb) => ({ change_counter: eb('change_counter', '+', 1) }))
      .where('is_default', '=', 1).returning(['id', 'change_counter']).executeTakeFirstOrThrow();
    if (engineOf(db) === 'postgres') await sql`SELECT pg_notify(${storeChangesChannel}, ${`${id}:${counter}`})`.execute(db);
  } finally {
    await db.destroy();
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
  const answer = await fetch(new URL(apiPaths.allCategories, origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  await answer.arrayBuffer();
}

export function formatFirstAsked(results: FirstAskedResult[]): string {
  const figure = (ms: number, pad: number) => (Number.isNaN(ms) ? '-' : ms.toFixed(2)).padStart(pad);
  const width = Math.max(4, ...results.map((r) => r.label.length));
  const rows = results.map((r) => `${r.label.padEnd(width)} | ${String(r.requests).padStart(8)} | ${figure(r.p50, 9)} | ${figure(r.p95, 9)} | ${figure(r.max, 9)} | ${figure(r.plainP50, 8)} | ${figure(r.plainP95, 8)} | ${figure(r.serverP50, 10)} | ${figure(r.serverP95, 10)}`);
  return [
    `Asked for the first time (each of ${timedRequests} different requests once, one at a time): right after the server started, a few others`,
    `having run its code first; and "code warm", after every request was asked ${codeWarmRounds} times, each time at a new store version:`,
    `${'call'.padEnd(width)} | requests | fetch p50 | fetch p95 | fetch max | http p50 | http p95 | server p50 | server p95`,
    `${'-'.repeat(width)}-|----------|-----------|-----------|-----------|----------|----------|------------|-----------`,
    ...rows,
    '(fetch, http: ms from sending to the whole answer read and parsed, by Node\'s fetch and by node:http, each on every other request;',
    ' server: ms from the request\'s arrival in the app to its answer made, as every answer\'s Server-Timing says;',
    ' the clients\' floor: the same clients asking a server that does no work for the same answer\'s bytes, 100 times: what is above it is the server\'s;',
    ' a bare Hono + SQLite peer: the same requests asked of a server that reads the same data with the least work and keeps nothing, its code warm)',
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
