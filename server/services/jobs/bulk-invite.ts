import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Dialect, SurveyResponsesTable } from "../../db/schema.js";
import { HttpError } from "../../lib/http-error.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { blocksNewInvite, inviteStatesByEmail } from "../invites/invite-state.js";
import { createInvite, type InviteDeps } from "../invites/invites.js";
import { inWindow, seekPage } from "../lists/seek.js";
import { filteredWaitlist } from "../lists/waitlist-filter.js";
import { SORT_KEYS } from "../lists/waitlist-page.js";
import type { JobHandler, StepResult } from "./job-runner.js";
import type { Counts } from "./job-store.js";

export const BULK_INVITE_KIND = "bulk-invite";

/** Entries per step: each may wait on the mail server, and progress is saved after every step. */
const STEP = 20;

export type BulkInviteParams = { ids: string[] } | { filter: WaitlistFilter };

type Entry = Pick<SurveyResponsesTable, "id" | "email" | "name" | "phone">;

type Outcome = keyof Counts;

/**
 * Invites one entry through the same code as the single invite (createInvite), so the rules stay one: an
 * entry already invited (open or accepted) is skipped, and so is everything createInvite refuses with a 409
 * (the person has an account, or an open invite to their address).
 */
async function inviteOne(deps: InviteDeps, entry: Entry): Promise<Outcome> {
  try {
    const result = await createInvite(deps, {
      email: entry.email,
      name: entry.name,
      phone: entry.phone,
      source: "survey",
      surveyResponseId: entry.id,
    });
    return result.mailError ? "failed" : "sent";
  } catch (error) {
    // 409: an account or an open invite; 400: the entry was erased or changed meanwhile.
    if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 400)) return "skipped";
    deps.log.warn({ err: error, entryId: entry.id }, "a bulk invite could not be created");
    return "failed";
  }
}

/** A person with an open or accepted invite is skipped without a try (one query for the whole step). */
async function inviteAll(deps: InviteDeps, entries: Entry[], alreadySkipped: number): Promise<Counts> {
  const counts: Counts = { sent: 0, skipped: alreadySkipped, failed: 0 };
  const states = await inviteStatesByEmail(
    deps.db,
    entries.map((entry) => entry.email),
  );
  for (const entry of entries) {
    counts[blocksNewInvite(states.get(entry.email)) ? "skipped" : await inviteOne(deps, entry)] += 1;
    await yieldToEventLoop();
  }
  return counts;
}

async function stepByIds(deps: InviteDeps, ids: string[], cursor: string | null): Promise<StepResult> {
  const offset = cursor ? Number(cursor) : 0;
  const batch = ids.slice(offset, offset + STEP);
  const entries = batch.length
    ? await deps.db
        .selectFrom("surveyResponses")
        .select(["id", "email", "name", "phone"])
        .where("id", "in", batch)
        .execute()
    : [];
  // Ids no longer on the waitlist (erased since they were selected) are skipped.
  const counts = await inviteAll(deps, entries, batch.length - entries.length);
  const next = offset + batch.length;
  return { cursor: String(next), done: next >= ids.length, counts };
}

/** A filter job walks the set oldest first with the lists' keyset cursor, saved after every step. */
async function stepByFilter(
  deps: InviteDeps,
  dialect: Dialect,
  filter: WaitlistFilter,
  cursor: string | null,
): Promise<StepResult> {
  const base = filteredWaitlist(deps.db, dialect, filter, new Date().toISOString());
  const page = await seekPage<SurveyResponsesTable>({
    sort: "createdAt",
    order: "asc",
    limit: STEP,
    cursor: cursor ?? undefined,
    table: "surveyResponses",
    keys: SORT_KEYS.createdAt,
    fetch: (window) => inWindow(base.selectAll("surveyResponses"), window).execute(),
  });
  const counts = await inviteAll(deps, page.rows, 0);
  return { cursor: page.nextCursor ?? cursor, done: page.nextCursor === null, counts };
}

export function bulkInviteHandler(deps: InviteDeps, dialect: Dialect): JobHandler {
  return async (job) => {
    const params = JSON.parse(job.params ?? "{}") as BulkInviteParams;
    return "ids" in params
      ? stepByIds(deps, params.ids, job.cursor)
      : stepByFilter(deps, dialect, params.filter, job.cursor);
  };
}
