import type { WaitlistFilter } from "../../../contract/lists.js";
import type { JobsTable } from "../../db/schema.js";
import { inWindow, seekPage } from "../../db/seek.js";
import { filteredWaitlist } from "../lists/waitlist-filter.js";
import { SORT_KEYS } from "../lists/waitlist-page.js";
import type { BulkInviteDeps } from "./bulk-invite.js";
import { writeChunks } from "./job-snapshot.js";

/** Where a snapshot is: the keyset cursor of its last read, the chunks and entries stored so far. */
export interface SnapshotCursor {
  after: string | null;
  chunks: number;
  size: number;
  /** The search plan (search.ts), chosen once from the number of matches. */
  drives: boolean;
}

/**
 * Ids per read: each read runs the filter once (a common search's match list included), so few, large
 * reads cost a fraction of re-running the search for every step of invites.
 */
const PAGE = 10_000;

/**
 * One read of the entries a filter job will invite, oldest first, on the reader: those matching the
 * filter when staff started the job (no later sign-up joins it) who can still be invited (no open or
 * accepted invite, no account: invited_until, migrations/001-initial-schema/invited-entries.ts). Stored as
 * chunks on the writer. Answers the cursor of the next read, or the snapshot's size once it is whole.
 */
export async function snapshotStep(
  deps: BulkInviteDeps,
  job: JobsTable,
  filter: WaitlistFilter,
  cursor: SnapshotCursor,
): Promise<SnapshotCursor | { chunks: number; size: number }> {
  if (filter.invited) return { chunks: 0, size: 0 };
  const now = new Date().toISOString();
  const base = filteredWaitlist(deps.reader, deps.dialect, { ...filter, invited: false }, now, {
    searchDrives: cursor.drives,
  }).where("surveyResponses.createdAt", "<=", job.createdAt);
  const page = await seekPage<{ id: string; createdAt: string }>({
    sort: "createdAt",
    order: "asc",
    limit: PAGE,
    cursor: cursor.after ?? undefined,
    table: "surveyResponses",
    keys: SORT_KEYS.createdAt as ["createdAt", "id"],
    fetch: (window) => inWindow(base.select(["surveyResponses.id", "surveyResponses.createdAt"]), window).execute(),
  });
  const written = await writeChunks(
    deps.db,
    job.id,
    cursor.chunks,
    page.rows.map((row) => row.id),
  );
  const chunks = cursor.chunks + written;
  const size = cursor.size + page.rows.length;
  return page.nextCursor ? { after: page.nextCursor, chunks, size, drives: cursor.drives } : { chunks, size };
}
