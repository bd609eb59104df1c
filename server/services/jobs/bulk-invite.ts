import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect, JobsTable } from "../../db/schema.js";
import { createInvites } from "../invites/bulk-create.js";
import type { InviteDeps } from "../invites/invites.js";
import { planSearch } from "../lists/search.js";
import { type SnapshotCursor, snapshotStep } from "./bulk-snapshot.js";
import type { JobHandler, StepResult } from "./job-runner.js";
import { dropChunk, readChunk } from "./job-snapshot.js";

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

async function inviteIds(deps: BulkInviteDeps, ids: string[]) {
  const entries = ids.length
    ? await deps.reader
        .selectFrom("surveyResponses")
        .select(["id", "email", "name", "phone", "homeCity"])
        .where("id", "in", ids)
        .execute()
    : [];
  const counts = await createInvites(deps, entries);
  // Ids no longer on the waitlist (erased since they were chosen) are skipped.
  return { ...counts, skipped: counts.skipped + ids.length - entries.length };
}

async function stepByIds(deps: BulkInviteDeps, ids: string[], cursor: string | null): Promise<StepResult> {
  const offset = cursor ? Number(cursor) : 0;
  const batch = ids.slice(offset, offset + STEP);
  const next = offset + batch.length;
  return { cursor: String(next), done: next >= ids.length, counts: await inviteIds(deps, batch) };
}

/** Invites the next entries of the snapshot; a chunk is dropped once its entries are done. */
async function walkStep(deps: BulkInviteDeps, job: JobsTable, cursor: WalkCursor): Promise<StepResult> {
  const { chunks } = cursor;
  let { chunk, at } = cursor;
  const ids = chunk < chunks ? await readChunk(deps.db, job.id, chunk) : undefined;
  const batch = ids?.slice(at, at + STEP) ?? [];
  const counts = await inviteIds(deps, batch);
  at += batch.length;
  if (!ids || at >= ids.length) {
    if (ids) await dropChunk(deps.db, job.id, chunk);
    chunk += 1;
    at = 0;
  }
  return { cursor: JSON.stringify({ chunk, chunks, at }), done: chunk >= chunks, counts };
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
    return "ids" in params
      ? stepByIds(deps, params.ids, job.cursor)
      : stepByFilter(deps, job, params.filter, job.cursor);
  };
}
