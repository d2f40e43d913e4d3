// The memory soak of `npm run bench`: a fresh server under 200 connections of mixed pages and API
// calls for minutes on end, its RSS sampled every few seconds, then left idle. A server whose
// memory only warms up levels off; one that leaks keeps climbing minute after minute.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { apiPaths } from '../packages/shared/src/api/paths.ts';
import { encodeWishlistCookie, wishlistCookieName } from '../packages/shared/src/rules/index.ts';
import type { BenchFixtures } from './bench-catalogue.ts';
import type { BenchServer } from './bench-child.ts';
import { runLoad, type BenchRequest, type LoadResult } from './bench-load.ts';
import { pageSize, searchQueries } from './bench-targets.ts';

export const soakConnections = 200;
const sampleEverySeconds = 5;
const idleSeconds = 30;
/** Distinct products the soak visits: more than the server keeps of anything, so every cache fills. */
const soakProducts = 3_000;

export interface SoakSample {
  /** Seconds since the load began (negative: before it; past the load: idle). */
  second: number;
  rssMiB: number;
  /** The main thread's V8 heap; render workers have heaps of their own, inside the RSS. */
  heapUsedMiB: number;
  externalMiB: number;
}

export interface SoakRow { label: string; sample: SoakSample }

export interface SoakResult {
  seconds: number;
  connections: number;
  warmupSeconds: number;
  load: LoadResult;
  samples: SoakSample[];
  /** The table: start, after warm-up, each minute, end, after the idle time, and after a full collection. */
  rows: SoakRow[];
}

const MiB = (bytes: number) => bytes / 1024 / 1024;

/** The process's resident set, from /proc where there is one, else from ps. */
export function rssBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (kB) return Number(kB) * 1024;
  } catch {
    // not Linux
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

async function sample(server: BenchServer, second: number, afterGc = false): Promise<SoakSample> {
  const memory = await server.memory(afterGc);
  return { second, rssMiB: MiB(rssBytes(server.pid)), heapUsedMiB: MiB(memory.heapUsed), externalMiB: MiB(memory.external) };
}

/** Products spread over the whole catalogue, by slug. */
async function productSlugs(databasePath: string, count: number): Promise<string[]> {
  const db = openDatabase(databasePath);
  try {
    const rows = await db.selectFrom('products').select('asin').orderBy('id').execute();
    const step = Math.max(1, Math.floor(rows.length / count));
    return rows.filter((_, i) => i % step === 0).slice(0, count).map((row) => row.asin.toLowerCase());
  } finally {
    await db.destroy();
  }
}

/**
 * A shopper-like mix: product pages (first visits and returning visitors), listings, the home
 * page, and the API calls behind them, over thousands of products and searches, so that the
 * page cache, the product memory and the search results all fill to their bounds.
 */
function soakRequests(f: BenchFixtures, slugs: string[]): BenchRequest[] {
  const post = (path: string, body: object): BenchRequest => ({ method: 'POST', path, body: JSON.stringify(body) });
  const cookie = `${wishlistCookieName}=${encodeWishlistCookie([1])}`;
  const requests: BenchRequest[] = [];
  slugs.forEach((slug, i) => {
    const query = `${searchQueries[i % searchQueries.length]} ${i}`;
    requests.push(
      { method: 'GET', path: `/product/${encodeURIComponent(slug)}` },
      post(apiPaths.singleProduct, { search: slug, subcat_id: 0, type: '' }),
      post(apiPaths.productFilters, { search: query, subcat_id: 0, type: '', limit: pageSize }),
      post(apiPaths.productFilters, { search: '', subcat_id: f.categoryId, type: 'cat', offset: (i % 40) * pageSize, limit: pageSize }),
    );
    if (i % 4 === 0) requests.push({ method: 'GET', path: `/product/${encodeURIComponent(slug)}`, cookie });
    if (i % 8 === 0) requests.push({ method: 'GET', path: '/' }, { method: 'GET', path: `/products-section2/${f.categoryId}`, cookie }, post(apiPaths.allCategories, {}));
  });
  return requests;
}

/** Runs the soak against a freshly started `server` (started with --expose-gc) and returns its samples and table. */
export async function runSoak(server: BenchServer, f: BenchFixtures & { databasePath: string }, seconds: number, progress: (message: string) => void): Promise<SoakResult> {
  const requests = soakRequests(f, await productSlugs(f.databasePath, soakProducts));
  const warmupSeconds = Math.min(30, Math.max(1, Math.round(seconds / 10)));
  const samples: SoakSample[] = [await sample(server, 0)];
  const rows: SoakRow[] = [{ label: 'start (idle, before load)', sample: samples[0]! }];
  progress(`  soak: ${seconds} s at ${soakConnections} connections over ${requests.length} requests, RSS every ${sampleEverySeconds} s…`);

  const started = Date.now();
  let nextMinute = 60;
  let warmedUp = false;
  const timer = setInterval(() => {
    const second = Math.round((Date.now() - started) / 1000);
    void sample(server, second).then((s) => {
      samples.push(s);
      if (!warmedUp && second >= warmupSeconds) {
        warmedUp = true;
        rows.push({ label: `after warm-up (${warmupSeconds} s)`, sample: s });
      }
      if (second >= nextMinute && second < seconds) {
        rows.push({ label: `minute ${nextMinute / 60}`, sample: s });
        progress(`    ${second} s: RSS ${s.rssMiB.toFixed(0)} MiB, main heap ${s.heapUsedMiB.toFixed(0)} MiB`);
        nextMinute += 60;
      }
    }, () => {});
  }, sampleEverySeconds * 1000);
  let load: LoadResult;
  try {
    load = await runLoad(server.origin, requests, seconds, soakConnections);
  } finally {
    clearInterval(timer);
  }
  if (!server.alive()) throw new Error('The bench server exited during the soak');
  const end = await sample(server, seconds);
  samples.push(end);
  rows.push({ label: 'end of load', sample: end });

  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const idle = await sample(server, seconds + idleSeconds);
  samples.push(idle);
  rows.push({ label: `after ${idleSeconds} s idle`, sample: idle });
  const collected = await sample(server, seconds + idleSeconds, true);
  rows.push({ label: 'then after a full GC (main thread)', sample: collected });
  return { seconds, connections: soakConnections, warmupSeconds, load, samples, rows };
}
