import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { createDatabaseHitWindows } from "./database-hit-windows.js";

/** One hit's outcome: the key's count in its current window, including this hit, and when the window ends. */
export interface Hit {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters behind the rate limits and the sign-in throttle. A hit is counted before the
 * caller decides, so concurrent requests cannot all slip in under the limit (docs/history.md, 070).
 */
export interface HitWindows {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes one hit back (an attempt that turned out fine), within the current window. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Drops windows that have ended; returns how many. */
  purge(): Promise<number>;
}

/** Above this many live keys the oldest are dropped, so a spray of distinct keys cannot grow memory. */
export const MEMORY_MAX_KEYS = 100_000;

/** The one-process store (SQLite deployments): a Map, ordered oldest-first by window start. */
export function createMemoryHitWindows(
  now: () => number = Date.now,
  maxKeys = MEMORY_MAX_KEYS,
): HitWindows & {
  size(): number;
} {
  const windows = new Map<string, Hit>();
  const purge = () => {
    let removed = 0;
    const time = now();
    for (const [key, hit] of windows) {
      if (hit.resetAt <= time) {
        windows.delete(key);
        removed++;
      }
    }
    return removed;
  };
  return {
    async hit(key, windowMs) {
      const time = now();
      const current = windows.get(key);
      if (current && current.resetAt > time) {
        current.count++;
        return { ...current };
      }
      windows.delete(key);
      if (windows.size >= maxKeys && purge() === 0) {
        // Still full of live windows: forget the oldest (it is the first in insertion order).
        windows.delete(windows.keys().next().value as string);
      }
      const fresh = { count: 1, resetAt: time + windowMs };
      windows.set(key, fresh);
      return { ...fresh };
    },
    async release(key) {
      const current = windows.get(key);
      if (current && current.count > 0) current.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
    async purge() {
      return purge();
    },
    size: () => windows.size,
  };
}

/** Memory for the single SQLite process; the shared table on PostgreSQL, where instances are many. */
export function createHitWindows(db: Db, dialect: Dialect): HitWindows {
  return dialect === "postgres" ? createDatabaseHitWindows(db) : createMemoryHitWindows();
}
