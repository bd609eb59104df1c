import type { Db } from "../../db/database.js";
import type { InviteStatus } from "../../db/schema.js";
import { randomId } from "../../lib/ids.js";

/** Test rows for the funnel, inserted straight into the database (API tests only). */
export interface SurveyRow {
  createdAt: string;
  homeCity?: string;
  company?: string;
  preferredCities?: string[];
  utmSource?: string | null;
}

export async function insertSurvey(db: Db, row: SurveyRow): Promise<string> {
  const id = randomId();
  await db
    .insertInto("surveyResponses")
    .values({
      id,
      name: "Test Traveller",
      email: `${id.toLowerCase()}@example.test`,
      phone: "+919812345678",
      company: row.company ?? "",
      tripsPerMonth: "2",
      homeCity: row.homeCity ?? "Bangalore",
      preferredCities: JSON.stringify(row.preferredCities ?? []),
      consentAt: row.createdAt,
      utmSource: row.utmSource ?? null,
      utmMedium: null,
      utmCampaign: null,
      referrer: null,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
    })
    .execute();
  return id;
}

/** An invite for the given address, else for its waitlist entry's address, else for a new person. */
export async function insertInvite(
  db: Db,
  row: { createdAt: string; surveyResponseId?: string | null; status?: InviteStatus; email?: string },
): Promise<string> {
  const id = randomId();
  const entry = row.surveyResponseId
    ? await db.selectFrom("surveyResponses").select("email").where("id", "=", row.surveyResponseId).executeTakeFirst()
    : undefined;
  await db
    .insertInto("invites")
    .values({
      id,
      email: row.email ?? entry?.email ?? `${id.toLowerCase()}@invite.test`,
      name: "",
      phone: "",
      source: row.surveyResponseId ? "survey" : "manual",
      status: row.status ?? "sent",
      surveyResponseId: row.surveyResponseId ?? null,
      lastError: null,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
      sentAt: row.createdAt,
      expiresAt: "2099-01-01T00:00:00.000Z",
      acceptedAt: null,
      revokedAt: null,
    })
    .execute();
  return id;
}

/** The account made from an invite: the invite's address, the invite marked accepted. */
export async function insertSignup(db: Db, row: { createdAt: string; inviteId: string }): Promise<void> {
  const id = randomId();
  const invite = await db
    .selectFrom("invites")
    .select("email")
    .where("id", "=", row.inviteId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("invites")
    .set({ status: "accepted", acceptedAt: row.createdAt })
    .where("id", "=", row.inviteId)
    .execute();
  await db
    .insertInto("users")
    .values({
      id,
      inviteId: row.inviteId,
      email: invite.email,
      name: "Signed Up",
      phone: "+919812345678",
      termsAcceptedAt: row.createdAt,
      createdAt: row.createdAt,
    })
    .execute();
}

/** A survey with an invite and a signup, each at the given instants (in that order). */
export async function insertConvertedLead(db: Db, survey: SurveyRow, invitedAt: string, signedUpAt: string) {
  const surveyResponseId = await insertSurvey(db, survey);
  const inviteId = await insertInvite(db, { createdAt: invitedAt, surveyResponseId });
  await insertSignup(db, { createdAt: signedUpAt, inviteId });
}
