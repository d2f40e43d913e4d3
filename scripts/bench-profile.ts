// `node scripts/bench-profile.ts [--products N] [--seconds S] [--connections N] TARGET…`: loads bench
// targets (ids from bench-targets.ts: productPage, search, listingPage, …) against a bench server
// running under --cpu-prof, then prints the server's CPU time per answer and where it went. The
// profile is kept in test-results/profiles/ for Chrome DevTools. CPU time per answer, unlike
// req/s, barely moves when other work shares the machine, so it compares before and after.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.ts';
import { benchUploadsDir, prepareCatalogue } from './bench-catalogue.ts';
import { processCpuMs } from './bench-cpu.ts';
import { startBenchServer } from './bench-child.ts';
import { runLoad } from './bench-load.ts';
import { benchTargets } from './bench-targets.ts';

const { values, positionals } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
  allowPositionals: true,
});
const dir = path.resolve(import.meta.dirname, '../test-results/profiles', new Date().toISOString().replace(/[:.]/g, '-'));
const catalogue = await prepareCatalogue(Number(values.products), (m) => console.error(m));
const targets = benchTargets(catalogue).filter((t) => positionals.includes(t.id));
if (targets.length === 0) throw new Error(`Name targets to load: ${benchTargets(catalogue).map((t) => t.id).join(', ')}`);
buildIfStale();
const server = await startBenchServer(catalogue.databasePath, benchUploadsDir, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);

try {
  for (const target of targets) {
    await runLoad(server.origin, target.requests, 2, Number(values.connections));
    const before = processCpuMs(server.pid);
    const result = await runLoad(server.origin, target.requests, Number(values.seconds), Number(values.connections));
    const cpu = (processCpuMs(server.pid) - before) / result.ok;
    console.log(`${target.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, server CPU ${cpu.toFixed(2)} ms per answer`);
  }
} finally {
  await server.stop();
}

// One profile per thread: the main thread's (HTTP, Store API, database) comes first, then each
// render worker's (decision 013), numbered in the order Node wrote them.
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort();
if (files.length === 0) throw new Error(`No profile was written to ${dir}`);
for (const [index, file] of files.entries()) {
  console.log(`\n${index === 0 ? 'Main thread' : `Render worker ${index}`}:`);
  printHotspots(path.join(dir, file));
}
console.log(`Profiles (they include start-up and warm-up): ${path.relative(process.cwd(), dir)}`);

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self time by function and by package, idle left out. */
function printHotspots(profileFile: string): void {
  const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[i] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    busy += micros;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages|scripts)\//, '$1/');
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const pkg = /^(@[^/]+\/[^/]+|[^/]+)/.exec(where)?.[1] ?? (frame.functionName || '(native)');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  });
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([k, v]) => `${(100 * v / busy).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  console.log(`\nBusy samples by package:\n${top(byPackage, 15)}\n\nBusy samples by function (self time):\n${top(byFunction, 25)}\n`);
}
