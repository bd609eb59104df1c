import type { StaffSurveyResponse } from "../../../contract/admin.js";
import type { WaitlistPage, WaitlistQuery, WaitlistSort } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect, SurveyResponsesTable } from "../../db/schema.js";
import { HttpError } from "../../lib/http-error.js";
import { inWindow, seekPage } from "./seek.js";
import { countWaitlist } from "./waitlist-count.js";
import { filteredWaitlist, invitedCondition } from "./waitlist-filter.js";

/** Sort keys, each ending in the id; migration 010 indexes every one of them in this order. */
const SORT_KEYS: Record<WaitlistSort, (keyof SurveyResponsesTable)[]> = {
  createdAt: ["createdAt", "id"],
  name: ["name", "id"],
  homeCity: ["homeCity", "createdAt", "id"],
};

/** Parses the stored JSON list defensively: one bad row must not break the whole waitlist screen. */
function cityList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

type StoredRow = SurveyResponsesTable & { hasInvite: unknown };

function toStaff(row: StoredRow): StaffSurveyResponse {
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
    // SQLite answers 0/1, PostgreSQL true/false.
    hasInvite: Boolean(row.hasInvite),
  };
}

export async function waitlistPage(db: Db, dialect: Dialect, query: WaitlistQuery): Promise<WaitlistPage> {
  const now = new Date().toISOString();
  const base = filteredWaitlist(db, dialect, query, now);
  const [page, total] = await Promise.all([
    seekPage<StoredRow>({
      ...query,
      table: "surveyResponses",
      keys: SORT_KEYS[query.sort],
      fetch: (window) =>
        inWindow(
          base.selectAll("surveyResponses").select((eb) => invitedCondition(eb, now).as("hasInvite")),
          window,
        ).execute(),
    }),
    countWaitlist(db, dialect, query, now),
  ]);
  return { items: page.rows.map(toStaff), total, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

export async function findWaitlistEntry(db: Db, id: string): Promise<StaffSurveyResponse> {
  const now = new Date().toISOString();
  const row = await db
    .selectFrom("surveyResponses")
    .selectAll("surveyResponses")
    .select((eb) => invitedCondition(eb, now).as("hasInvite"))
    .where("surveyResponses.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "No waitlist entry has this id.");
  return toStaff(row);
}
