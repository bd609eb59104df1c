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

/** Adds a step's counts to the job and renews its lease, if `owner` still holds it. */
function progressUpdate(db: Db, id: string, owner: string, cursor: string | null, delta: Counts, total?: number) {
  const now = new Date();
  return db
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
    .where("id", "=", id)
    .where("leaseOwner", "=", owner);
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
  const row = await progressUpdate(db, job.id, owner, cursor, delta, total)
    .where("status", "in", ["running", "cancelled"])
    .returning("status")
    .executeTakeFirst();
  return row?.status === "running" || row?.status === "cancelled" ? row.status : "lost";
}

/** Thrown inside a step's transaction when the job was cancelled or taken over: the step's work rolls back. */
export class JobStopped extends Error {
  constructor(readonly state: "cancelled" | "lost") {
    super(`the job is ${state}; this step's work is rolled back`);
  }
}

/**
 * Saves a step's progress inside the transaction that writes the step's work (the invites), as its last
 * statement. The update takes the job's row lock and tests the status there: a cancel that committed first
 * makes it throw JobStopped, so the work rolls back and nothing is sent after the cancel was answered; a
 * cancel that comes later waits for this commit, so the counts it reports include this step. Either way
 * the counts are exactly what was committed.
 */
export async function commitStep(
  trx: Db,
  job: Pick<JobsTable, "id" | "leaseOwner">,
  cursor: string | null,
  delta: Counts,
  total?: number,
) {
  const result = await progressUpdate(trx, job.id, job.leaseOwner ?? "", cursor, delta, total)
    .where("status", "=", "running")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const row = await trx.selectFrom("jobs").select("status").where("id", "=", job.id).executeTakeFirst();
  throw new JobStopped(row?.status === "cancelled" ? "cancelled" : "lost");
}

/**
 * After a committed step: invites whose first e-mail failed move from sent to failed (the pipeline retries
 * them). Whatever the job's status now, so a cancelled job's counts stay true too.
 */
export async function recountFailedMail(db: Db, id: string, failed: number) {
  if (!failed) return;
  await db
    .updateTable("jobs")
    .set((eb) => ({ sent: eb("sent", "-", failed), failed: eb("failed", "+", failed) }))
    .where("id", "=", id)
    .execute();
}

/**
 * Stops a queued or running job at once for every instance. The step writing at that moment either
 * committed first (this update waits for the job's row lock, so the job's counts include it) or rolls back
 * (commitStep). Its input is dropped as when a job ends. False when it had ended.
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

/** How many people this staff member's invite jobs (bulk invites and waves) named since `since`. */
export async function invitesQueuedBy(db: Db, kind: string, staffId: string, since: string) {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.sum<number | string | null>("total").as("people"))
    .where("kind", "=", kind)
    .where("createdBy", "=", staffId)
    .where("createdAt", ">=", since)
    .executeTakeFirst();
  return Number(row?.people ?? 0);
}
