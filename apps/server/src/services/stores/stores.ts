import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StoreTable } from '../../db/schema.ts';

export type Store = Selectable<StoreTable>;

/** How long a host-to-store answer is reused; store settings change rarely. */
const CACHE_MS = 30_000;

/** Lower-case host name without port: `Shop.Example.in:3000` → `shop.example.in`. */
export function hostName(hostHeader: string | undefined | null): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** Resolves stores from Host headers, falling back to the default store for unknown hosts. */
export function createStoreResolver(db: Db) {
  const cache = new Map<string, { store: Store | null; until: number }>();

  async function load(host: string): Promise<Store | null> {
    const byHost = await db
      .selectFrom('store_hosts')
      .innerJoin('stores', 'stores.id', 'store_hosts.store_id')
      .selectAll('stores')
      .where('store_hosts.host', '=', host)
      .executeTakeFirst();
    if (byHost) return byHost;
    const fallback = await db.selectFrom('stores').selectAll().orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
    return fallback ?? null;
  }

  return {
    /** The store a request is for, or null when the database holds no store at all. */
    async resolve(hostHeader: string | undefined | null): Promise<Store | null> {
      const host = hostName(hostHeader);
      const hit = cache.get(host);
      if (hit && hit.until > Date.now()) return hit.store;
      const store = await load(host);
      // Never remember "no store": the seeder may create it a moment later.
      if (store) cache.set(host, { store, until: Date.now() + CACHE_MS });
      return store;
    },
    forget(): void {
      cache.clear();
    },
  };
}

export type StoreResolver = ReturnType<typeof createStoreResolver>;
