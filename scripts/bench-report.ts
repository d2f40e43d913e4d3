import { formatFirstAsked, type FirstAskedResult } from './bench-first-asked.ts';
import { largestFirstLoad, type PageFirstLoad } from './bench-every-page.ts';
import type { FirstLoadJs } from './bench-first-load.ts';
import type { LoadResult } from './bench-load.ts';
import type { MemoryPoint } from './bench-memory.ts';
import type { PageHtml } from './bench-pages.ts';
import type { SoakResult } from './bench-soak.ts';

export interface TargetResult extends LoadResult {
  id: string;
  label: string;
}

/** One search query alone, on one connection: which queries make the mixed figure. */
export interface SearchQueryResult extends LoadResult {
  query: string;
  /** Products in the whole result (the page answered holds at most 24 of them). */
  results: number;
  /** The query's first answer after the server started, before its result was reused. */
  firstMs: number;
}

export interface GoalResult {
  goal: string;
  measured: string;
  pass: boolean;
}

export interface BenchReport {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    platform: string;
    node: string;
    /** 1-minute load average when the load runs began and ended: other work on the machine skews every figure. */
    loadAverage: { start: number; end: number };
  };
  settings: { products: number; durationSeconds: number; warmupSeconds: number; connections: number; database: string; nodeEnv: string; searchSecondsPerQuery: number; pageCacheSeconds: number };
  fixtures: Record<string, string | number>;
  targets: TargetResult[];
  searchByQuery: SearchQueryResult[];
  /** Listings and products asked for the first time, each once (bench-first-asked.ts). */
  firstAsked: FirstAskedResult[];
  firstLoadJs: FirstLoadJs[];
  /** The same pages in Hindi (the `locale` cookie), page for page. */
  firstLoadJsHindi: FirstLoadJs[];
  /** Every page of the storefront, a guest's and a signed-in shopper's, in both languages (bench-every-page.ts). */
  firstLoadEveryPage: PageFirstLoad[];
  /** Each page's first HTML, rendered for a returning visitor. */
  pageHtml: PageHtml[];
  /** The server's memory at a fresh start, after every target, and after a minute idle. */
  memory: MemoryPoint[];
  goals: GoalResult[];
  soak?: SoakResult;
}

/** 1 kB = 1000 bytes, the stricter reading of "130 kB". */
export const kB = (bytes: number): number => bytes / 1000;

const fixed = (n: number, digits: number): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** A plain-text table: first column left-aligned, the rest right-aligned. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

export function formatReport(report: BenchReport): string {
  const { settings, machine } = report;
  const failures = report.targets.filter((t) => t.non2xx > 0 || t.errors > 0);
  return [
    `Haat benchmark, ${report.date}: ${settings.products.toLocaleString('en-IN')} products (${settings.database}), `
      + `${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, `
      + `load average ${fixed(machine.loadAverage.start, 2)} before / ${fixed(machine.loadAverage.end, 2)} after`,
    `Each target: ${settings.warmupSeconds} s warm-up, then ${settings.durationSeconds} s at ${settings.connections} connections `
      + `(autocannon, 127.0.0.1, server in a child process with NODE_ENV=${settings.nodeEnv}).`,
    'req/s counts 2xx answers; latency percentiles (nearest rank) are over every one of them, timed by autocannon in ms.',
    `Pages: "first visit" sends no cookie, so the page kept for such visitors may answer (PAGE_CACHE_SECONDS=${settings.pageCacheSeconds}, decision 012); `
      + '"with cookie" is a returning visitor, whose page is rendered for them on every request.',
    '',
    table(['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'resp kB'], report.targets.map((t) => [
      t.label, fixed(t.requestsPerSecond, 0), fixed(t.p50, 2), fixed(t.p95, 2), fixed(t.p99, 2), fixed(kB(t.bytesPerResponse), 1),
    ])),
    ...(failures.length > 0
      ? ['', ...failures.map((t) => `! ${t.label}: ${t.non2xx} non-2xx answers, ${t.errors} connection errors`)]
      : []),
    '',
    `Search, one query at a time (1 connection, ${settings.searchSecondsPerQuery} s each; first page of 24):`,
    '',
    table(['query', 'results', 'first ms', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'resp kB'], report.searchByQuery.map((q) => [
      JSON.stringify(q.query), String(q.results), fixed(q.firstMs, 2), fixed(q.requestsPerSecond, 0), fixed(q.p50, 2), fixed(q.p95, 2), fixed(q.p99, 2),
      fixed(kB(q.bytesPerResponse), 1),
    ])),
    '(first ms: the query\'s first answer after the server started, before its result was reused for 30 s; the rest reuse it)',
    '',
    formatFirstAsked(report.firstAsked),
    '',
    'First-load JavaScript (module scripts, modulepreloads, inline entry imports and their static imports; gzip -9):',
    '',
    table(['page', 'status', 'files', 'raw kB', 'gzip kB', 'inline script gzip kB', 'in Hindi: gzip kB'], report.firstLoadJs.map((p, i) => [
      p.page, String(p.status), String(p.assets.length), fixed(kB(p.totalBytes), 1), fixed(kB(p.totalGzipBytes), 1),
      fixed(kB(p.inlineScriptGzipBytes), 1), fixed(kB(report.firstLoadJsHindi[i]?.totalGzipBytes ?? Number.NaN), 1),
    ])),
    '(inline script: the HTML\'s own <script> text, i.e. React Router context, route manifest and loader data; not in gzip kB)',
    '',
    'First-load JavaScript of every page (gzip kB; the pages after /ResellerTermsConditions as a signed-in shopper with a basket and an order):',
    '',
    table(['page', 'status', 'English', 'Hindi'], report.firstLoadEveryPage.map((p) => [
      p.path, String(p.english.status), fixed(kB(p.english.totalGzipBytes), 1), fixed(kB(p.hindi.totalGzipBytes), 1),
    ])),
    '',
    'First HTML of each page, rendered for a returning visitor (the bytes the server writes, and gzip -6):',
    '',
    table(['page', 'status', 'HTML kB', 'gzip kB'], report.pageHtml.map((p) => [p.path, String(p.status), fixed(kB(p.bytes), 1), fixed(kB(p.gzipBytes), 1)])),
    '',
    'Server memory (RSS: the main thread and the render workers; main heap: the main thread\'s V8 heap, used of taken; external: its buffers):',
    '',
    table(['when', 'RSS MiB', 'main heap MiB', 'external MiB'], report.memory.map((m) => [
      m.label, fixed(m.rssMiB, 0), `${fixed(m.heapUsedMiB, 0)} of ${fixed(m.heapTotalMiB, 0)}`, fixed(m.externalMiB, 0),
    ])),
    '',
    'Targets:',
    '',
    table(['goal', 'measured', 'result'], report.goals.map((g) => [g.goal, g.measured, g.pass ? 'PASS' : 'MISS'])),
    ...(report.soak ? ['', formatSoak(report.soak)] : []),
  ].join('\n');
}

