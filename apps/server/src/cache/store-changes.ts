import { sql } from 'kysely';
import { compiledStatement } from '../db/compiled-once.ts';
import type { Db } from '../db/database.ts';
import { engineOf } from '../db/engine.ts';

/**
 * Set by the server on each page request it hands the storefront, for its caches' keys:
 * `<storeId>.<version>.<stock version>` (the store's change counter here, and its stock version,
 * decision 036). Either moving makes every answer kept under the older value unreachable.
 */
export const storeVersionHeader = 'x-haat-store-version';

/** The PostgreSQL channel every process listens on; the payload is `<storeId>:<counter>`. */
export const storeChangesChannel = 'haat_store_changes';

/**
 * Which version of each store's catalogue and settings this process has seen (decision 021 §4).
 * A console change raises the store's `change_counter` in the transaction that makes it; caches
 * put the version in their keys, so a change makes every older answer unreachable at once,
 * with no purge to race a load in flight.
 *
 * Changes made here are seen here at once. Other processes learn of them through the listener
 * (store-change-listener.ts: PostgreSQL LISTEN/NOTIFY, or a throttled read of the counters on
 * SQLite), which hands its catch-up step to `followWith`.
 */
export interface StoreChanges {
  /** Raises the store's counter inside `trx` (and notifies other processes at commit); call `seen` with the answer after the commit. */
  recordChange(trx: Db, storeId: number): Promise<number>;
  /** This process now knows the store is at `counter` (never goes back). */
  seen(storeId: number, counter: number): void;
  /** The version caches key their answers of the store by; 0 until a change is seen. */
  version(storeId: number): number;
  /** Asked before each request resolves its store: a promise when the counters are due to be read, else nothing (no await). */
  catchUp(): Promise<void> | undefined;
  /** Sets the catch-up step (the listener's); none by default. */
  followWith(catchUp: () => Promise<void> | undefined): void;
}

export function createStoreChanges(): StoreChanges {
  const versions = new Map<number, number>();
  let follow: () => Promise<void> | undefined = () => undefined;
  return {
    async recordChange(trx, storeId) {
      const row = await trx.updateTable('stores').set((eb) => ({ change_counter: eb('change_counter', '+', 1) }))
        .where('id', '=', storeId).returning('change_counter').executeTakeFirstOrThrow();
      // Delivered when the transaction commits, and not at all if it rolls back.
      if (engineOf(trx) === 'postgres') await sql`SELECT pg_notify(${storeChangesChannel}, ${`${storeId}:${row.change_counter}`})`.execute(trx);
      return row.change_counter;
    },
    seen(storeId, counter) {
      if (counter > (versions.get(storeId) ?? 0)) versions.set(storeId, counter);
    },
    version(storeId) {
      return versions.get(storeId) ?? 0;
    },
    catchUp() {
      return follow();
    },
    followWith(catchUp) {
      follow = catchUp;
    },
  };
}

// Read before requests on SQLite (every 100 ms at most), so at once outside a transaction
// (decision 059): a request never queues for it behind a write that waits for another process's
// lock (decision 061).
const storeCounters = compiledStatement((db) => db.selectFrom('stores').select(['id', 'change_counter']));

/** Reads every store's counter into `changes`: what a process missed while it was not listening. */
export async function readStoreCounters(db: Db, changes: StoreChanges): Promise<void> {
  for (const row of await storeCounters(db, {})) changes.seen(row.id, Number(row.change_counter));
}
