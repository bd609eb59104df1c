import type { StaffSurveyResponse } from "../../../contract/admin.js";
import type { Db } from "../../db/database.js";
import { OPEN_STATUSES } from "./invite-view.js";

/** Parses the stored JSON list defensively: one bad row must not break the whole waitlist screen. */
function cityList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Waitlist entries for staff, newest first; hasInvite while an invite is open (not expired) or accepted. */
export async function listSurveyResponses(db: Db): Promise<StaffSurveyResponse[]> {
  const now = new Date().toISOString();
  const [rows, invited] = await Promise.all([
    db.selectFrom("surveyResponses").selectAll().orderBy("createdAt", "desc").orderBy("id").execute(),
    db
      .selectFrom("invites")
      .select("surveyResponseId")
      .where("surveyResponseId", "is not", null)
      .where((eb) =>
        eb.or([eb("status", "=", "accepted"), eb.and([eb("status", "in", OPEN_STATUSES), eb("expiresAt", ">", now)])]),
      )
      .execute(),
  ]);
  const invitedIds = new Set(invited.map((row) => row.surveyResponseId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    tripsPerMonth: row.tripsPerMonth,
    homeCity: row.homeCity,
    preferredCities: cityList(row.preferredCities),
    timestamp: row.createdAt,
    hasInvite: invitedIds.has(row.id),
  }));
}

/** The dashboard's three counts (decided with the funnel screen: revoked invites do not count as sent). */
export const stats = {
  surveys: (db: Db) => db.selectFrom("surveyResponses").select((eb) => eb.fn.countAll<string | number>().as("n")),
  invites: (db: Db) =>
    db
      .selectFrom("invites")
      .where("status", "!=", "revoked")
      .select((eb) => eb.fn.countAll<string | number>().as("n")),
  signups: (db: Db) => db.selectFrom("users").select((eb) => eb.fn.countAll<string | number>().as("n")),
};

export async function count(query: ReturnType<(typeof stats)[keyof typeof stats]>) {
  const row = await query.executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row.n);
}
