import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import { recordAudit } from "./audit/audit-log.js";
import { purgeErasedConsents } from "./consent/purge.js";
import { purgeUnconfirmed } from "./erasure/purge-unconfirmed.js";
import { scrubWriteAheadLog } from "./erasure/wal-scrub.js";
import type { HitWindows } from "./rate-limit/hit-windows.js";
import type { SessionPolicy } from "./sessions.js";
import { purgeTrafficAggregates } from "./traffic/retention.js";

const HOUR_MS = 3_600_000;
export const PURGE_INTERVAL_MS = 60_000;

/** Deletes sessions past their end or idle too long, and rate-limit windows that have ended. */
export async function purgeStale(db: Db, hitWindows: HitWindows, policy: SessionPolicy, now = new Date()) {
  const idleCutoff = new Date(now.getTime() - policy.idleHours * HOUR_MS).toISOString();
  const deleted = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expiresAt", "<=", now.toISOString()), eb("lastSeenAt", "<", idleCutoff)]))
    .executeTakeFirst();
  return { sessions: Number(deleted.numDeletedRows), hitWindows: await hitWindows.purge() };
}

/**
 * Runs the purges every minute while the app is up: sessions and rate-limit windows, entries left unconfirmed
 * past UNCONFIRMED_TTL_DAYS, traffic aggregates past TRAFFIC_RETENTION_DAYS and the consent records of people
 * erased over a year ago; a failure is logged and
 * retried next time.
 */
export function schedulePurge(app: FastifyInstance, policy: SessionPolicy, intervalMs = PURGE_INTERVAL_MS) {
  const timer = setInterval(() => {
    purgeStale(app.db, app.hitWindows, policy).then(
      (removed) => app.log.debug(removed, "purged stale sessions and rate-limit windows"),
      (error) => app.log.warn({ err: error }, "purging stale sessions and rate-limit windows failed"),
    );
    purgeTrafficAggregates(app.db, app.config.trafficRetentionDays).then(
      (removed) => removed && app.log.debug({ removed }, "purged traffic aggregates past their retention"),
      (error) => app.log.warn({ err: error }, "purging old traffic aggregates failed"),
    );
    purgeUnconfirmed(app.db, app.config.unconfirmedTtlDays).then(
      async (erased) => {
        if (erased === 0) return;
        // A count only: the audit keeps nothing of the people just erased.
        await recordAudit(app.db, {
          action: "waitlist.unconfirmed_purged",
          actorId: null,
          actor: "system",
          ip: null,
          details: { erased, afterDays: app.config.unconfirmedTtlDays },
        });
        await scrubWriteAheadLog(app);
      },
      (error) => app.log.warn({ err: error }, "purging unconfirmed waitlist entries failed"),
    );
    purgeErasedConsents(app.db).then(
      (removed) => removed && app.log.info({ removed }, "purged consent records of people erased over a year ago"),
      (error) => app.log.warn({ err: error }, "purging old consent records failed"),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
