import { type ExpressionBuilder, sql } from "kysely";
import type { StaffSurveyResponse } from "../../../contract/admin.js";
import type { WaitlistFilter, WaitlistPage, WaitlistQuery, WaitlistSort } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Database, Dialect, SurveyResponsesTable } from "../../db/schema.js";
import { HttpError } from "../../lib/http-error.js";
import { OPEN_STATUSES } from "../invites/invite-view.js";
import { countRows } from "./count.js";
import { searchCondition } from "./search.js";
import { seekPage } from "./seek.js";

/** Sort keys, each ending in the id; migration 010 indexes every one of them in this order. */
const SORT_KEYS: Record<WaitlistSort, (keyof SurveyResponsesTable)[]> = {
  createdAt: ["createdAt", "id"],
  name: ["name", "id"],
  homeCity: ["homeCity", "createdAt", "id"],
};

/** An entry counts as invited while an invite for it is open (not past its end) or has been accepted. */
export function invitedCondition(eb: ExpressionBuilder<Database, "surveyResponses">, now: string) {
  return eb.exists(
    eb
      .selectFrom("invites")
      .select(sql.lit(1).as("one"))
      .whereRef("invites.surveyResponseId", "=", "surveyResponses.id")
      .where((inner) =>
        inner.or([
          inner("invites.status", "=", "accepted"),
          inner.and([inner("invites.status", "in", OPEN_STATUSES), inner("invites.expiresAt", ">", now)]),
        ]),
      ),
  );
}

/** The filtered set, shared by the page, its total and any other view of the same filter (export). */
export function filteredWaitlist(db: Db, dialect: Dialect, filter: WaitlistFilter, now: string) {
  const { q, homeCity, invited } = filter;
  return db
    .selectFrom("surveyResponses")
    .$if(q !== undefined, (qb) => qb.where(searchCondition(dialect, "survey_responses", q ?? "")))
    .$if(homeCity !== undefined, (qb) => qb.where("surveyResponses.homeCity", "=", homeCity ?? ""))
    .$if(invited !== undefined, (qb) =>
      qb.where((eb) => (invited ? invitedCondition(eb, now) : eb.not(invitedCondition(eb, now)))),
    );
}

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
  const keys = SORT_KEYS[query.sort];
  const [page, total] = await Promise.all([
    seekPage<StoredRow>({
      keys: keys.map((key) => `surveyResponses.${key}`),
      keyOf: (row) => keys.map((key) => String(row[key])),
      sort: query.sort,
      order: query.order,
      limit: query.limit,
      cursor: query.cursor,
      fetch: (window) =>
        base
          .selectAll("surveyResponses")
          .select((eb) => invitedCondition(eb, now).as("hasInvite"))
          .$if(window.where !== undefined, (qb) => qb.where(window.where ?? sql.lit(true)))
          .orderBy(window.orderBy)
          .limit(window.limit)
          .execute(),
    }),
    countRows(base),
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
