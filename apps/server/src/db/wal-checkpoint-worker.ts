// The WAL checkpointer's thread (decision 063): copies what the server's connection committed to
// the write-ahead log into the database file, on a connection of its own, so that neither the
// copying nor the disk syncs it needs ever run on the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';
import type { CheckpointerData, FromCheckpointer } from './wal-checkpoints.ts';

if (!parentPort) throw new Error('wal-checkpoint-worker.ts runs as a worker thread only.');
const port = parentPort;
const { file, everyMs } = workerData as CheckpointerData;

// This connection only checkpoints. A passive checkpoint never waits for a lock: another process's
// checkpoint under way makes this round copy nothing, and the next round goes on. Opening may wait
// (another process recovering the log as it starts); on this thread that stops no request.
const db = new DatabaseSync(file, { timeout: 5_000 });
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

let timer: NodeJS.Timeout | undefined;
let stopping = false;

/**
 * One round: a passive checkpoint copies every page committed so far into the database file while
 * the server goes on writing. Once it has copied all of them, the server's next write begins the
 * log again from its start.
 */
function round(): void {
  try {
    passive.get();
  } catch (error) {
    // Busy (another process checkpointing) or a passing I/O error: the next round tries again.
    port.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies FromCheckpointer);
  }
  if (!stopping) timer = setTimeout(round, everyMs);
}

port.on('message', (message: 'stop') => {
  if (message !== 'stop') return;
  stopping = true;
  clearTimeout(timer);
  db.close();
  port.close();
});

port.postMessage({ kind: 'ready' } satisfies FromCheckpointer);
timer = setTimeout(round, everyMs);
