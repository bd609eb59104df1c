import { normaliseEmail } from "../../../contract/email.js";
import type { Db } from "../../db/database.js";
import { randomId } from "../../lib/ids.js";
import { noteLineMove } from "../me/line-counts.js";
import { type LineMove, moveForReferral } from "../me/place-in-line.js";
import { queueEvents } from "../webhooks/events.js";

/** How many rows of each kind an erasure removed (no personal data: safe to log and to audit). */
export interface ErasureCounts {
  waitlistEntries: number;
  invites: number;
  accounts: number;
  mails: number;
  /** Personal-page tokens (each e-mailed link). */
  tokens: number;
  /** Referral credits the person earned or gave. */
  referralCredits: number;
}

/**
 * The one erasure path for a person's personal data, used by staff (a data-protection request) and by the
 * person themselves ("Leave the waitlist"). Everything keyed to the address or to its rows goes in one
 * transaction: the account (it references an invite), every e-mail ever queued to the address, the invites,
 * the personal-page tokens, the referral credits and the waitlist entry. Tables added later that hold
 * personal data must be erased here too.
 */
export async function erasePerson(db: Db, email: string): Promise<ErasureCounts> {
  const address = normaliseEmail(email);
  const moves: LineMove[] = [];
  const erased: number[] = [];
  const counts = await db.transaction().execute(async (trx) => {
    const entryIds = trx.selectFrom("surveyResponses").select("id").where("email", "=", address);
    const inviteIds = trx
      .selectFrom("invites")
      .select("id")
      .where((eb) => eb.or([eb("email", "=", address), eb("surveyResponseId", "in", entryIds)]));

    const accounts = await trx
      .deleteFrom("users")
      .where((eb) => eb.or([eb("email", "=", address), eb("inviteId", "in", inviteIds)]))
      .executeTakeFirst();
    const mails = await trx
      .deleteFrom("mailOutbox")
      .where((eb) => eb.or([eb("toAddress", "=", address), eb("inviteId", "in", inviteIds)]))
      .executeTakeFirst();
    // E-mail still waiting to go out to the address (pending_personal_mail) goes too.
    await trx.deleteFrom("pendingPersonalMail").where("email", "=", address).execute();
    const invites = await trx
      .deleteFrom("invites")
      .where((eb) => eb.or([eb("email", "=", address), eb("surveyResponseId", "in", entryIds)]))
      .executeTakeFirst();
    // A referrer keeps only credits for people still on the list: the credit this person gave goes back.
    const given = await trx
      .selectFrom("referralCredits")
      .select("referrerId")
      .where("referredId", "in", entryIds)
      .execute();
    for (const { referrerId } of given) {
      const move = await moveForReferral(trx, referrerId, -1);
      if (move) moves.push(move);
    }
    const credits = await trx
      .deleteFrom("referralCredits")
      .where((eb) => eb.or([eb("referredId", "in", entryIds), eb("referrerId", "in", entryIds)]))
      .executeTakeFirst();
    // The rights desk's records (grievances, notices) are processing logs kept a year: they keep their
    // dates and outcome, lose the address and what was written (a grievance may quote anything), and name
    // the person by a random pseudonym instead of the entry, the same on all of this person's rows.
    const pseudonym = `p:${randomId(16)}`;
    const mine = trx
      .selectFrom("grievances")
      .select("reference")
      .where((eb) => eb.or([eb("person", "in", entryIds), eb("email", "=", address)]));
    await trx
      .updateTable("grievances")
      .set({ message: "(erased with the person)", answer: null })
      .where("reference", "in", mine)
      .execute();
    for (const table of ["grievances", "personNotices"] as const) {
      await trx.updateTable(table).set({ person: pseudonym, email: null }).where("person", "in", entryIds).execute();
      await trx.updateTable(table).set({ email: null }).where("email", "=", address).execute();
    }
    const tokens = await trx.deleteFrom("personalTokens").where("surveyResponseId", "in", entryIds).executeTakeFirst();
    const keys = await trx.selectFrom("surveyResponses").select("queueMs").where("email", "=", address).execute();
    erased.push(...keys.map((k) => Number(k.queueMs)));
    // Webhook payloads about the person go too (a queued entry.created holds their name and address); the
    // endpoints that asked are told the id alone.
    const ids = (await entryIds.execute()).map((row) => row.id);
    if (ids.length > 0) {
      await trx.deleteFrom("webhookDeliveries").where("subjectId", "in", ids).execute();
      const at = new Date().toISOString();
      await queueEvents(
        trx,
        "entry.erased",
        ids.map((id) => ({ subjectId: id, at, data: { id } })),
      );
    }
    const entries = await trx.deleteFrom("surveyResponses").where("email", "=", address).executeTakeFirst();

    return {
      waitlistEntries: Number(entries.numDeletedRows),
      invites: Number(invites.numDeletedRows),
      accounts: Number(accounts.numDeletedRows),
      mails: Number(mails.numDeletedRows),
      tokens: Number(tokens.numDeletedRows),
      referralCredits: Number(credits.numDeletedRows),
    };
  });
  // The place-in-line day counts of this instance follow the committed change (docs/decisions/061).
  for (const move of moves) noteLineMove(db, move.from, move.to);
  for (const key of erased) noteLineMove(db, key, null);
  return counts;
}

/** Erases the person behind one waitlist entry; `null` when there is no such entry. */
export async function eraseWaitlistEntry(db: Db, id: string): Promise<ErasureCounts | null> {
  const entry = await db.selectFrom("surveyResponses").select("email").where("id", "=", id).executeTakeFirst();
  return entry ? erasePerson(db, entry.email) : null;
}
