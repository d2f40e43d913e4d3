// The server's memory around `npm run bench`'s load (issue 17): at a fresh start, right after
// every target has run, and after a minute without requests, when a server that gives memory
// back should have done so (decision 034). RSS counts the render workers, which are threads of
// the same process.
import type { BenchServer } from './bench-child.ts';
import { rssBytes } from './bench-soak.ts';

/** How long the server is left alone before the "idle" figure. */
export const idleSeconds = 60;

export interface MemoryPoint {
  label: string;
  rssMiB: number;
  /** The main thread's V8 heap; each render worker's heap is inside the RSS only. */
  heapUsedMiB: number;
  /** What the main thread's V8 heap has taken from the system, used or not. */
  heapTotalMiB: number;
  /** Memory the main thread's JavaScript holds outside its heap (buffers: kept pages, answers). */
  externalMiB: number;
}

const MiB = (bytes: number) => bytes / 1024 / 1024;

export async function memoryPoint(server: BenchServer, label: string): Promise<MemoryPoint> {
  const memory = await server.memory();
  return { label, rssMiB: MiB(rssBytes(server.pid)), heapUsedMiB: MiB(memory.heapUsed), heapTotalMiB: MiB(memory.heapTotal), externalMiB: MiB(memory.external) };
}

/** The figure after the server has had `idleSeconds` without a request. */
export async function memoryAfterIdle(server: BenchServer, progress: (message: string) => void): Promise<MemoryPoint> {
  progress(`  memory: leaving the server idle for ${idleSeconds} s…`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  return memoryPoint(server, `after ${idleSeconds} s idle`);
}
