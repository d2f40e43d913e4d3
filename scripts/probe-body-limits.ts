// A probe, not a test: starts the real server (the bench catalogue, as `npm run bench` does) and,
// over real sockets, offers 100 MB bodies to every path that reads one — with a Content-Length
// and streamed without one — then prints what the server answered, how much it took off the wire
// before answering, and its RSS. A body limit that holds keeps the RSS flat.
//   node --disable-warning=ExperimentalWarning scripts/probe-body-limits.ts [--products N]
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { apiPaths, sandboxGatewayPaths } from '../packages/shared/src/api/paths.ts';
import { benchUploadsDir, prepareCatalogue } from './bench-catalogue.ts';
import { startBenchServer } from './bench-child.ts';
import { buildIfStale } from './build-if-stale.ts';

const offered = 100 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 'a');
const paths = [
  { name: 'Store API', path: apiPaths.productFilters, type: 'application/json' },
  { name: '/token', path: apiPaths.token, type: 'application/x-www-form-urlencoded' },
  { name: 'page action', path: '/account/addresses/new', type: 'application/x-www-form-urlencoded' },
  { name: 'sandbox gateway', path: sandboxGatewayPaths.pay, type: 'application/json' },
];

const rssMiB = (pid: number) => Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/** Offers 100 MB as fast as the server takes it; stops at its answer or when it closes the connection. */
function offer(origin: string, path: string, type: string, withLength: boolean): Promise<{ status: number | string; sentMiB: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number | string) => { if (!done) { done = true; resolve({ status, sentMiB: sent / 1024 / 1024 }); } };
    const request = http.request(new URL(path, origin), {
      method: 'POST',
      headers: { 'content-type': type, ...(withLength ? { 'content-length': String(offered) } : {}) },
    });
    request.on('response', (response) => { response.resume(); finish(response.statusCode ?? 0); request.destroy(); });
    request.on('error', (error) => finish(`closed (${(error as NodeJS.ErrnoException).code ?? error.message})`));
    const write = () => {
      if (done) return;
      while (sent < offered) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!done) request.end();
    };
    write();
  });
}

const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' }, rounds: { type: 'string', default: '3' } } });
const catalogue = await prepareCatalogue(Number(values.products), () => {});
buildIfStale();
const server = await startBenchServer(catalogue.databasePath, benchUploadsDir);
try {
  const before = rssMiB(server.pid);
  console.log(`server pid ${server.pid}: RSS ${before.toFixed(0)} MiB before`);
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const { name, path, type } of paths) {
      for (const withLength of [true, false]) {
        const { status, sentMiB } = await offer(server.origin, path, type, withLength);
        console.log(`round ${round}  ${name.padEnd(16)} ${withLength ? 'Content-Length' : 'chunked       '}  → ${status}, ${sentMiB.toFixed(1)} MiB written before it, RSS ${rssMiB(server.pid).toFixed(0)} MiB`);
      }
    }
  }
  // Five at once, streamed.
  const together = await Promise.all(paths.flatMap(({ path, type }) => [offer(server.origin, path, type, false), offer(server.origin, path, type, false)]));
  console.log(`8 streamed at once → ${together.map((t) => t.status).join(', ')}; RSS ${rssMiB(server.pid).toFixed(0)} MiB`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log(`RSS ${rssMiB(server.pid).toFixed(0)} MiB after 2 s (was ${before.toFixed(0)} MiB before)`);
} finally {
  await server.stop();
}
