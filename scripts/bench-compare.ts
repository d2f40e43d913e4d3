// `npm run bench:compare -- <revision>`: is this working tree faster or slower than <revision>?
// Figures taken one after the other on a shared VM compare the machine's moods as much as the
// code, so this serves both builds at the same time, from the same catalogue, and loads both at
// once in rounds: whatever the machine does then happens to both (docs/benchmarks.md, "Comparing
// two builds"). With --turns each round loads one build and then the other, alone. A report,
// never a test: it exits 0 whatever the ratio.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareBase as prepareBaseTree } from './bench-base.ts';
import { benchUploadsDir, prepareCatalogue } from './bench-catalogue.ts';
import { startBenchServer, type BenchServer } from './bench-child.ts';
import { processCpuMs } from './bench-cpu.ts';
import { runLoad } from './bench-load.ts';
import { wholeOption } from './bench-options.ts';
import { benchTargets } from './bench-targets.ts';
import { buildIfStale } from './build-if-stale.ts';

const root = path.resolve(import.meta.dirname, '..');
const usage = 'Usage: npm run bench:compare -- <revision> [--target ID]... [--rounds N] [--seconds N] [--connections N] [--products N] [--pin] [--turns]\n'
  + '  defaults: --target productPageRendered --rounds 6 --seconds 10 --connections 5 (each build) --products 100000\n'
  + '  --pin: each server on a core of its own (the base on the first, this tree on the second), the load generator on either.\n'
  + '  --turns: each round loads one build alone and then the other (the first in turn changes every round, over an even number of rounds), not both at once.\n'
  + '  Compares this working tree (built if stale) with <revision> (built once in a worktree under the temp directory).';

const { values, positionals } = readCommandLine();
if (positionals.length !== 1) fail(usage);
if (values.pin && values.turns) fail(`--pin and --turns answer the same question two ways; choose one.\n${usage}`);
// In turns, the build loaded first in a round meets the machine differently from the second (by a
// tenth on 2026-11-28): as many rounds in each order, so an odd count is made even.
const askedRounds = whole(values.rounds, 'rounds', 6, 100);
const rounds = values.turns && askedRounds % 2 === 1 ? askedRounds + 1 : askedRounds;
const seconds = whole(values.seconds, 'seconds', 10, 600);
const connections = whole(values.connections, 'connections', 5, 500);
const products = whole(values.products, 'products', 100_000, 1_000_000);
// Long enough for both servers' JIT and caches to settle before the first measured round.
const warmupSeconds = 5;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readCommandLine() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        target: { type: 'string', multiple: true },
        rounds: { type: 'string' },
        seconds: { type: 'string' },
        connections: { type: 'string' },
        products: { type: 'string' },
        pin: { type: 'boolean' },
        turns: { type: 'boolean' },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

