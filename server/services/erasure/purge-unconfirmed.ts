import type { Db } from "../../db/database.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { erasePerson } from "./erase-person.js";

const DAY_MS = 86_400_000;
/** At most this many people a run (every minute): a backlog drains over a few minutes, never in one stall. */
const PER_RUN = 100;

/**
 * Erases waitlist entries never confirmed within `ttlDays` of signing up (docs/product.md, Erasure):
 * anyone can sign up anyone, with someone else's phone, and an address that never confirmed is no one's
 * wish to be on the list. People imported are counted from when staff asked them to confirm (never
 * before). People staff have invited are kept: an invite is a decision about them. Each
 * goes through the one erasure service, so nothing of them is left. Answers how many were erased.
 */
export async function purgeUnconfirmed(db: Db, ttlDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlDays * DAY_MS).toISOString();
  const stale = await db
    .selectFrom("surveyResponses")
    .select("email")
    .where("confirmedAt", "is", null)
    .where("createdAt", "<", cutoff)
    // An imported person is kept until asked to confirm, then given the same time from the asking.
    .where((eb) => eb.or([eb("importedAt", "is", null), eb("confirmAskedAt", "<", cutoff)]))
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom("invites").select("invites.id").whereRef("invites.email", "=", "surveyResponses.email"))),
    )
    .limit(PER_RUN)
    .execute();
  for (const { email } of stale) {
    await erasePerson(db, email, { action: "erased", channel: "system" });
    // On SQLite each erasure runs synchronously: a backlog of 100 held the event loop 400-600 ms
    // (bench:tools' mixed run), so requests get their turn between people.
    await yieldToEventLoop();
  }
  return stale.length;
}