/** The memory soak's table: the server's RSS (main process, render workers included) and its main heap. */
function formatSoak(soak: SoakResult): string {
  const { load } = soak;
  return [
    `Memory soak: a fresh server, ${soak.seconds} s at ${soak.connections} connections over pages and API calls `
      + `(${fixed(load.requestsPerSecond, 0)} req/s 2xx, p99 ${fixed(load.p99, 0)} ms, ${load.non2xx} non-2xx, ${load.errors} errors); `
      + `RSS sampled every few seconds (${soak.samples.length} samples, all in bench.json):`,
    '',
    table(['when', 'second', 'RSS MiB', 'main heap MiB', 'external MiB'], soak.rows.map(({ label, sample }) => [
      label, String(sample.second), fixed(sample.rssMiB, 0), fixed(sample.heapUsedMiB, 0), fixed(sample.externalMiB, 0),
    ])),
    `(peak RSS ${fixed(Math.max(...soak.samples.map((s) => s.rssMiB)), 0)} MiB)`,
  ].join('\n');
}

/** The goals from the performance issue, judged on this run's figures. */
/** Issue 17: at most 130 kB of JavaScript (gzip) in a page's first load, in either language. */
const firstLoadLimitKb = 130;

export function judgeGoals(targets: TargetResult[], firstLoad: FirstLoadJs[], firstLoadHindi: FirstLoadJs[], searchByQuery: SearchQueryResult[], pageHtml: PageHtml[], memory: MemoryPoint[], everyPage: PageFirstLoad[] = [], firstAsked: FirstAskedResult[] = []): GoalResult[] {
  const largest = largestFirstLoad(everyPage);
  const search = targets.find((t) => t.id === 'search');
  const productPage = targets.find((t) => t.id === 'productPage');
  const productPageRendered = targets.find((t) => t.id === 'productPageRendered');
  const placeOrder = targets.find((t) => t.id === 'placeOrder');
  return [
    {
      goal: 'search p95 < 20 ms',
      // Judged at 10 connections, where latency includes queueing; the one-connection worst is context.
      measured: `${fixed(search?.p95 ?? Number.NaN, 2)} ms (1 connection, worst query: ${fixed(Math.max(...searchByQuery.map((q) => q.p95)), 2)} ms; `
        + `slowest first answer: ${fixed(Math.max(...searchByQuery.map((q) => q.firstMs)), 2)} ms)`,
      pass: search !== undefined && search.p95 < 20 && search.non2xx === 0,
    },
    // Judged twice, so the page cache never hides what a render costs.
    {
      goal: 'product page served >= 300 pages/s (first visits)',
      measured: `${fixed(productPage?.requestsPerSecond ?? Number.NaN, 0)} pages/s`,
      pass: productPage !== undefined && productPage.requestsPerSecond >= 300 && productPage.non2xx === 0,
    },
    {
      goal: 'product page SSR >= 300 pages/s (rendered each time)',
      measured: `${fixed(productPageRendered?.requestsPerSecond ?? Number.NaN, 0)} pages/s`,
      pass: productPageRendered !== undefined && productPageRendered.requestsPerSecond >= 300 && productPageRendered.non2xx === 0,
    },
    ...firstLoad.map((english, i) => {
      const hindi = firstLoadHindi[i];
      const within = (p: FirstLoadJs | undefined) => p !== undefined && p.status === 200 && kB(p.totalGzipBytes) <= firstLoadLimitKb;
      return {
        goal: `${english.page.split('/').slice(0, 2).join('/') || '/'} first-load JS <= ${firstLoadLimitKb} kB gzip`,
        measured: `${fixed(kB(english.totalGzipBytes), 1)} kB, ${fixed(kB(hindi?.totalGzipBytes ?? Number.NaN), 1)} kB in Hindi`,
        pass: within(english) && within(hindi),
      };
    }),
    {
      goal: `every page's first-load JS <= ${firstLoadLimitKb} kB gzip (${everyPage.length} pages, both languages)`,
      measured: largest ? `largest ${fixed(kB(largest.gzipBytes), 1)} kB (${largest.path}, ${largest.language})` : 'not measured',
      // A page that failed to render would weigh only the error page's scripts: every one must answer as it should.
      pass: largest !== undefined && kB(largest.gzipBytes) <= firstLoadLimitKb && everyPage.every((p) => p.english.status < 500 && p.hindi.status < 500),
    },
    {
      goal: 'placing a COD order p99 <= 200 ms at 50 connections',
      measured: `${fixed(placeOrder?.p99 ?? Number.NaN, 0)} ms (${fixed(placeOrder?.requestsPerSecond ?? Number.NaN, 0)} orders/s)`,
      pass: placeOrder !== undefined && placeOrder.p99 <= 200 && placeOrder.non2xx === 0 && placeOrder.errors === 0,
    },
    // Issue 17: what is not seen in the first screen or needed for it does not travel in the first HTML.
    ...htmlGoals.map(({ id, name, limitKb }) => {
      const page = pageHtml.find((p) => p.id === id);
      return {
        goal: `${name} HTML < ${limitKb} kB`,
        measured: `${fixed(kB(page?.bytes ?? Number.NaN), 1)} kB (${fixed(kB(page?.gzipBytes ?? Number.NaN), 1)} kB gzip)`,
        pass: page !== undefined && page.status === 200 && kB(page.bytes) < limitKb,
      };
    }),
    ...memoryGoals.map(({ label, goal, limitMiB }) => {
      const point = memory.find((m) => m.label === label);
      return { goal, measured: `${fixed(point?.rssMiB ?? Number.NaN, 0)} MiB`, pass: point !== undefined && point.rssMiB <= limitMiB };
    }),
    // Issue 17, judged by the server's own time right after it started, the stricter of the two
    // timed runs (decision 065); the round trips and the bare peer's are beside it.
    ...firstAskedGoals.map(({ name, rows }) => {
      const [justStarted, codeWarm, peer] = rows.map((id) => firstAsked.find((r) => r.id === id));
      return {
        goal: `${name} asked for the first time: server p50 <= ${firstAskedLimitMs} ms`,
        measured: `${fixed(justStarted?.serverP50 ?? Number.NaN, 2)} ms (code warm ${fixed(codeWarm?.serverP50 ?? Number.NaN, 2)}; `
          + `round trip by fetch ${fixed(justStarted?.p50 ?? Number.NaN, 2)}, a bare peer's ${fixed(peer?.p50 ?? Number.NaN, 2)})`,
        pass: justStarted !== undefined && justStarted.serverP50 <= firstAskedLimitMs,
      };
    }),
  ];
}

/** Issue 17: a listing's first page or a product by slug asked for the first time, p50. */
const firstAskedLimitMs = 1.5;
const firstAskedGoals: Array<{ name: string; rows: Array<FirstAskedResult['id']> }> = [
  { name: 'a listing (Store API)', rows: ['listingFirstAsked', 'listingFirstAskedCodeWarm', 'listingPeer'] },
  { name: 'a product by slug (Store API)', rows: ['singleProductFirstAsked', 'singleProductFirstAskedCodeWarm', 'singleProductPeer'] },
];

const htmlGoals = [
  { id: 'productPage', name: 'product page', limitKb: 60 },
  { id: 'homePage', name: 'home', limitKb: 90 },
  { id: 'listingPage', name: 'listing', limitKb: 90 },
  { id: 'searchPage', name: 'search results', limitKb: 90 },
];

const memoryGoals = [
  { label: 'after every target', goal: 'RSS after the load <= 500 MiB', limitMiB: 500 },
  { label: 'after 60 s idle', goal: 'RSS after a minute idle < 400 MiB', limitMiB: 400 },
];
