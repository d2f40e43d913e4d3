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
  /** Whether a kept answer still holds (asked on each hit once it has loaded); one that does not is loaded again. */
  fresh?: (value: V) => boolean;
}

/**
 * One answer per key. Callers asking for the same key while it loads share the one load; a
 * failed load is forgotten at once, so the next call tries again.
 */
export function ttlCache<V>(ttlMs: number, maxEntries: number, options: TtlCacheOptions<V> = {}) {
  const scopes: Scopes<string, Promise<V>> = new WeakMap();
  // The answers that have loaded, for `fresh` to judge without waiting on a promise.
  const loaded = new WeakMap<Promise<V>, V>();
  const holds = (value: Promise<V>) => !options.fresh || !loaded.has(value) || options.fresh(loaded.get(value) as V);
  return {
    get(scope: object, key: string, load: () => Promise<V>): Promise<V> {
      const entries = entriesOf(scopes, scope);
      const now = Date.now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.until > now && holds(hit.value)) {
        // Stored again, so the Map's order is the order of use and trim drops the coldest key.
        entries.set(key, hit);
        return hit.value;
      }
      const entry = { value: load(), until: now + ttlMs };
      entries.set(key, entry);
      trim(entries, maxEntries);
      const forget = () => { if (entries.get(key) === entry) entries.delete(key); };
      entry.value.then((value) => {
        if (options.fresh) loaded.set(entry.value, value);
        if (options.keep && !options.keep(value)) forget();
      }, forget);
      return entry.value;
    },
    /** Whether `get` would answer the key without loading (a fresh answer, or one loading). */
    has(scope: object, key: string): boolean {
      const hit = scopes.get(scope)?.get(key);
      return hit !== undefined && hit.until > Date.now() && holds(hit.value);
    },
    /** How many answers the scope holds (loading, fresh or stale). */
    size(scope: object): number {
      return scopes.get(scope)?.size ?? 0;
    },
  };
}

/**
 * Many answers at once, by key (products by id): the keys not known, known too long, or kept for
 * another `generation` (a store's change version) are loaded together in one call. Loads are not
 * shared: two callers missing the same key both load it, which costs a query, never a wrong
 * answer. A key the load does not answer is not kept.
 */
export function ttlBatchCache<K, V>(ttlMs: number, maxEntries: number) {
  const scopes: Scopes<K, { value: V; generation: number }> = new WeakMap();
  return {
    async getMany(scope: object, keys: readonly K[], loadMissing: (missing: K[]) => Promise<Map<K, V>>, generation = 0): Promise<Map<K, V>> {
      const entries = entriesOf(scopes, scope);
      const now = Date.now();
      const found = new Map<K, V>();
      const missing: K[] = [];
      for (const key of keys) {
        const hit = entries.get(key);
        if (hit && hit.until > now && hit.value.generation === generation) found.set(key, hit.value.value);
        else missing.push(key);
      }
      if (missing.length === 0) return found;
      const loaded = await loadMissing(missing);
      const until = Date.now() + ttlMs;
      for (const [key, value] of loaded) {
        found.set(key, value);
        entries.delete(key);
        entries.set(key, { value: { value, generation }, until });
      }
      trim(entries, maxEntries);
      return found;
    },
  };
}
