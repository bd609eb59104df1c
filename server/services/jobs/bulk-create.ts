import type { Db } from "../../db/database.js";
import type { SurveyResponsesTable } from "../../db/schema.js";
import { type InviteDeps, newInviteRow, storeExpired } from "../invites/invites.js";
import { queueInviteMessages } from "../whatsapp/invite-messages.js";
import { type Counts, JobStopped } from "./job-store.js";

export type InvitableEntry = Pick<SurveyResponsesTable, "id" | "email" | "name" | "phone" | "homeCity">;

/** An open or accepted invite, or an account: the person cannot get a new invite. */
const BLOCKING = ["pending", "sent", "accepted"] as const;

/** Tries before a batch gives up on concurrent invites (and the job fails). */
const BATCH_ATTEMPTS = 3;

/**
 * Runs last in the transaction that writes a batch's invites, with what the batch made: a job saves its
 * progress there (job-store.ts, commitStep), and throws JobStopped to roll the batch back.
 */
export type CommitBatch = (trx: Db, counts: Counts) => Promise<void>;

/**
 * Invites a batch of waitlist entries with the single invite's rules (createInvite): one open invite per
 * person, nobody with an account. The batch costs a handful of statements and two commits, not a few per
 * person, so a bulk invite barely touches the writer the sign-ups share. The invites and the job's progress
 * (`commit`) share one transaction, so the counts are what was committed and a cancel answered before the
 * commit leaves nothing behind. A concurrent invite or erasure met by the insert retries the batch, which
 * then sees it (entries erased since they were read are dropped inside the transaction).
 */
export async function createInvites(deps: InviteDeps, entries: InvitableEntry[], commit: CommitBatch): Promise<Counts> {
  for (let attempt = 1; ; attempt += 1) {
    const now = new Date();
    try {
      const rows = await deps.db.transaction().execute(async (trx) => {
        const made = entries.length ? await invitableRows(deps, trx, entries, now) : [];
        if (made.length) {
          await trx.insertInto("invites").values(made).execute();
          await queueInviteMessages(trx, deps.config, made);
        }
        await commit(trx, { sent: made.length, skipped: entries.length - made.length, failed: 0 });
        return made;
      });
      const outcomes = await deps.inviteMail.send(rows.map((row) => row.id));
      const failed = [...outcomes.values()].filter((error) => error !== null).length;
      return { sent: rows.length - failed, skipped: entries.length - rows.length, failed };
    } catch (error) {
      if (error instanceof JobStopped || attempt >= BATCH_ATTEMPTS) throw error;
      deps.log.info({ err: error }, "a bulk invite batch met a concurrent change; trying it again");
    }
  }
}

/** The batch's new invite rows: entries still on the waitlist whose person has no open invite or account. */
async function invitableRows(deps: InviteDeps, trx: Db, entries: InvitableEntry[], now: Date) {
  const emails = entries.map((entry) => entry.email);
  await storeExpired(trx, { emails }, now);
  const ids = entries.map((entry) => entry.id);
  const present = new Set(
    (await trx.selectFrom("surveyResponses").select("id").where("id", "in", ids).execute()).map((row) => row.id),
  );
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
  return entries
    .filter((entry) => present.has(entry.id) && !blocked.has(entry.email) && !blocked.has(entry.id))
    .map((entry) =>
      newInviteRow(
        deps.config,
        { ...entry, source: "survey", surveyResponseId: entry.id },
        entry.id,
        now,
        entry.homeCity,
      ),
    );
}
