import type { StoreChanges } from '../../../cache/store-changes.ts';
import type { Db } from '../../../db/database.ts';
import type { KeptFiles } from './kept-files.ts';

/** What a process needs to run jobs. */
export interface JobDeps {
  db: Db;
  changes: StoreChanges;
  /** The image storage: keeps an import's uploads for its job, and the images it brings. */
  storage: KeptFiles;
  now: () => Date;
  /** Names this process in `jobs.claimed_by`. */
  worker: string;
}
