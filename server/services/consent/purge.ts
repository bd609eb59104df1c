import { CONSENT_KEPT_AFTER_ERASURE_DAYS } from "../../../contract/consent.js";
import type { Db } from "../../db/database.js";
import { appendConsents } from "./ledger.js";
import { formatPurged } from "./verify.js";

const DAY_MS = 86_400_000;
/** Records removed per purge record: its list stays a few hundred kilobytes at most. */
const PURGE_BATCH = 2_000;

/**
 * The records a purge at `cutoff` (a year before its time) may remove: those of people whose erasure or waitlist
 * withdrawal is that old and whom no entry still carries. The retention forecast counts them ahead.
 */
export function purgeableConsents(db: Db, cutoff: string) {
  const ended = db
    .selectFrom("consentRecords")
    .select("subject")
    .where("at", "<=", cutoff)
    .where((eb) =>
      eb.or([eb("action", "=", "erased"), eb.and([eb("purpose", "=", "waitlist"), eb("action", "=", "withdrawn")])]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("surveyResponses").select("id").whereRef("consentSubject", "=", "consentRecords.subject"),
        ),
      ),
    );
  return db.selectFrom("consentRecords").where("subject", "in", ended);
}

/** Days a record outlives its person's erasure, in milliseconds. */
export const CONSENT_KEPT_MS = CONSENT_KEPT_AFTER_ERASURE_DAYS * DAY_MS;

/**
 * The one deletion the ledger allows: the records of people erased more than a year ago (the Rules' log
 * duty is one year), found by their erasure or waitlist withdrawal and by no entry still carrying their
 * pseudonym. One purge record, appended in the same transaction, names each removed record's number and
 * hash, so the chain verifies across the gap. Returns how many records went.
 */
export async function purgeErasedConsents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONSENT_KEPT_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const removed = await purgeableConsents(trx, cutoff)
      .select(["seq", "hash"])
      .orderBy("seq")
      .limit(PURGE_BATCH)
      .execute();
    if (removed.length === 0) return 0;
    // The purge record first: it follows the head as it is, so no number is ever given twice.
    await appendConsents(trx, [
      {
        subject: "",
        purpose: "ledger",
        action: "purged",
        channel: "system",
        language: "en",
        at: now.toISOString(),
        detail: formatPurged(removed.map((r) => ({ seq: Number(r.seq), hash: r.hash ?? "" }))),
      },
    ]);
    await trx
      .deleteFrom("consentRecords")
      .where(
        "seq",
        "in",
        removed.map((r) => Number(r.seq)),
      )
      .execute();
    return removed.length;
  });
}
