import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import type { CounterStore } from "./counters/counter-store.js";
import type { SessionPolicy } from "./sessions.js";

const HOUR_MS = 3_600_000;
export const PURGE_INTERVAL_MS = 60_000;

/** Deletes sessions past their end or idle too long, and counter windows that have ended. */
export async function purgeStale(db: Db, counters: CounterStore, policy: SessionPolicy, now = new Date()) {
  const idleCutoff = new Date(now.getTime() - policy.idleHours * HOUR_MS).toISOString();
  const deleted = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expiresAt", "<=", now.toISOString()), eb("lastSeenAt", "<", idleCutoff)]))
    .executeTakeFirst();
  return { sessions: Number(deleted.numDeletedRows), counters: await counters.purge() };
}

/** Runs the purge every minute while the app is up; a failure is logged and retried next time. */
export function schedulePurge(app: FastifyInstance, policy: SessionPolicy, intervalMs = PURGE_INTERVAL_MS) {
  const timer = setInterval(() => {
    purgeStale(app.db, app.counters, policy).then(
      (removed) => app.log.debug(removed, "purged stale sessions and counters"),
      (error) => app.log.warn({ err: error }, "purging stale sessions and counters failed"),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
