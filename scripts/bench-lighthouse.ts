// `npm run bench:lighthouse [-- --runs N] [--products N]`: Lighthouse's mobile scores for the
// storefront's four pages a shopper lands on (issue 17): home, a listing, search results and a
// product page, on the demo catalogue (250 products unless told), with the system Chromium
// (nothing is downloaded). Each page is audited once to warm the server, then measured N times (3)
// and the medians printed: a report, never a test. Lighthouse's default preset is a mid-range
// phone on a slow 4G network.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchUploadsDir, prepareCatalogue } from './bench-catalogue.ts';
import { startBenchServer } from './bench-child.ts';
import { wholeOption } from './bench-options.ts';
import { buildIfStale } from './build-if-stale.ts';

const { values } = parseArgs({ args: process.argv.slice(2), options: { runs: { type: 'string' }, products: { type: 'string' } } });
const runs = wholeOption(values.runs, 'runs', 3, 1, 15);
const products = wholeOption(values.products, 'products', 250, 1, 1_000_000);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Run {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Audits of accessibility, best practices and SEO that did not pass, by id. */
  failing: string[];
  /** Why a figure is missing: Lighthouse's runtime or audit errors. */
  errors: string[];
}

/** The median of the runs that measured it (a run whose page never painted reports no figure). */
function median(numbers: number[]): number {
  const measured = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)]!;
}

/** A figure for the table, or n/a when no run measured it. */
const shown = (n: number, digits: number, width: number) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a').padStart(width);

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) => (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), cls: value('cumulative-layout-shift'), tbt: value('total-blocking-time'),
    failing,
    errors: [
      ...(lhr.runtimeError ? [lhr.runtimeError.message] : []),
      ...['first-contentful-paint', 'largest-contentful-paint'].flatMap((id) => (lhr.audits[id]?.errorMessage ? [`${id}: ${lhr.audits[id]!.errorMessage}`] : [])),
    ],
  };
}

async function main(): Promise<void> {
  buildIfStale();
  const catalogue = await prepareCatalogue(products, (message) => console.error(message));
  const server = await startBenchServer(catalogue.databasePath, benchUploadsDir);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const pages = [
    ['home', '/'],
    ['listing', `/products-section2/${catalogue.categoryId}`],
    ['search results', `/Product-Serach/${encodeURIComponent(catalogue.categoryName.split(/\s+/)[0] ?? 'kurta')}`],
    ['product page', `/product/${encodeURIComponent(catalogue.productSlug)}`],
  ] as const;
  try {
    console.log(`Lighthouse ${runs} run(s) per page, mobile preset, ${products.toLocaleString('en-IN')} products, Chromium ${chromiumPath}; medians`);
    console.log(['page'.padEnd(16), 'perf', 'a11y', 'b.p.', ' seo', '  FCP s', '  LCP s', '   CLS', ' TBT ms'].join(' '));
    // One audit of each page first, not counted: the server has just started, and a page's first
    // render and the first request for each picture size (resized then kept) are what a shop does
    // once, not what a shopper meets. Counted, they made the first page measured (home) look a
    // second slower in one bench run out of three.
    for (const [, pagePath] of pages) await audit(new URL(pagePath, server.origin).href, chrome.port);
    for (const [name, pagePath] of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(new URL(pagePath, server.origin).href, chrome.port));
      const m = (pick: (run: Run) => number) => median(results.map(pick));
      console.log([
        name.padEnd(16),
        String(m((r) => r.scores.performance)).padStart(4), String(m((r) => r.scores.accessibility)).padStart(4),
        String(m((r) => r.scores['best-practices'])).padStart(4), String(m((r) => r.scores.seo)).padStart(4),
        shown(m((r) => r.fcp) / 1000, 2, 7), shown(m((r) => r.lcp) / 1000, 2, 7), shown(m((r) => r.cls), 3, 6), shown(m((r) => r.tbt), 0, 7),
      ].join(' '));
      const failing = [...new Set(results.flatMap((r) => r.failing))];
      if (failing.length > 0) console.log(`${''.padEnd(16)} not passed: ${failing.join(', ')}`);
      const errors = [...new Set(results.flatMap((r) => r.errors))];
      if (errors.length > 0) console.log(`${''.padEnd(16)} runtime errors: ${errors.join('; ')}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

await main();
