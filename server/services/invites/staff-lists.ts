import type { StaffSurveyResponse } from "../../../contract/admin.js";
import type { Db } from "../../db/database.js";
import { blocksNewInvite, inviteStatesByEmail } from "./invite-state.js";

/** Parses the stored JSON list defensively: one bad row must not break the whole waitlist screen. */
function cityList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Waitlist entries for staff, newest first, each with where its person stands with invites. */
export async function listSurveyResponses(db: Db): Promise<StaffSurveyResponse[]> {
  const rows = await db.selectFrom("surveyResponses").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
  const states = await inviteStatesByEmail(
    db,
    rows.map((row) => row.email),
  );
  return rows.map((row) => {
    const inviteStatus = states.get(row.email) ?? null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      tripsPerMonth: row.tripsPerMonth,
      homeCity: row.homeCity,
      preferredCities: cityList(row.preferredCities),
      timestamp: row.createdAt,
      hasInvite: blocksNewInvite(inviteStatus ?? undefined),
      inviteStatus,
    };
  });
}
