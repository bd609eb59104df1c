import type { Db } from "../../db/database.js";

/**
 * Figures every request would otherwise count again (a city's line, its home-city entries, the acceptance
 * rates), kept per database and key for `ttlMs`. With `refreshInBackground`, an old value is answered
 * while the new one is counted, so only the very first request waits. A failed count is not kept.
 */
export function ttlCache<K, V>(ttlMs: number, load: (db: Db, key: K) => Promise<V>, refreshInBackground = false) {
  const caches = new WeakMap<Db, Map<K, { at: number; value: Promise<V> }>>();
  return {
    get(db: Db, key: K, nowMs = Date.now()): Promise<V> {
      const cache = caches.get(db) ?? new Map();
      caches.set(db, cache);
      const hit = cache.get(key);
      if (hit && nowMs - hit.at < ttlMs) return hit.value;
      const value = load(db, key);
      if (hit && refreshInBackground) {
        hit.at = nowMs; // one refresh at a time
        value.then(
          () => cache.set(key, { at: nowMs, value }),
          () => {},
        );
        return hit.value;
      }
      cache.set(key, { at: nowMs, value });
      value.catch(() => cache.get(key)?.value === value && cache.delete(key));
      return value;
    },
    /** Counts afresh next time (this instance just changed the figure). */
    forget(db: Db, key: K) {
      caches.get(db)?.delete(key);
    },
  };
}
