// The server under benchmark, in a process of its own so the load generator never shares its
// event loop. Started by bench-child.ts with BENCH_* variables; tells the parent when it listens.
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/main.ts';

const { BENCH_DATABASE, BENCH_UPLOADS, BENCH_PORT } = process.env;
if (!BENCH_DATABASE || !BENCH_UPLOADS || !BENCH_PORT) throw new Error('bench-server.ts is started by scripts/bench.ts');

const { close } = await startServer(loadConfig({
  ...process.env,
  DATABASE_URL: BENCH_DATABASE,
  UPLOADS_DIR: BENCH_UPLOADS,
  PORT: BENCH_PORT,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  // Each answer says the server's own time (Server-Timing), which the first-asked calls report
  // beside the client's; a header of a few bytes, made when the answer is.
  SERVER_TIMING: 'true',
}));

function stop(): void {
  void close().finally(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
// If the bench process dies without killing us, the IPC channel closes: do not linger.
process.once('disconnect', stop);
// The soak (bench-soak.ts) asks for the heap figures only this process can see; `gc` first
// (under --expose-gc) tells what is retained from what merely waits for a collection.
process.on('message', (message: unknown) => {
  if (message !== 'memory' && message !== 'memory-after-gc') return;
  if (message === 'memory-after-gc') (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
process.send?.('listening');
