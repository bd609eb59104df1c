import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { recordAudit } from "../audit/audit-log.js";
import { erasePerson } from "../erasure/erase-person.js";
import type { JobHandler } from "../jobs/job-runner.js";
import { createJob } from "../jobs/job-store.js";
import { noticeRow } from "./notices.js";
import { dueForErasure, dueForWarning, erasureTimes, logCutoff, PERSONAL_DATA_ACTIONS } from "./retention.js";

export const RETENTION_KIND = "retention";
/** People warned, people erased, log rows purged per step: each step stays short (job-runner.ts, Pacing). */
const WARN_STEP = 200;
const ERASE_STEP = 25;
const PURGE_STEP = 1_000;
/** A run is queued this often; one already queued or running is left to finish. */
export const RETENTION_EVERY_MS = 3_600_000;

type Phase = "warn" | "erase" | "purge";
interface RetentionCursor {
  phase: Phase;
  warned: number;
  erased: number;
  purged: number;
}

export interface RetentionDeps {
  db: Db;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, "retentionDays">;
  /** Notices were written: send them now. */
  noticesWritten: () => void;
  /** People were erased: empty SQLite's write-ahead log of them (erasure/wal-scrub.ts). */
  erased: () => Promise<unknown>;
}

async function warnStep(deps: RetentionDeps, now: Date) {
  const clock = { now, retentionDays: deps.config.retentionDays };
  const due = await dueForWarning(deps.db, clock, WARN_STEP);
  if (due.length === 0) return 0;
  const at = now.toISOString();
  // An entry may have ended for two reasons (an account, and its city closed): one warning.
  const once = [...new Map(due.map((entry) => [entry.id, entry])).values()];
  const rows = once.map((entry) => {
    const { eraseAt } = erasureTimes(entry.endedAt, clock);
    // Never sooner than the warning promises: 48 hours from now at the earliest.
    const eraseOn = new Date(Math.max(eraseAt, now.getTime() + 48 * 3_600_000)).toISOString();
    return noticeRow({ person: entry.id, email: entry.email, kind: "retention_warning", ref: eraseOn }, at);
  });
  await deps.db
    .insertInto("personNotices")
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  deps.noticesWritten();
  return due.length;
}

async function eraseStep(deps: RetentionDeps, now: Date) {
  const due = await dueForErasure(deps.db, { now, retentionDays: deps.config.retentionDays }, ERASE_STEP);
  for (const entry of due) {
    await erasePerson(deps.db, entry.email);
    await yieldToEventLoop();
  }
  if (due.length) await deps.erased();
  return due.length;
}

/** Processing logs a year past their event: personal-data audit entries, settled notices, closed grievances. */
async function purgeStep(deps: RetentionDeps, now: Date) {
  const cutoff = logCutoff(now);
  const { db } = deps;
  const audit = await db
    .deleteFrom("auditLog")
    .where("id", "in", (qb) =>
      qb
        .selectFrom("auditLog")
        .select("id")
        .where("action", "in", [...PERSONAL_DATA_ACTIONS])
        .where("createdAt", "<", cutoff)
        .limit(PURGE_STEP),
    )
    .executeTakeFirst();
  const notices = await db
    .deleteFrom("personNotices")
    .where("id", "in", (qb) =>
      qb
        .selectFrom("personNotices")
        .select("id")
        .where("dueAt", "is", null)
        .where("createdAt", "<", cutoff)
        .limit(PURGE_STEP),
    )
    .executeTakeFirst();
  const grievances = await db
    .deleteFrom("grievances")
    .where("status", "<>", "open")
    .where("receivedAt", "<", cutoff)
    .executeTakeFirst();
  return Number(audit.numDeletedRows) + Number(notices.numDeletedRows) + Number(grievances.numDeletedRows);
}

const NEXT: Record<Phase, Phase | null> = { warn: "erase", erase: "purge", purge: null };
const STEP_SIZE: Record<Phase, number> = { warn: WARN_STEP, erase: ERASE_STEP, purge: PURGE_STEP };

/**
 * One retention run as a stored job (services/jobs/job-runner.ts): warn, then erase, then purge, each in
 * small steps that recompute what is due, so a run resumed after a crash carries on where it was and does
 * nothing twice. The run's totals are audited when it ends, if it did anything.
 */
export function retentionHandler(deps: RetentionDeps): JobHandler {
  return async (job) => {
    const cursor: RetentionCursor = job.cursor
      ? (JSON.parse(job.cursor) as RetentionCursor)
      : { phase: "warn", warned: 0, erased: 0, purged: 0 };
    const now = new Date();
    const work = { warn: warnStep, erase: eraseStep, purge: purgeStep }[cursor.phase];
    const did = await work(deps, now);
    const field = ({ warn: "warned", erase: "erased", purge: "purged" } as const)[cursor.phase];
    const next = { ...cursor, [field]: cursor[field] + did };
    const phase = did < STEP_SIZE[cursor.phase] ? NEXT[cursor.phase] : cursor.phase;
    const counts = { sent: did, skipped: 0, failed: 0 };
    if (phase === null) {
      // A run that changed nothing leaves no audit entry (the job row keeps its counts): hourly noise otherwise.
      if (next.warned + next.erased + next.purged > 0)
        await recordAudit(deps.db, {
          action: "retention.run",
          actorId: null,
          actor: "system",
          ip: null,
          target: job.id,
          details: { warned: next.warned, erased: next.erased, purged: next.purged },
        });
      return { cursor: JSON.stringify(next), done: true, counts };
    }
    return { cursor: JSON.stringify({ ...next, phase }), done: false, counts };
  };
}

/** Queues a run unless one is queued or running, or one ended within the last interval. */
export async function queueRetentionRun(db: Db, now = new Date()) {
  const recent = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", RETENTION_KIND)
    .where((eb) =>
      eb.or([
        eb("status", "in", ["queued", "running"]),
        eb("finishedAt", ">", new Date(now.getTime() - RETENTION_EVERY_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  if (recent) return undefined;
  return createJob(db, { kind: RETENTION_KIND, params: {}, total: 0, createdBy: "system" });
}

/** Queues a run at start and every RETENTION_EVERY_MS (the job runner does it); answers a stop function. */
export function scheduleRetention(db: Db, log: FastifyBaseLogger, wake: () => void) {
  const queue = () =>
    queueRetentionRun(db).then(
      (job) => job && wake(),
      (error) => log.warn({ err: error }, "queueing a retention run failed; it will be tried again"),
    );
  const timer = setInterval(queue, RETENTION_EVERY_MS);
  timer.unref();
  void queue();
  return () => clearInterval(timer);
}
