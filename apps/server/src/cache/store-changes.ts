import type { Db } from '../db/database.ts';

/**
 * Which version of each store's catalogue and settings this process has seen (decision 021 §4).
 * A console change raises the store's `change_counter` in the transaction that makes it; caches
 * put the version in their keys, so a change makes every older answer unreachable at once,
 * with no purge to race a load in flight.
 *
 * This is the in-process part: changes made here are seen here at once. Other processes learn
 * of them through `listen` (PostgreSQL LISTEN/NOTIFY, or a throttled read of the counters on
 * SQLite), which `startStoreChangeListener` wires up.
 */
export interface StoreChanges {
  /** Raises the store's counter inside `trx`; call `seen` with the answer after the commit. */
  recordChange(trx: Db, storeId: number): Promise<number>;
  /** This process now knows the store is at `counter` (never goes back). */
  seen(storeId: number, counter: number): void;
  /** The version caches key their answers of the store by; 0 until a change is seen. */
  version(storeId: number): number;
}

export function createStoreChanges(): StoreChanges {
  const versions = new Map<number, number>();
  return {
    async recordChange(trx, storeId) {
      const row = await trx.updateTable('stores').set((eb) => ({ change_counter: eb('change_counter', '+', 1) }))
        .where('id', '=', storeId).returning('change_counter').executeTakeFirstOrThrow();
      return row.change_counter;
    },
    seen(storeId, counter) {
      if (counter > (versions.get(storeId) ?? 0)) versions.set(storeId, counter);
    },
    version(storeId) {
      return versions.get(storeId) ?? 0;
    },
  };
}
