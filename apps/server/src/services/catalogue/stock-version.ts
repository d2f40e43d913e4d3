import { CompiledQuery, sql } from 'kysely';
import { readNow, type Db } from '../../db/database.ts';

// Asked on every browsing call, so compiled once per database handle and run with the store's id.
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
  const rows = readNow<{ version: number | string }>(db, text, [storeId]) ?? (await db.executeQuery<{ version: number | string }>(CompiledQuery.raw(text, [storeId]))).rows;
  return Number(rows[0]?.version ?? 0);
}
