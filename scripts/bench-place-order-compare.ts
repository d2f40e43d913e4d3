// `node scripts/bench-place-order-compare.ts <revision> [--rounds N] [--seconds N] [--connections N]`:
// placing COD orders at 50 connections on this working tree and on <revision> (its worktree, as
// bench:compare makes it), both served at once from copies of one catalogue and loaded in turn,
// alternating which goes first. Prints each round's p50/p99 and the medians. A report, never a test.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { git, prepareBase } from './bench-base.ts';
import { wholeOption } from './bench-options.ts';
import { startOrderBench, type PlaceOrderResult } from './bench-place-order.ts';
import { buildIfStale } from './build-if-stale.ts';

const usage = 'Usage: node scripts/bench-place-order-compare.ts <revision> [--rounds N] [--seconds N] [--connections N]\n'
  + '  defaults: --rounds 3 --seconds 10 --connections 50';
const { values, positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { rounds: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' } } });
if (positionals.length !== 1) throw new Error(usage);
const rounds = wholeOption(values.rounds, 'rounds', 3, 1, 20, usage);
const seconds = wholeOption(values.seconds, 'seconds', 10, 1, 120, usage);
const connections = wholeOption(values.connections, 'connections', 50, 1, 500, usage);

const commit = git('rev-parse', '--verify', `${positionals[0]}^{commit}`);
const baseDir = prepareBase(commit);
buildIfStale();
const progress = (message: string) => console.error(message);
// One catalogue, made by the base's own code: this tree's server migrates its copy further, the base's would refuse a newer one.
const baseCatalogues = await import(path.join(baseDir, 'scripts/bench-catalogue.ts')) as typeof import('./bench-catalogue.ts');
const catalogue = await baseCatalogues.prepareCatalogue(250, progress);
const common = { catalogueFile: catalogue.databasePath, uploadsDir: baseCatalogues.benchUploadsDir, seconds, warmupSeconds: 2, connections, progress };
const trees = [
  { name: `base ${commit.slice(0, 12)}`, bench: await startOrderBench({ ...common, treeDir: baseDir }) },
  { name: 'this tree', bench: await startOrderBench({ ...common, treeDir: path.resolve(import.meta.dirname, '..') }) },
];
const results: PlaceOrderResult[][] = [[], []];
const line = (r: PlaceOrderResult) => `${r.requestsPerSecond.toFixed(0)} orders/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, `
  + `${r.cpuMsPerOrder.toFixed(2)} ms CPU/order`
  + `${r.non2xx + r.errors > 0 ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;
try {
  console.log(`\nPOST insert_Customer_Order (COD), ${connections} connections, ${rounds} rounds of 2 s warm-up + ${seconds} s each, loaded in turn`);
  for (let round = 0; round < rounds; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const result = await trees[i]!.bench.run();
      results[i]!.push(result);
      console.log(`  round ${round + 1}, ${trees[i]!.name}: ${line(result)}`);
    }
  }
} finally {
  await Promise.all(trees.map((t) => t.bench.stop()));
}
const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medians = results.map((rs) => ({
  rps: median(rs.map((r) => r.requestsPerSecond)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)), cpu: median(rs.map((r) => r.cpuMsPerOrder)),
}));
for (const [i, m] of medians.entries()) {
  console.log(`${trees[i]!.name}: median ${m.rps.toFixed(0)} orders/s, p50 ${m.p50.toFixed(0)} ms, p99 ${m.p99.toFixed(0)} ms, ${m.cpu.toFixed(2)} ms CPU/order`);
}
const ratio = (key: 'rps' | 'p50' | 'p99' | 'cpu') => (medians[1]![key] / medians[0]![key]).toFixed(2);
console.log(`ratio this / base: orders/s ${ratio('rps')}, p50 ${ratio('p50')}, p99 ${ratio('p99')}, CPU per order ${ratio('cpu')}`);
