import type { CompiledQuery, DatabaseConnection } from 'kysely';

/**
 * Waiting for another connection's lock without stopping the process (decision 061).
 *
 * SQLite lets one connection write at a time. When another process holds the write lock (a
 * second server process on the same file, a seed or an import run beside the server), SQLite's
 * own busy handler sleeps in the thread that asked, and node:sqlite asks on the main thread: every
 * request of the process, kept answers and static files included, stopped for as long as the other
 * writer held the lock, up to the whole busy timeout. So SQLite is told not to wait at all
 * (`PRAGMA busy_timeout = 0`, node-sqlite-dialect.ts), and a statement it refuses as busy is tried
 * again here after a pause on a timer, while the event loop serves everything else.
 *
 * Trying again is always safe: a statement refused with SQLITE_BUSY did nothing (SQLite rolls a
 * failed statement back, and a refused BEGIN or COMMIT leaves the connection as it was).
 */

/** How long, in all, a statement waits for another connection's lock before the refusal is the answer. */
export const busyLimitMs = 5_000;
/** The longest pause between two tries: a lock is mostly held for a transaction of a few milliseconds. */
const longestPauseMs = 20;

const SQLITE_BUSY = 5;

/** Whether node:sqlite refused a statement because another connection holds a lock it needs (SQLITE_BUSY and its extended codes). */
export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === SQLITE_BUSY;
}

/**
 * `connection` whose statements, refused as busy, are tried again after pauses of 1, 2, 4, … up to
 * 20 ms, until `limitMs` have passed since the first refusal; then that refusal ("database is
 * locked") is thrown, as SQLite's own timeout would have. A stream is not tried again: it reads,
 * and readers do not wait for a writer in WAL mode.
 */
export function patientConnection(connection: DatabaseConnection, limitMs = busyLimitMs): DatabaseConnection {
  return {
    executeQuery: <R>(query: CompiledQuery) => connection.executeQuery<R>(query)
      .catch((error: unknown) => triedAgain(error, () => connection.executeQuery<R>(query), limitMs)),
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

async function triedAgain<T>(refusal: unknown, attempt: () => Promise<T>, limitMs: number): Promise<T> {
  const since = performance.now();
  for (let pause = 1; ; pause = Math.min(pause * 2, longestPauseMs)) {
    if (!isBusy(refusal) || performance.now() - since >= limitMs) throw refusal;
    await new Promise((resolve) => setTimeout(resolve, pause));
    try {
      return await attempt();
    } catch (error) {
      refusal = error;
    }
  }
}
