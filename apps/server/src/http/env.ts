import type { Db } from '../db/database.ts';
import type { Store, StoreResolver } from '../services/stores.ts';

/** What every Store API handler can rely on. */
export interface ApiDeps {
  db: Db;
  stores: StoreResolver;
}

export type AppEnv = { Variables: { store: Store } };
