import { sql } from 'kysely';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';

// Asked on every browsing call, so compiled once per database handle and run with the store's id;
// on SQLite read at once when no transaction is open (decision 059).
const versionRow = compiledStatement((_db, args: { storeId: number }) => sql<{ version: number | string }>`select version from stock_versions where store_id = ${args.storeId}`);

/**
 * The store's stock version as it is now (migration 0015, decision 036): the database moves it in
 * the same transaction as any change to the store's sizes or their stock, from any process. 0
 * until the first change.
 */
export async function stockVersion(db: Db, storeId: number): Promise<number> {
  const rows = await versionRow(db, { storeId });
  return Number(rows[0]?.version ?? 0);
}
