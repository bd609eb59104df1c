import { type ExpressionBuilder, sql } from "kysely";
import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Database, Dialect } from "../../db/schema.js";
import { searchCondition } from "./search.js";

/**
 * An entry counts as invited while its person (by e-mail address) has an invite that is open (not past its
 * end) or was accepted: blocksNewInvite() of invite-state.ts, kept per entry as invited_until by the triggers
 * of migrations/001-initial-schema/invited-entries.ts, so the filter reads the entry's own row or the
 * (invited_until, home_city) index.
 */
function invitedCondition(eb: ExpressionBuilder<Database, "surveyResponses">, invited: boolean, now: string) {
  return invited
    ? eb("surveyResponses.invitedUntil", ">", now)
    : eb(eb.fn.coalesce("surveyResponses.invitedUntil", sql.lit("")), "<=", now);
}

/**
 * How SQLite may reach the filtered set (decision 104); PostgreSQL's planner chooses from its statistics.
 * A condition written `+column` cannot pick the index, so the query reads the index meant and checks the
 * rest on its entries, whatever sampled statistics suggest.
 */
export interface WaitlistAccess {
  /** False: the search's matches are too many to read one by one (search.ts, SearchPlan). */
  searchDrives?: boolean;
  /** Count the invited through the (invited_until, home_city) range: city and confirmed are checked there. */
  invitedLeads?: boolean;
}

/** The filtered set, shared by the page, its total and any other view of the same filter (export). */
export function filteredWaitlist(
  db: Db,
  dialect: Dialect,
  filter: WaitlistFilter,
  now: string,
  { searchDrives = true, invitedLeads = false }: WaitlistAccess = {},
) {
  const { q, homeCity, invited, confirmed } = filter;
  const checked = (column: "homeCity" | "confirmedAt") =>
    invitedLeads && dialect === "sqlite"
      ? sql<string | null>`+${sql.ref(`surveyResponses.${column}`)}`
      : sql.ref<string | null>(`surveyResponses.${column}`);
  return db
    .selectFrom("surveyResponses")
    .$if(q !== undefined, (qb) => qb.where(searchCondition(dialect, "survey_responses", q ?? "", searchDrives)))
    .$if(homeCity !== undefined, (qb) => qb.where(checked("homeCity"), "=", homeCity ?? ""))
    .$if(confirmed !== undefined, (qb) => qb.where(checked("confirmedAt"), confirmed ? "is not" : "is", null))
    .$if(invited !== undefined, (qb) => qb.where((eb) => invitedCondition(eb, invited ?? true, now)));
}
