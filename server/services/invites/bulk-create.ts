import type { SurveyResponsesTable } from "../../db/schema.js";
import { HttpError } from "../../lib/http-error.js";
import type { Counts } from "../jobs/job-store.js";
import { createInvite, type InviteDeps, newInviteRow, storeExpired } from "./invites.js";

export type InvitableEntry = Pick<SurveyResponsesTable, "id" | "email" | "name" | "phone" | "homeCity">;

/** An open or accepted invite, or an account: the person cannot get a new invite. */
const BLOCKING = ["pending", "sent", "accepted"] as const;

/**
 * Invites a batch of waitlist entries with the single invite's rules (createInvite): one open invite per
 * person, nobody with an account. The batch costs a handful of statements and two commits, not a few per
 * person, so a bulk invite barely touches the writer the sign-ups share. When the insert meets a
 * concurrent invite (a unique index refuses it), the batch is done one by one through createInvite.
 */
export async function createInvites(deps: InviteDeps, entries: InvitableEntry[]): Promise<Counts> {
  const now = new Date();
  const emails = entries.map((entry) => entry.email);
  if (entries.length === 0) return { sent: 0, skipped: 0, failed: 0 };
  let rows: ReturnType<typeof newInviteRow>[];
  try {
    rows = await deps.db.transaction().execute(async (trx) => {
      await storeExpired(trx, { emails }, now);
      const ids = entries.map((entry) => entry.id);
      const accounts = await trx.selectFrom("users").select("email").where("email", "in", emails).execute();
      const open = await trx
        .selectFrom("invites")
        .select(["email", "surveyResponseId"])
        .where("status", "in", BLOCKING)
        .where((eb) => eb.or([eb("email", "in", emails), eb("surveyResponseId", "in", ids)]))
        .execute();
      const blocked = new Set<string | null>([
        ...accounts.map((row) => row.email),
        ...open.flatMap((row) => [row.email, row.surveyResponseId]),
      ]);
      const invitable = entries.filter((entry) => !blocked.has(entry.email) && !blocked.has(entry.id));
      const made = invitable.map((entry) =>
        // For the entry's own hub (docs/product.md, Hubs), as a single invite without a chosen city is.
        newInviteRow(
          deps.config,
          { ...entry, source: "survey", surveyResponseId: entry.id },
          entry.id,
          now,
          entry.homeCity,
        ),
      );
      if (made.length) await trx.insertInto("invites").values(made).execute();
      return made;
    });
  } catch (error) {
    // A concurrent invite or erasure: the slow path sorts out who is still invitable, person by person.
    deps.log.info({ err: error }, "a bulk invite batch met a concurrent change; inviting one by one");
    return oneByOne(deps, entries);
  }
  // Their e-mail was written due with them; sent here, or by the pipeline's poll if this step dies.
  const outcomes = await deps.inviteMail.send(rows.map((row) => row.id));
  const failed = [...outcomes.values()].filter((error) => error !== null).length;
  return { sent: rows.length - failed, skipped: entries.length - rows.length, failed };
}

/** The single invite's own path for each entry: a 409 (account, open invite) or 400 (erased) is a skip. */
async function oneByOne(deps: InviteDeps, entries: InvitableEntry[]): Promise<Counts> {
  const counts: Counts = { sent: 0, skipped: 0, failed: 0 };
  for (const entry of entries) {
    try {
      const result = await createInvite(deps, { ...entry, source: "survey", surveyResponseId: entry.id });
      counts[result.mailError ? "failed" : "sent"] += 1;
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 400)) counts.skipped += 1;
      else {
        deps.log.warn({ err: error, entryId: entry.id }, "a bulk invite could not be created");
        counts.failed += 1;
      }
    }
  }
  return counts;
}