function whole(text: string | undefined, name: string, fallback: number, max: number): number {
  try {
    return wholeOption(text, name, fallback, 1, max, usage);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) fail(`git ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Keeps every thread of the process (and those it starts later, which inherit it) on one core.
 * Loaded at once on shared cores, each server's share of them is the scheduler's choice: a build
 * that allocates more keeps more garbage-collector threads running and takes a larger share, and
 * a server that waits for requests a smaller one. Pinned, each server has one core to itself.
 */
function pinToCore(pid: number, core: number): void {
  const result = spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(core), String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) fail(`--pin needs taskset (util-linux) and two cores: ${result.stderr || result.error?.message}`);
}

function prepareBase(commit: string): string {
  try {
    return prepareBaseTree(commit);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const servers: BenchServer[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all(servers.map((s) => s.stop())).finally(() => process.exit(130)));
}

const revision = positionals[0]!;
const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
const baseDir = prepareBase(commit);
buildIfStale();
const catalogue = await prepareCatalogue(products, (message) => console.error(message));
const wanted = values.target ?? ['productPageRendered'];
const targets = benchTargets(catalogue).filter((t) => wanted.includes(t.id));
const unknown = wanted.filter((id) => !targets.some((t) => t.id === id));
if (unknown.length > 0) fail(`Unknown target ${unknown.join(', ')}; one of: ${benchTargets(catalogue).map((t) => t.id).join(', ')}`);

// Each tree's own bench-child.ts, so each serves its own code and its own build. Each also gets
// its own catalogue, seeded by its own code under its own data/bench: a database this tree has
// migrated further is refused by an older revision's migrator. The seed is the same, so the
// targets name the same products in both; a base whose seed differs is refused below.
const baseChild = await import(path.join(baseDir, 'scripts/bench-child.ts')) as typeof import('./bench-child.ts');
const baseCatalogues = await import(path.join(baseDir, 'scripts/bench-catalogue.ts')) as typeof import('./bench-catalogue.ts');
const baseCatalogue = await baseCatalogues.prepareCatalogue(products, (message) => console.error(`base: ${message}`));
const fixture = (c: typeof catalogue) => JSON.stringify({ ...c, databasePath: undefined });
if (fixture(baseCatalogue) !== fixture(catalogue)) fail(`The base's catalogue differs from this tree's (${fixture(baseCatalogue)} against ${fixture(catalogue)}): its seed changed, so the two cannot be compared page for page.`);
servers.push(await baseChild.startBenchServer(baseCatalogue.databasePath, baseCatalogues.benchUploadsDir));
servers.push(await startBenchServer(catalogue.databasePath, benchUploadsDir));
const [base, ours] = servers as [BenchServer, BenchServer];
if (values.pin) {
  pinToCore(base.pid, 0);
  pinToCore(ours.pid, 1);
}

/** One server loaded for `seconds`, and the CPU it used meanwhile (ms). */
async function loaded(server: BenchServer, requests: Parameters<typeof runLoad>[1]) {
  const before = processCpuMs(server.pid);
  const result = await runLoad(server.origin, requests, seconds, connections);
  return { result, cpuMs: processCpuMs(server.pid) - before };
}

/**
 * Both servers' load for one round: at once, or with --turns one after the other, alone, the
 * base first in odd rounds. On two cores shared with the load generator, two servers loaded at
 * once compete, and the faster one, waiting for requests more, gets the smaller share; in turns
 * each has the machine alone, and the turns alternate so that neither always meets the same
 * moment of it.
 */
async function oneRound(requests: Parameters<typeof runLoad>[1], round: number) {
  if (!values.turns) return Promise.all([loaded(base, requests), loaded(ours, requests)]);
  if (round % 2 === 1) {
    const b = await loaded(base, requests);
    return [b, await loaded(ours, requests)] as const;
  }
  const o = await loaded(ours, requests);
  return [await loaded(base, requests), o] as const;
}

console.log(`\nbase ${commit.slice(0, 12)} (${git('log', '-1', '--format=%s', commit)}) against this working tree`);
if (rounds !== askedRounds) console.log(`${rounds} rounds rather than ${askedRounds}: in turns, as many with each build first.`);
console.log(`${rounds} rounds of ${seconds} s, ${connections} connections to each, ${values.turns ? 'each loaded alone in turn' : 'both loaded at once'}${values.pin ? ', each server on a core of its own' : ''}; ratio = this / base\n`);
for (const target of targets) {
  await Promise.all([runLoad(base.origin, target.requests, warmupSeconds, connections), runLoad(ours.origin, target.requests, warmupSeconds, connections)]);
  // A round's load generator CPU is over every second it loaded: twice the round's seconds in turns.
  const loadedSeconds = (b: { seconds: number }, o: { seconds: number }) => (values.turns ? b.seconds + o.seconds : Math.max(b.seconds, o.seconds));
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  const shares: number[] = [];
  console.log(target.label);
  for (let round = 1; round <= rounds; round++) {
    const loadBefore = process.cpuUsage();
    const [{ result: b, cpuMs: baseCpuMs }, { result: o, cpuMs: ourCpuMs }] = await oneRound(target.requests, round);
    if (!base.alive() || !ours.alive()) fail('A bench server exited during the run.');
    const load = process.cpuUsage(loadBefore);
    // Each server's own CPU per answer: what the rate would be if the server alone set the pace.
    const baseCpu = baseCpuMs / b.ok;
    const ourCpu = ourCpuMs / o.ok;
    // How much of a core each server used: one that used less than the other was waiting for requests, not working.
    const baseCores = baseCpuMs / (b.seconds * 1000);
    const ourCores = ourCpuMs / (o.seconds * 1000);
    shares.push(ourCores / baseCores);
    const ratio = o.requestsPerSecond / b.requestsPerSecond;
    ratios.push(ratio);
    cpuRatios.push(baseCpu / ourCpu);
    const failures = b.non2xx + b.errors + o.non2xx + o.errors;
    // One process (this one) drives both servers: near a whole core, it sets the pace, and the rate ratio reads low.
    const generator = (load.user + load.system) / 1000 / (loadedSeconds(b, o) * 1000);
    console.log(`  round ${round}: base ${b.requestsPerSecond.toFixed(0)}/s, this ${o.requestsPerSecond.toFixed(0)}/s, ratio ${ratio.toFixed(3)}${failures ? ` (${failures} failed answers)` : ''}; `
      + `server CPU per answer base ${(baseCpu * 1000).toFixed(0)} µs, this ${(ourCpu * 1000).toFixed(0)} µs; `
      + `cores used base ${baseCores.toFixed(2)}, this ${ourCores.toFixed(2)}; load generator ${(generator * 100).toFixed(0)} % of a core`);
  }
  console.log(`  median ratio ${median(ratios).toFixed(3)} (lowest ${Math.min(...ratios).toFixed(3)}, highest ${Math.max(...ratios).toFixed(3)}); `
    + `server CPU per answer, base ÷ this: median ${median(cpuRatios).toFixed(3)} (${Math.min(...cpuRatios).toFixed(3)} to ${Math.max(...cpuRatios).toFixed(3)})`);
  // A server that answers fast at few connections spends part of each round waiting for the next
  // request (the one load generator, the other server's turn on the cores): its rate then says
  // more about that wait than about its work (docs/benchmarks.md, "Comparing two builds").
  if (!values.turns && median(shares) < 0.9) {
    console.log(`  this tree used ${(median(shares) * 100).toFixed(0)} % of the cores the base used (median): it waited for requests, and the rate ratio reads low; `
      + 'with more --connections both servers stay busy');
  }
  console.log('');
}
await Promise.all(servers.map((s) => s.stop()));
console.log('Served twice from the same build, one round lands within about 5 % of 1: trust a median, not a round.');
console.log(`The base worktree stays for the next comparison: git worktree remove --force ${baseDir}`);
