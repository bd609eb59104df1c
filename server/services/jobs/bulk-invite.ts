import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect, JobsTable } from "../../db/schema.js";
import { eligibleCount } from "../hubs/city-line.js";
import type { InviteDeps } from "../invites/invites.js";
import { planSearch } from "../lists/search.js";
import { createInvites } from "./bulk-create.js";
import { type SnapshotCursor, snapshotStep } from "./bulk-snapshot.js";
import type { JobHandler, StepResult } from "./job-runner.js";
import { dropChunk, readChunk } from "./job-snapshot.js";
import { type Counts, commitStep, JobStopped, recountFailedMail } from "./job-store.js";

export const BULK_INVITE_KIND = "bulk-invite";

/**
 * Entries per step: one read, one insert of the invites, one batch of e-mail and one update. On SQLite a
 * step holds the event loop and the write lock throughout (about 1.6 ms an entry on a busy 2-core machine),
 * so it stays near 40 ms: what a health check or a sign-up may wait behind it (job-runner.ts, Pacing).
 */
const STEP = 25;

/**
 * A job's input: explicit ids (a page's selection, or another feature's list, walked in this order), or a
 * waitlist filter, whose matching entries are read once when the job starts (a snapshot, kept in chunks).
 */
export type BulkInviteParams = { ids: string[] } | { filter: WaitlistFilter };

export interface BulkInviteDeps extends InviteDeps {
  /** Where the entries are read: the reader threads on SQLite (db/database.ts, createReader). */
  reader: Db;
  dialect: Dialect;
}

/** Where an invite walk is: chunk `chunk` of `chunks`, entry `at` in it. */
interface WalkCursor {
  chunk: number;
  chunks: number;
  at: number;
}

/**
 * Invites a batch and saves the job's progress (`cursor`) in the same transaction (job-store.ts,
 * commitStep): "cancelled" or "lost" when the job stopped first, and then the batch was rolled back.
 */
async function inviteIds(
  deps: BulkInviteDeps,
  job: JobsTable,
  ids: string[],
  cursor: string,
): Promise<{ counts: Counts; state: "running" | "cancelled" | "lost" }> {
  const entries = ids.length
    ? await deps.reader
        .selectFrom("surveyResponses")
        .select(["id", "email", "name", "phone", "homeCity"])
        .where("id", "in", ids)
        .execute()
    : [];
  // Ids no longer on the waitlist (erased since they were chosen) are skipped.
  const erased = ids.length - entries.length;
  try {
    const counts = await createInvites(deps, entries, (trx, made) =>
      commitStep(trx, job, cursor, { ...made, skipped: made.skipped + erased }),
    );
    await recountFailedMail(deps.db, job.id, counts.failed);
    // Those invited left their city's line: its count kept for the hubs screen is counted afresh.
    for (const city of new Set(entries.map((entry) => entry.homeCity))) eligibleCount.forget(deps.reader, city);
    return { counts: { ...counts, skipped: counts.skipped + erased }, state: "running" };
  } catch (error) {
    if (error instanceof JobStopped) return { counts: { sent: 0, skipped: 0, failed: 0 }, state: error.state };
    throw error;
  }
}

async function stepByIds(deps: BulkInviteDeps, job: JobsTable, ids: string[]): Promise<StepResult> {
  const offset = job.cursor ? Number(job.cursor) : 0;
  const batch = ids.slice(offset, offset + STEP);
  const next = offset + batch.length;
  const cursor = String(next);
  return { cursor, done: next >= ids.length, ...(await inviteIds(deps, job, batch, cursor)) };
}

/** Invites the next entries of the snapshot; a chunk is dropped once its entries are done. */
async function walkStep(deps: BulkInviteDeps, job: JobsTable, cursor: WalkCursor): Promise<StepResult> {
  const { chunk, chunks } = cursor;
  let { at } = cursor;
  const ids = chunk < chunks ? await readChunk(deps.db, job.id, chunk) : undefined;
  const batch = ids?.slice(at, at + STEP) ?? [];
  at += batch.length;
  const ended = !ids || at >= ids.length;
  const next = ended ? { chunk: chunk + 1, chunks, at: 0 } : { chunk, chunks, at };
  const saved = JSON.stringify(next);
  const { counts, state } = await inviteIds(deps, job, batch, saved);
  if (state === "running" && ended && ids) await dropChunk(deps.db, job.id, chunk);
  return { cursor: saved, done: next.chunk >= chunks, counts, state };
}

async function stepByFilter(
  deps: BulkInviteDeps,
  job: JobsTable,
  filter: WaitlistFilter,
  stored: string | null,
): Promise<StepResult> {
  // A cursor of another shape (a job queued before snapshots existed) starts afresh: those invited are skipped.
  const cursor = parseCursor(stored);
  if (cursor && "at" in cursor) return walkStep(deps, job, cursor);
  const plan = cursor ?? { after: null, chunks: 0, size: 0, drives: await drives(deps, filter) };
  const next = await snapshotStep(deps, job, filter, plan);
  if ("after" in next) return { cursor: JSON.stringify(next), done: false, counts: { sent: 0, skipped: 0, failed: 0 } };
  const walk: WalkCursor = { chunk: 0, chunks: next.chunks, at: 0 };
  return {
    cursor: JSON.stringify(walk),
    done: walk.chunks === 0,
    counts: { sent: 0, skipped: 0, failed: 0 },
    total: next.size,
  };
}

async function drives(deps: BulkInviteDeps, filter: WaitlistFilter) {
  return (await planSearch(deps.reader, deps.dialect, "survey_responses", filter.q)).drives;
}

function parseCursor(stored: string | null): SnapshotCursor | WalkCursor | undefined {
  if (!stored?.startsWith("{")) return undefined;
  return JSON.parse(stored) as SnapshotCursor | WalkCursor;
}

export function bulkInviteHandler(deps: BulkInviteDeps): JobHandler {
  return async (job) => {
    const params = JSON.parse(job.params ?? "{}") as BulkInviteParams;
    return "ids" in params ? stepByIds(deps, job, params.ids) : stepByFilter(deps, job, params.filter, job.cursor);
  };
}
