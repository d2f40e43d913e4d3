import { createRequire } from 'node:module';

/** One HTTP request of a target; a target may rotate through several (search queries, say). */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON text, sent with Content-Type: application/json. */
  body?: string;
  /** A Cookie header: the page is then rendered for this visitor, never taken from the page cache. */
  cookie?: string;
  /** Other headers (a shopper's bearer token, an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** What autocannon says, and what we compute from its per-response events. */
export interface LoadResult {
  requestsPerSecond: number;
  /** Latency in milliseconds over 2xx responses, nearest-rank percentiles. */
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  /** Mean bytes received per 2xx response (headers and body), to tell slow code from big answers. */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  seconds: number;
}

// autocannon ships no types; this is the slice of its API the benchmark uses.
interface AutocannonRequest { method?: string; path?: string; body?: string; headers?: Record<string, string>; setupRequest?: (request: AutocannonRequest) => AutocannonRequest }
interface AutocannonOptions { url: string; connections: number; duration: number; requests: AutocannonRequest[] }
interface AutocannonResult { errors: number; timeouts: number; start: Date; finish: Date }
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonInstance;

/**
 * Keeps `connections` requests in flight for `seconds` against `origin`. Percentiles come from
 * every response's own timing (autocannon's hrtime, fractional ms) rather than its histogram,
 * which rounds to whole milliseconds and has no p95.
 */
export async function runLoad(origin: string, requests: BenchRequest[], seconds: number, connections: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let okBytes = 0;
  const instance = autocannon({ url: origin, connections, duration: seconds, requests: autocannonRequests(requests) });
  instance.on('response', (_client, statusCode, bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) {
      latencies.push(responseTime);
      okBytes += bytes;
    } else {
      non2xx++;
    }
  });
  const result = await instance;
  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: elapsed > 0 ? latencies.length / elapsed : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    ok: latencies.length,
    bytesPerResponse: latencies.length > 0 ? okBytes / latencies.length : 0,
    non2xx,
    errors: result.errors,
    seconds: elapsed,
  };
}

const toAutocannon = (r: BenchRequest): AutocannonRequest => ({
  method: r.method,
  path: r.path,
  ...(r.body === undefined ? {} : { body: r.body }),
  headers: {
    ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(r.cookie === undefined ? {} : { cookie: r.cookie }),
    ...r.headers,
  },
});

/**
 * autocannon builds every request of the list for every connection up front; thousands of
 * requests at 200 connections (the soak) would take the load generator gigabytes and most of a
 * core. A long list is therefore handed out one request at a time, all connections in turn.
 */
function autocannonRequests(requests: BenchRequest[]): AutocannonRequest[] {
  if (requests.length <= 32) return requests.map(toAutocannon);
  let next = 0;
  return [{ setupRequest: (defaults) => ({ ...defaults, ...toAutocannon(requests[next++ % requests.length]!) }) }];
}

/** Nearest-rank percentile of an ascending list; NaN when there is nothing to rank. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
