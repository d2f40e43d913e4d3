import type { Db } from '../../../db/database.ts';
import type { JobDeps } from './job-deps.ts';

/** A job raises the store's change counter at most once a second, not once per row: caches then refresh once per batch. */
export const batchMs = 1000;

/**
 * Tracks a job's writes to one store's catalogue: `wrote` inside a row's transaction raises the
 * counter when a second has passed since the last raise; `flush` raises it once more at the end
 * when rows were written since, so the last rows are never left unseen.
 */
export function recordBatches(deps: JobDeps, storeId: number) {
  let lastRecorded = 0;
  let pending = false;
  let counter: number | null = null;
  return {
    async wrote(trx: Db): Promise<void> {
      const now = deps.now().getTime();
      if (now - lastRecorded < batchMs) { pending = true; return; }
      counter = await deps.changes.recordChange(trx, storeId);
    },
    /** After the row's commit: this process switches to the new version at once. */
    committed(): void {
      if (counter !== null) {
        deps.changes.seen(storeId, counter);
        lastRecorded = deps.now().getTime();
        pending = false;
        counter = null;
      }
    },
    rolledBack(): void {
      counter = null;
    },
    async flush(): Promise<void> {
      if (!pending) return;
      const raised = await deps.db.transaction().execute((trx) => deps.changes.recordChange(trx, storeId));
      deps.changes.seen(storeId, raised);
      pending = false;
    },
  };
}
