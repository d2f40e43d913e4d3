/**
 * A small in-memory cache of answers with a time to live, kept per database handle (each test
 * opens its own, and a closed handle's answers go with it). Callers asking for the same key while
 * it loads share the one load; a failed load is forgotten at once, so the next call tries again.
 * When full, the entry stored first goes.
 */
export function ttlCache<V>(ttlMs: number, maxEntries: number) {
  const scopes = new WeakMap<object, Map<string, { value: Promise<V>; until: number }>>();
  return {
    get(scope: object, key: string, load: () => Promise<V>): Promise<V> {
      let entries = scopes.get(scope);
      if (!entries) scopes.set(scope, (entries = new Map()));
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      entries.delete(key);
      const entry = { value: load(), until: now + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? key);
      const stored = entries;
      entry.value.catch(() => {
        if (stored.get(key) === entry) stored.delete(key);
      });
      return entry.value;
    },
  };
}
