import type { StoreChanges } from '../../cache/store-changes.ts';
import type { Db } from '../../db/database.ts';
import { catalogueMessages } from '@haat/shared/console-api';
import type { Actor } from './audit.ts';
import { invalidFields } from './refusal.ts';

/** What a console service needs: the database, the clock, the store's change counter, and who acts. */
export interface ConsoleContext {
  db: Db;
  now: () => Date;
  changes: StoreChanges;
  actor: Actor & { staffId: number | null };
}

/**
 * Runs one console change in a transaction that also raises the store's change counter (so
 * every cache of the store turns stale at the commit), then tells this process at once.
 * `bump: false` for changes no cache holds (stock is always read live, decision 015).
 */
export async function consoleWrite<T>(ctx: ConsoleContext, work: (trx: Db) => Promise<T>, bump = true): Promise<T> {
  let counter = 0;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const value = await work(trx);
    if (bump) counter = await ctx.changes.recordChange(trx, ctx.actor.storeId);
    return value;
  }).catch((error: unknown) => {
    // A SKU is checked before it is written, but two writes of the same SKU at once both pass
    // the check; the unique index then refuses the second, which hears what the check says.
    if (isSkuTaken(error)) throw invalidFields({ sku: catalogueMessages.skuTaken });
    throw error;
  });
  if (bump) ctx.changes.seen(ctx.actor.storeId, counter);
  return result;
}

/** A new `updated_at` that always differs from the old one, even within the same millisecond. */
export function nextUpdatedAt(previous: string, now: Date): string {
  const at = now.toISOString();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}

/** Whether a database error is the unique index on a store's SKUs (product_sizes_store_sku). */
function isSkuTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // PostgreSQL: SQLSTATE 23505 naming the index; node:sqlite: "UNIQUE constraint failed: product_sizes.store_id, product_sizes.sku".
  const code = (error as { code?: unknown }).code;
  const text = `${String((error as { constraint?: unknown }).constraint ?? '')} ${error.message}`;
  return (code === '23505' || /UNIQUE constraint failed/i.test(error.message)) && /product_sizes_store_sku|product_sizes\.sku/.test(text);
}
