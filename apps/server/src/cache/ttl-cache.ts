/**
 * Small in-memory caches of answers with a time to live, kept per database handle (each test
 * opens its own, and a closed handle's answers go with it). When full, ttlCache drops the answer
 * used least recently, ttlBatchCache the one stored first.
 */
type Scopes<K, V> = WeakMap<object, Map<K, { value: V; until: number }>>;

function entriesOf<K, V>(scopes: Scopes<K, V>, scope: object): Map<K, { value: V; until: number }> {
  let entries = scopes.get(scope);
  if (!entries) scopes.set(scope, (entries = new Map()));
  return entries;
}

function trim(entries: Map<unknown, unknown>, maxEntries: number): void {
  while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
}

export interface TtlCacheOptions<V> {
  /** Whether an answer may be kept; one that may not is still shared by callers waiting on it. */
  keep?: (value: V) => boolean;
}

/**
 * One answer per key. Callers asking for the same key while it loads share the one load; a
 * failed load is forgotten at once, so the next call tries again.
 */
export function ttlCache<V>(ttlMs: number, maxEntries: number, options: TtlCacheOptions<V> = {}) {
  const scopes: Scopes<string, Promise<V>> = new WeakMap();
  return {
    get(scope: object, key: string, load: () => Promise<V>): Promise<V> {
      const entries = entriesOf(scopes, scope);
      const now = Date.now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.until > now) {
        // Stored again, so the Map's order is the order of use and trim drops the coldest key.
        entries.set(key, hit);
        return hit.value;
      }
      const entry = { value: load(), until: now + ttlMs };
      entries.set(key, entry);
      trim(entries, maxEntries);
      const forget = () => { if (entries.get(key) === entry) entries.delete(key); };
      entry.value.then((value) => { if (options.keep && !options.keep(value)) forget(); }, forget);
      return entry.value;
    },
    /** How many answers the scope holds (loading, fresh or stale). */
    size(scope: object): number {
      return scopes.get(scope)?.size ?? 0;
    },
  };
}

/**
 * Many answers at once, by key (products by id): the keys not known, or known too long, are
 * loaded together in one call. Loads are not shared: two callers missing the same key both load
 * it, which costs a query, never a wrong answer. A key the load does not answer is not kept.
 */
export function ttlBatchCache<K, V>(ttlMs: number, maxEntries: number) {
  const scopes: Scopes<K, V> = new WeakMap();
  return {
    async getMany(scope: object, keys: readonly K[], loadMissing: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
      const entries = entriesOf(scopes, scope);
      const now = Date.now();
      const found = new Map<K, V>();
      const missing: K[] = [];
      for (const key of keys) {
        const hit = entries.get(key);
        if (hit && hit.until > now) found.set(key, hit.value);
        else missing.push(key);
      }
      if (missing.length === 0) return found;
      const loaded = await loadMissing(missing);
      const until = Date.now() + ttlMs;
      for (const [key, value] of loaded) {
        found.set(key, value);
        entries.delete(key);
        entries.set(key, { value, until });
      }
      trim(entries, maxEntries);
      return found;
    },
  };
}
