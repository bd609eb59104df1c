import type { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguageCode } from "../../../contract/languages.js";
import type { OnboardingSummary, onboardingRequestSchema } from "../../../contract/onboarding.js";
import type { Db } from "../../db/database.js";
import type { InvitesTable } from "../../db/schema.js";
import { HttpError } from "../../lib/http-error.js";
import { randomId } from "../../lib/ids.js";
import { readOnboardingCode } from "../../lib/onboarding-code.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { effectiveStatus, OPEN_STATUSES } from "../invites/invite-view.js";
import { storeExpired } from "../invites/invites.js";
import { queueEvents } from "../webhooks/events.js";

type AccountRequest = z.output<typeof onboardingRequestSchema>;

/** What an invitee reads for each invite that cannot be used; 410 Gone, as the link once worked. */
const UNUSABLE: Record<string, string> = {
  accepted: "This invite has already been used to sign up. If that was not you, write to us.",
  expired: "This invite has expired. Write to us and we will send you a fresh one.",
  revoked: "This invite has been withdrawn. Write to us if you think that is a mistake.",
};
const UNKNOWN = "We could not find this invite. Check that you opened the whole link from the e-mail.";

function usable<Row extends InvitesTable>(row: Row | undefined): Row {
  if (!row) throw new HttpError(404, UNKNOWN);
  const status = effectiveStatus(row);
  const reason = UNUSABLE[status];
  if (reason) throw new HttpError(410, reason);
  return row;
}

/**
 * The invite a link's code opens: a sealed code's (onboarding-code.ts), or, for an invite made before seals
 * and not sent since, its bare id. Anything else is no invite (404), as a wrong guess is.
 */
async function inviteFor(db: Db, secret: Buffer, code: string) {
  const read = readOnboardingCode(secret, code);
  if (!read) return undefined;
  const row = await db
    .selectFrom("invites")
    .leftJoin("surveyResponses", "surveyResponses.id", "invites.surveyResponseId")
    .selectAll("invites")
    .select("surveyResponses.language as entryLanguage")
    .where("invites.id", "=", read.inviteId)
    .executeTakeFirst();
  return row && (read.sealed || row.bareLink === 1) ? row : undefined;
}

export async function onboardingSummary(db: Db, secret: Buffer, code: string): Promise<OnboardingSummary> {
  const found = await inviteFor(db, secret, code);
  if (found && effectiveStatus(found) === "expired") await storeExpired(db, { id: found.id });
  const row = usable(found);
  // The page speaks the entry's language; an invite staff made without an entry has none and is English.
  const language = row.entryLanguage && isLanguageCode(row.entryLanguage) ? row.entryLanguage : DEFAULT_LANGUAGE;
  return { inviteId: row.id, email: row.email, name: row.name, phone: row.phone, language };
}

/**
 * Creates the user and marks the invite accepted in one transaction. The conditional update is the lock:
 * of two signups racing on one invite, only the one whose update matched a row goes on.
 */
export async function createAccount(db: Db, secret: Buffer, input: AccountRequest) {
  const now = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = usable(await inviteFor(trx, secret, input.invite));
      const claimed = await trx
        .updateTable("invites")
        .set({ status: "accepted", acceptedAt: now, updatedAt: now })
        .where("id", "=", row.id)
        .where("status", "in", OPEN_STATUSES)
        .where("expiresAt", ">", now)
        .executeTakeFirst();
      if (!claimed.numUpdatedRows) throw new HttpError(410, UNUSABLE.accepted ?? UNKNOWN);
      const user = {
        id: randomId(),
        inviteId: row.id,
        email: row.email,
        name: input.name,
        phone: input.phone,
        termsAcceptedAt: now,
        createdAt: now,
      };
      await trx.insertInto("users").values(user).execute();
      // The event names the person by entry and address, as it did when the invite's id was the credential.
      const data = { id: row.surveyResponseId, email: row.email, acceptedAt: now };
      await queueEvents(trx, "invite.accepted", [{ subjectId: row.surveyResponseId, at: now, data }]);
      return { userId: user.id, email: user.email, name: user.name };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "An account with this e-mail address already exists.");
    throw error;
  }
}
