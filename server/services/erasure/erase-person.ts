import type { Db } from "../../db/database.js";

/** How many rows of each kind an erasure removed (no personal data: safe to log and to audit). */
export interface ErasureCounts {
  waitlistEntries: number;
  invites: number;
  accounts: number;
  mails: number;
}

/** The one key of a person across tables: the trimmed, lower-cased e-mail address (docs/product.md). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The one erasure path for a person's personal data, used by staff (a data-protection request) and by the
 * person themselves ("Leave the waitlist"). Everything keyed to the address or to its rows goes in one
 * transaction: the account (it references an invite), every e-mail ever queued to the address, the invites
 * and the waitlist entry. Tables added later that hold personal data must be erased here too.
 */
export async function erasePerson(db: Db, email: string): Promise<ErasureCounts> {
  const address = normaliseEmail(email);
  return db.transaction().execute(async (trx) => {
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
    const invites = await trx
      .deleteFrom("invites")
      .where((eb) => eb.or([eb("email", "=", address), eb("surveyResponseId", "in", entryIds)]))
      .executeTakeFirst();
    const entries = await trx.deleteFrom("surveyResponses").where("email", "=", address).executeTakeFirst();

    return {
      waitlistEntries: Number(entries.numDeletedRows),
      invites: Number(invites.numDeletedRows),
      accounts: Number(accounts.numDeletedRows),
      mails: Number(mails.numDeletedRows),
    };
  });
}

/** Erases the person behind one waitlist entry; `null` when there is no such entry. */
export async function eraseWaitlistEntry(db: Db, id: string): Promise<ErasureCounts | null> {
  const entry = await db.selectFrom("surveyResponses").select("email").where("id", "=", id).executeTakeFirst();
  return entry ? erasePerson(db, entry.email) : null;
}
