import { sql } from 'kysely';
import { compiledStatement } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';

// Asked on every browsing call, so compiled once per engine and run with the store's id;
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

/** A store's stock version as asked at a moment (`performance.now()` when the read was sent). */
interface Asked { at: number; version: Promise<number> }

// The last one asked per handle and store. Only the server's own handle is ever given a moment
// (by browsing calls from the network); a transaction's handle always asks.
const lastAsked = new WeakMap<Db, Map<number, Asked>>();

/**
 * The store's stock version for a request that had arrived by `arrivedBy` (http/arrival.ts,
 * decision 064): the last one asked on this handle when it was asked at or after that moment, as
 * the request might have read it itself while it was under way; otherwise asked now. Every
 * change committed before the request arrived is in it, so a shopper who has seen a sale sees it
 * here too, on any process. Without `arrivedBy` (a page's own calls, made inside the process) it
 * is always asked now.
 */
export function stockVersionFor(db: Db, storeId: number, arrivedBy?: number): Promise<number> {
  if (arrivedBy === undefined) return stockVersion(db, storeId);
  let byStore = lastAsked.get(db);
  if (!byStore) lastAsked.set(db, (byStore = new Map()));
  const last = byStore.get(storeId);
  if (last && last.at >= arrivedBy) return last.version;
  const asked: Asked = { at: performance.now(), version: stockVersion(db, storeId) };
  byStore.set(storeId, asked);
  // A failed read is not shared with later requests: they ask again.
  asked.version.catch(() => { if (byStore.get(storeId) === asked) byStore.delete(storeId); });
  return asked.version;
}
