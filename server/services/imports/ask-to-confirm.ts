import type { Db } from "../../db/database.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { pendingMailRow } from "../me/pending-mail.js";

/** People asked per transaction: short turns on the writer the sign-ups share. */
const BATCH = 500;

/**
 * "Ask them to confirm": every imported person not yet asked (nor confirmed) gets the personal-link e-mail
 * a sign-up gets, written with the mark that they were asked in the same transaction. From then on they
 * are like anyone who signed up and has not confirmed (purged after UNCONFIRMED_TTL_DAYS from now).
 * Answers how many were asked.
 */
export async function askImportedToConfirm(db: Db): Promise<number> {
  let asked = 0;
  for (;;) {
    const at = new Date().toISOString();
    const done = await db.transaction().execute(async (trx) => {
      const people = await trx
        .selectFrom("surveyResponses")
        .select(["id", "email"])
        .where("importedAt", "is not", null)
        .where("confirmAskedAt", "is", null)
        .limit(BATCH)
        .execute();
      if (people.length === 0) return undefined;
      await trx
        .updateTable("surveyResponses")
        .set({ confirmAskedAt: at })
        .where(
          "id",
          "in",
          people.map((person) => person.id),
        )
        .execute();
      // Someone who confirmed meanwhile (a sign-up of the same address opened their page) needs no e-mail.
      const unconfirmed = await trx
        .selectFrom("surveyResponses")
        .select("email")
        .where(
          "id",
          "in",
          people.map((person) => person.id),
        )
        .where("confirmedAt", "is", null)
        .execute();
      if (unconfirmed.length > 0) {
        await trx
          .insertInto("pendingPersonalMail")
          .values(unconfirmed.map((person) => pendingMailRow(person.email, "welcome", at)))
          .execute();
      }
      return unconfirmed.length;
    });
    if (done === undefined) return asked;
    asked += done;
    await yieldToEventLoop();
  }
}
