import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { logger } from '@haat/shared/log';
import type { Db } from './database.ts';
import { engineOf } from './engine.ts';

/**
 * Checkpoints of a SQLite file on a thread of their own (decision 063).
 *
 * In WAL mode every commit appends the pages it changed to the write-ahead log, and a checkpoint
 * copies them into the database file and syncs the disk. SQLite runs that checkpoint on the
 * connection that commits, once the log passes 1,000 pages; node:sqlite runs that connection on the
 * main thread. Placing an order writes about thirty pages, so every thirty-odd orders one commit
 * took some 7 ms more, and the whole process (every request, every kept page) stood still for it.
 * Here a worker thread with its own connection checkpoints ten times a second, and the server's
 * connection only past a far longer log (`boundFrames`): a bound should the thread fall behind.
 */

/** What the checkpointer's thread is given. */
export interface CheckpointerData {
  file: string;
  /** Pause between two checkpoints. */
  everyMs: number;
}

export interface CheckpointOptions extends Omit<CheckpointerData, 'file'> {
  /**
   * Log length (pages) past which the server's connection checkpoints after a commit, as SQLite
   * does past 1,000 by default. The log begins again from its start only at a write that finds
   * all of it copied; under commits with no pause between them, the thread's checkpoint never
   * catches up with the last one, and the log would grow without end. Done by the writer between
   * two of its commits, this checkpoint catches up and the next commit starts the log over: one
   * checkpoint on the main thread per 16,000 pages written under such a load, where SQLite's
   * default made one per 1,000.
   */
  boundFrames: number;
}

export type FromCheckpointer = { kind: 'ready' } | { kind: 'failed'; message: string };

export interface WalCheckpoints {
  stop(): Promise<void>;
}

/** SQLite's own default: the server's connection checkpoints itself again should the thread stop. */
const ownCheckpointPages = 1000;
const defaults: CheckpointOptions = { everyMs: 100, boundFrames: 16_000 };
/** A failing checkpoint is logged once in this long, not every round. */
const failureLogEveryMs = 60_000;

/**
 * Starts checkpointing `file` (the SQLite database `db` has open) on a worker thread; the server's
 * connection then checkpoints only past `boundFrames`. Nothing to do on PostgreSQL or in memory.
 */
export async function startWalCheckpoints(db: Db, file: string, options: Partial<CheckpointOptions> = {}): Promise<WalCheckpoints> {
  if (engineOf(db) !== 'sqlite' || file === ':memory:' || file === '') return { stop: async () => {} };
  const { everyMs, boundFrames } = { ...defaults, ...options };
  const worker = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url), {
    workerData: { file, everyMs } satisfies CheckpointerData,
  });
  let stopping = false;
  let loggedAt = -Infinity;
  worker.on('message', (message: FromCheckpointer) => {
    if (message.kind !== 'failed' || performance.now() - loggedAt < failureLogEveryMs) return;
    loggedAt = performance.now();
    logger.warn('A WAL checkpoint failed; the next one tries again', { error: message.message });
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The WAL checkpointer stopped (exit code ${code}) before it was ready.`)));
  });
  worker.on('error', (error) => logger.error('The WAL checkpointer failed', { error }));
  void exited.then(async () => {
    if (stopping) return;
    // Without it the log would grow without end: the connection checkpoints itself again, as SQLite does by default.
    logger.error('The WAL checkpointer stopped; the server checkpoints on its own thread again');
    await sql.raw(`PRAGMA wal_autocheckpoint = ${ownCheckpointPages}`).execute(db).catch(() => undefined);
  });
  await sql.raw(`PRAGMA wal_autocheckpoint = ${boundFrames}`).execute(db);
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      await sql.raw(`PRAGMA wal_autocheckpoint = ${ownCheckpointPages}`).execute(db).catch(() => undefined);
      worker.postMessage('stop', []);
      await exited;
    },
  };
}
