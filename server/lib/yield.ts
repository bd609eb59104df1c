import { setImmediate } from "node:timers/promises";

/**
 * Lets pending I/O (other requests, health checks) run. better-sqlite3 answers synchronously, so a chain of
 * awaited queries is one long run of microtasks that never reaches the event loop's I/O phase; long work
 * calls this between its small pieces.
 */
export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}
