import type { WaitlistFilter } from "../../../contract/list-filters.js";
import { HttpError } from "../../lib/http-error.js";
import type { SeekKey } from "../../lib/keyset-cursor.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { isInvited } from "../exports/filters.js";
import { waitlistPage } from "../exports/seek.js";
import { createInvite, type InviteDeps } from "../invites/invites.js";
import type { JobHandler, StepResult } from "./job-runner.js";
import type { Counts } from "./job-store.js";

export const BULK_INVITE_KIND = "bulk-invite";

/** Entries per step: each may wait on the mail server, and progress is saved after every step. */
const STEP = 20;

export type BulkInviteParams = { ids: string[] } | { filter: WaitlistFilter };

interface Entry {
  id: string;
  email: string;
  name: string;
  phone: string;
  invited: unknown;
}

type Outcome = keyof Counts;

/**
 * Invites one entry through the same code as the single invite (createInvite), so the rules stay one: an
 * entry already invited (open or accepted) is skipped, and so is everything createInvite refuses with a 409
 * (the person has an account, or an open invite to their address).
 */
async function inviteOne(deps: InviteDeps, entry: Entry): Promise<Outcome> {
  if (entry.invited) return "skipped";
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

async function inviteAll(deps: InviteDeps, entries: Entry[], alreadySkipped: number): Promise<Counts> {
  const counts: Counts = { sent: 0, skipped: alreadySkipped, failed: 0 };
  for (const entry of entries) {
    counts[await inviteOne(deps, entry)] += 1;
    await yieldToEventLoop();
  }
  return counts;
}

async function stepByIds(deps: InviteDeps, ids: string[], cursor: string | null): Promise<StepResult> {
  const offset = cursor ? Number(cursor) : 0;
  const batch = ids.slice(offset, offset + STEP);
  const now = new Date().toISOString();
  const entries = batch.length
    ? await deps.db
        .selectFrom("surveyResponses")
        .select(["id", "email", "name", "phone"])
        .select((eb) => isInvited(eb, now).as("invited"))
        .where("id", "in", batch)
        .execute()
    : [];
  // Ids no longer on the waitlist (erased since they were selected) are skipped.
  const counts = await inviteAll(deps, entries, batch.length - entries.length);
  const next = offset + batch.length;
  return { cursor: String(next), done: next >= ids.length, counts };
}

async function stepByFilter(deps: InviteDeps, filter: WaitlistFilter, cursor: string | null): Promise<StepResult> {
  const key = cursor ? (JSON.parse(cursor) as SeekKey) : undefined;
  const entries = await waitlistPage(deps.db, filter, key, STEP, new Date().toISOString());
  const counts = await inviteAll(deps, entries, 0);
  const tail = entries.at(-1);
  const next = tail ? JSON.stringify({ value: tail[filter.sort], id: tail.id } satisfies SeekKey) : cursor;
  return { cursor: next, done: entries.length < STEP, counts };
}

export function bulkInviteHandler(deps: InviteDeps): JobHandler {
  return async (job) => {
    const params = JSON.parse(job.params ?? "{}") as BulkInviteParams;
    return "ids" in params ? stepByIds(deps, params.ids, job.cursor) : stepByFilter(deps, params.filter, job.cursor);
  };
}
