import type { Db } from '../../../db/database.ts';
import type { JobDeps } from './job-deps.ts';

/** A job raises the store's change counter at most once a second, not once per row: caches refresh once per batch. */
export const changeEveryMs = 1000;

export type ChangeBatches = ReturnType<typeof changeBatches>;

/**
 * Tracks a job's writes to one store's catalogue. `wrote`, inside a batch's transaction, raises
 * the counter when a second has passed since the last raise (null otherwise); `committed` after
 * the commit lets this process see it at once; `flush` raises it once more at the end when
 * batches were written since, so the last rows never stay unseen.
 */
export function changeBatches(deps: JobDeps, storeId: number) {
  let lastRaised = 0;
  let unseen = false;
  return {
    async wrote(trx: Db): Promise<number | null> {
      if (deps.now().getTime() - lastRaised < changeEveryMs) { unseen = true; return null; }
      return deps.changes.recordChange(trx, storeId);
    },
    committed(counter: number | null): void {
      if (counter === null) return;
      deps.changes.seen(storeId, counter);
      lastRaised = deps.now().getTime();
      unseen = false;
    },
    async flush(): Promise<void> {
      if (!unseen) return;
      const counter = await deps.db.transaction().execute((trx) => deps.changes.recordChange(trx, storeId));
      deps.changes.seen(storeId, counter);
      unseen = false;
    },
  };
}
