import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverMemoryEnv, serverNodeFlags } from '../apps/server/src/render/server-memory.ts';

export interface BenchServer {
  origin: string;
  pid: number;
  /** False once the child has exited, so a crash mid-run is not reported as slow answers. */
  alive: () => boolean;
  /** The server's own process.memoryUsage(), after a full collection when asked (needs --expose-gc). */
  memory: (afterGc?: boolean) => Promise<NodeJS.MemoryUsage>;
  stop: () => Promise<void>;
}

/** The NODE_ENV the bench server runs with. */
export function benchNodeEnv(): string {
  return process.env.NODE_ENV || 'production';
}

/** A port nobody listens on right now (the kernel's pick for port 0). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts scripts/bench-server.ts in a child Node and resolves once it answers HTTP on loopback.
 * `nodeArgs` go to that Node (bench-profile.ts passes --cpu-prof).
 */
export async function startBenchServer(databasePath: string, uploadsDir: string, nodeArgs: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  // The memory settings `npm start` runs with (server-memory.ts), so the bench measures the same process.
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, '--disable-warning=ExperimentalWarning', path.join(import.meta.dirname, 'bench-server.ts')], {
    // React and React Router pick their development builds unless NODE_ENV says production, which
    // halves SSR throughput; measure what a deployment runs unless the caller chose otherwise.
    env: { ...serverMemoryEnv, ...process.env, NODE_ENV: benchNodeEnv(), BENCH_DATABASE: databasePath, BENCH_UPLOADS: uploadsDir, BENCH_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForListening(child);
    await waitForAnswer(origin);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    pid: child.pid ?? 0,
    alive: () => child.exitCode === null && child.signalCode === null,
    memory: (afterGc = false) => askMemory(child, afterGc),
    stop: () => stopChild(child),
  };
}

function askMemory(child: ChildProcess, afterGc: boolean): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.off('message', onMessage); reject(new Error('The bench server did not report its memory within 10 s')); }, 10_000);
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('memory' in message)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message.memory as NodeJS.MemoryUsage);
    };
    child.on('message', onMessage);
    child.send(afterGc ? 'memory-after-gc' : 'memory');
  });
}

function waitForListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The bench server did not start within 60 s')), 60_000);
    child.once('message', (message) => {
      if (message === 'listening') { clearTimeout(timer); resolve(); }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The bench server exited before listening (${signal ?? `code ${code}`})`));
    });
  });
}

/** Listening is not answering: poll until a real request comes back. */
async function waitForAnswer(origin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/api/GetAllHeaderWithProduct`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`The bench server at ${origin} did not answer within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGTERM, then SIGKILL if it has not gone within 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => { clearTimeout(force); resolve(); });
    child.kill('SIGTERM');
  });
}
