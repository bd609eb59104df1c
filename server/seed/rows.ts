import type { Db } from "../db/database.js";
import { insertRows } from "../db/insert-rows.js";
import type { InvitesTable, SurveyResponsesTable, UsersTable } from "../db/schema.js";
import { randomId } from "../lib/ids.js";
import { catchUpWaitlistSearch } from "../services/lists/search-catch-up.js";
import { newEntryKeys } from "../services/waitlist/store.js";

/**
 * The one way to put waitlist entries, invites and signups straight into the database, for tests and for
 * `npm run seed:demo`. Each builder fills every column with a plain default; callers give what matters.
 */
export type SurveyFields = Partial<Omit<SurveyResponsesTable, "preferredCities">> & { preferredCities?: string[] };

export function surveyRow(fields: SurveyFields = {}): SurveyResponsesTable {
  const id = fields.id ?? randomId();
  const createdAt = fields.createdAt ?? new Date().toISOString();
  return {
    name: "Test Traveller",
    email: `${id.toLowerCase()}@example.test`,
    phone: "+919812345678",
    company: "",
    tripsPerMonth: "2",
    homeCity: "Bangalore",
    consentAt: createdAt,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
    updatedAt: createdAt,
    confirmedAt: null,
    referredBy: null,
    mailError: null,
    invitedAt: null,
    invitedUntil: null,
    ...newEntryKeys(createdAt),
    ...fields,
    id,
    createdAt,
    preferredCities: JSON.stringify(fields.preferredCities ?? []),
  };
}

export function inviteRow(fields: Partial<InvitesTable> = {}): InvitesTable {
  const id = fields.id ?? randomId();
  const createdAt = fields.createdAt ?? new Date().toISOString();
  return {
    email: `${id.toLowerCase()}@invite.test`,
    name: "",
    phone: "",
    source: fields.surveyResponseId ? "survey" : "manual",
    status: "sent",
    surveyResponseId: null,
    lastError: null,
    updatedAt: createdAt,
    sentAt: createdAt,
    expiresAt: "2099-01-01T00:00:00.000Z",
    acceptedAt: null,
    revokedAt: null,
    ...fields,
    bareLink: fields.bareLink ?? 0,
    id,
    createdAt,
  };
}

export function userRow(fields: Partial<UsersTable> & Pick<UsersTable, "inviteId">): UsersTable {
  const id = fields.id ?? randomId();
  const createdAt = fields.createdAt ?? new Date().toISOString();
  return {
    email: `${id.toLowerCase()}@user.test`,
    name: "Signed Up",
    phone: "+919812345678",
    termsAcceptedAt: createdAt,
    ...fields,
    id,
    createdAt,
  };
}

/** The one multi-row insert, where the builders' rows go. */
export { insertRows };

export async function insertSurvey(db: Db, fields: SurveyFields = {}): Promise<string> {
  const row = surveyRow(fields);
  await insertRows(db, "surveyResponses", [row]);
  await catchUpWaitlistSearch(db);
  return row.id;
}

/** A realistic entry (Asha Rao of Rao Consulting, unique address), for tests that read rows back. */
export async function insertWaitlistEntry(db: Db, fields: SurveyFields = {}): Promise<SurveyResponsesTable> {
  const row = surveyRow({
    name: "Asha Rao",
    email: `${randomId(6).toLowerCase()}@example.in`,
    phone: "+919876543210",
    company: "Rao Consulting",
    tripsPerMonth: "2-3",
    preferredCities: ["Mumbai", "Delhi NCR"],
    ...fields,
  });
  await insertRows(db, "surveyResponses", [row]);
  await catchUpWaitlistSearch(db);
  return row;
}

/** An invite for the given address, else for its waitlist entry's address (one person), else a new person. */
export async function insertInvite(db: Db, fields: Partial<InvitesTable> = {}): Promise<string> {
  const entry = fields.surveyResponseId
    ? await db
        .selectFrom("surveyResponses")
        .select("email")
        .where("id", "=", fields.surveyResponseId)
        .executeTakeFirst()
    : undefined;
  const row = inviteRow({ ...(entry && { email: entry.email }), ...fields });
  await insertRows(db, "invites", [row]);
  return row.id;
}

/** The account made from an invite: the invite's address, the invite marked accepted. */
export async function insertAccount(db: Db, fields: Partial<UsersTable> & Pick<UsersTable, "inviteId">) {
  const invite = await db
    .selectFrom("invites")
    .select("email")
    .where("id", "=", fields.inviteId)
    .executeTakeFirstOrThrow();
  const user = userRow({ email: invite.email, ...fields });
  await db
    .updateTable("invites")
    .set({ status: "accepted", acceptedAt: user.createdAt })
    .where("id", "=", fields.inviteId)
    .execute();
  await insertRows(db, "users", [user]);
}

/** A survey with an invite and a signup, each at the given instants (in that order). */
export async function insertConvertedLead(db: Db, survey: SurveyFields, invitedAt: string, signedUpAt: string) {
  const surveyResponseId = await insertSurvey(db, survey);
  const inviteId = await insertInvite(db, { createdAt: invitedAt, surveyResponseId });
  await insertAccount(db, { createdAt: signedUpAt, inviteId });
}
