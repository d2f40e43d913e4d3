import { sql } from 'kysely';
import { readCompiled, type Db } from '../../db/database.ts';

// Asked on every browsing call, so compiled once per database handle and run with the store's id;
// on SQLite read at once when no transaction is open (decision 059).
const compiled = new WeakMap<Db, string>();

/**
 * The store's stock version as it is now (migration 0015, decision 036): the database moves it in
 * the same transaction as any change to the store's sizes or their stock, from any process. 0
 * until the first change.
 */
export async function stockVersion(db: Db, storeId: number): Promise<number> {
  let text = compiled.get(db);
  if (text === undefined) {
    text = sql`select version from stock_versions where store_id = ${storeId}`.compile(db).sql;
    compiled.set(db, text);
  }
  const rows = await readCompiled<{ version: number | string }>(db, text, [storeId]);
  return Number(rows[0]?.version ?? 0);
}
