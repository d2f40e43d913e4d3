import type { Selectable } from 'kysely';
import type { StoreChanges } from '../../cache/store-changes.ts';
import { ttlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import type { StoreTable } from '../../db/schema.ts';

export type Store = Selectable<StoreTable>;

/** How long a host-to-store answer is reused; store settings change rarely. */
const CACHE_MS = 30_000;

/**
 * How many hosts' answers are kept by default: far more shops than one server holds, and at most
 * a few MB however many made-up hosts arrive (each unknown host keeps only a small entry).
 */
const MAX_HOSTS = 10_000;

/** A DNS name is at most 253 characters; a longer Host header cannot be a shop's. */
const MAX_HOST_LENGTH = 253;

/** Lower-case host name without port: `Shop.Example.in:3000` → `shop.example.in`. */
export function hostName(hostHeader: string | undefined | null): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

function storeOfHost(db: Db, host: string): Promise<Store | undefined> {
  return db
    .selectFrom('store_hosts')
    .innerJoin('stores', 'stores.id', 'store_hosts.store_id')
    .selectAll('stores')
    .where('store_hosts.host', '=', host)
    .executeTakeFirst();
}

async function loadDefaultStore(db: Db): Promise<Store | null> {
  return (await db.selectFrom('stores').selectAll().orderBy('is_default', 'desc').orderBy('id').executeTakeFirst()) ?? null;
}

export interface StoreResolverOptions {
  maxHosts?: number;
  /** The stores' change counters: a remembered store older than its counter is read again (decision 021 §4). */
  changes?: StoreChanges;
}

/**
 * Resolves stores from Host headers, falling back to the default store for unknown hosts. The
 * last `maxHosts` hosts asked for are remembered (least recently used first out); unknown hosts
 * all share the one default store answer.
 */
export function createStoreResolver(db: Db, { maxHosts = MAX_HOSTS, changes }: StoreResolverOptions = {}) {
  // Never remember "no store": the seeder may create it a moment later.
  const keep = (store: Store | null) => store !== null;
  // A store row carries its counter: once this process knows of a later change, the row is stale.
  const fresh = (store: Store | null) => !store || !changes || changes.version(store.id) <= store.change_counter;
  const byHost = ttlCache<Store | null>(CACHE_MS, maxHosts, { keep, fresh });
  const fallback = ttlCache<Store | null>(CACHE_MS, 1, { keep, fresh });
  const defaultStore = () => fallback.get(db, 'default', () => loadDefaultStore(db));

  function resolveHost(host: string): Promise<Store | null> {
    if (host.length > MAX_HOST_LENGTH) return defaultStore();
    return byHost.get(db, host, async () => (await storeOfHost(db, host)) ?? defaultStore());
  }

  return {
    /** The store a request is for, or null when the database holds no store at all. */
    resolve(hostHeader: string | undefined | null): Promise<Store | null> {
      const host = hostName(hostHeader);
      // Another process's changes are read first when due (at most every 100 ms), else not waited for.
      const catchingUp = changes?.catchUp();
      return catchingUp ? catchingUp.then(() => resolveHost(host)) : resolveHost(host);
    },
    /** The version answers about the store are cached under (0 without change counters). */
    version(storeId: number): number {
      return changes?.version(storeId) ?? 0;
    },
    /** How many hosts' answers are held now (at most `maxHosts`). */
    cachedHosts(): number {
      return byHost.size(db);
    },
  };
}

export type StoreResolver = ReturnType<typeof createStoreResolver>;
