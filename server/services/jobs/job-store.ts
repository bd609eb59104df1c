import type { ExpressionBuilder } from "kysely";
import type { Job } from "../../../contract/jobs.js";
import type { Db } from "../../db/database.js";
import type { Database, JobsTable } from "../../db/schema.js";
import { randomId } from "../../lib/ids.js";

/** How long a claim holds without renewal; a crashed instance's job is picked up after this. */
export const LEASE_MS = 30_000;

export interface Counts {
  sent: number;
  skipped: number;
  failed: number;
}

export async function createJob(db: Db, input: { kind: string; params: unknown; total: number; createdBy: string }) {
  const now = new Date().toISOString();
  const row: JobsTable = {
    id: randomId(),
    kind: input.kind,
    status: "queued",
    params: JSON.stringify(input.params),
    cursor: null,
    total: input.total,
    sent: 0,
    skipped: 0,
    failed: 0,
    error: null,
    createdBy: input.createdBy,
    leaseOwner: null,
    leaseUntil: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  await db.insertInto("jobs").values(row).execute();
  return row;
}

export function toJob(row: JobsTable): Job {
  const { id, kind, status, total, sent, skipped, failed, error, createdAt, finishedAt } = row;
  return { id, kind, status, total, sent, skipped, failed, error, createdAt, finishedAt };
}

export function findJob(db: Db, id: string) {
  return db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Queued, or running under a lease that has run out (its instance stopped without finishing). */
const claimable = (at: string) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.or([eb("status", "=", "queued"), eb.and([eb("status", "=", "running"), eb("leaseUntil", "<", at)])]);

const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS).toISOString();

/**
 * Claims the oldest job of the given kinds that is queued or whose holder's lease ran out. The claim is
 * one conditional update: of several instances trying at once, exactly one sees a changed row.
 */
export async function claimNextJob(
  db: Db,
  owner: string,
  kinds: string[],
  now = new Date(),
): Promise<JobsTable | undefined> {
  const at = now.toISOString();
  if (!kinds.length) return undefined;
  const candidate = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "in", kinds)
    .where(claimable(at))
    .orderBy("createdAt")
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return undefined;
  const result = await db
    .updateTable("jobs")
    .set({ status: "running", leaseOwner: owner, leaseUntil: leaseFrom(now), updatedAt: at })
    .where("id", "=", candidate.id)
    .where(claimable(at))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return findJob(db, candidate.id);
}

/**
 * Saves a step's progress and renews the lease. Answers "running"; "cancelled" when staff cancelled the job
 * meanwhile (its counts still take this step); "lost" when another instance has taken the job over.
 */
export async function recordProgress(
  db: Db,
  job: JobsTable,
  owner: string,
  cursor: string | null,
  delta: Counts,
  total?: number,
): Promise<"running" | "cancelled" | "lost"> {
  const now = new Date();
  const row = await db
    .updateTable("jobs")
    .set((eb) => ({
      cursor,
      sent: eb("sent", "+", delta.sent),
      skipped: eb("skipped", "+", delta.skipped),
      failed: eb("failed", "+", delta.failed),
      ...(total === undefined ? {} : { total }),
      leaseUntil: leaseFrom(now),
      updatedAt: now.toISOString(),
    }))
    .where("id", "=", job.id)
    .where("leaseOwner", "=", owner)
    .where("status", "in", ["running", "cancelled"])
    .returning("status")
    .executeTakeFirst();
  return row?.status === "running" || row?.status === "cancelled" ? row.status : "lost";
}

/**
 * Stops a queued or running job at once for every instance: its runner sees the status after the step in
 * progress (a second at most) and stops. Its input is dropped as when a job ends. False when it had ended.
 */
export async function cancelJob(db: Db, id: string) {
  const at = new Date().toISOString();
  const result = await db
    .updateTable("jobs")
    .set({ status: "cancelled", params: null, finishedAt: at, updatedAt: at })
    .where("id", "=", id)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a job; its input (which may hold a search term) is dropped, the counters stay. */
export async function finishJob(db: Db, id: string, owner: string, error: string | null) {
  const at = new Date().toISOString();
  await db
    .updateTable("jobs")
    .set({
      status: error ? "failed" : "done",
      error,
      params: null,
      leaseOwner: null,
      leaseUntil: null,
      finishedAt: at,
      updatedAt: at,
    })
    .where("id", "=", id)
    .where("leaseOwner", "=", owner)
    .where("status", "=", "running")
    .execute();
}

/** A cancelled job's runner lets go of it, so nothing looks held. */
export async function letGo(db: Db, id: string, owner: string) {
  await db
    .updateTable("jobs")
    .set({ leaseOwner: null, leaseUntil: null })
    .where("id", "=", id)
    .where("leaseOwner", "=", owner)
    .execute();
}

/** On a clean shutdown: let any instance resume the job at once instead of waiting for the lease to end. */
export async function releaseLease(db: Db, id: string, owner: string) {
  await db
    .updateTable("jobs")
    .set({ leaseUntil: new Date(0).toISOString() })
    .where("id", "=", id)
    .where("leaseOwner", "=", owner)
    .where("status", "=", "running")
    .execute();
}
