import { type ExpressionBuilder, sql } from "kysely";
import type { WaitlistFilter } from "../../../contract/lists.js";
import { NOT_RECORDED_LABEL } from "../../../contract/traffic.js";
import type { Db } from "../../db/database.js";
import type { Database, Dialect } from "../../db/schema.js";
import { notRevoked, waiting } from "../hubs/city-line.js";
import { dayBounds } from "./day-bounds.js";
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

type Dated = "surveyResponses.createdAt" | "surveyResponses.confirmedAt" | "surveyResponses.invitedAt";

/** The entries whose column falls on the Indian days from…to (either end may be open). */
function dayCondition(eb: ExpressionBuilder<Database, "surveyResponses">, column: Dated, from?: string, to?: string) {
  const { start, end } = dayBounds(from, to);
  return eb.and([
    ...(start === undefined ? [] : [eb(column, ">=", start)]),
    ...(end === undefined ? [] : [eb(column, "<", end)]),
  ]);
}

/**
 * The channel the person chose at sign-up (their confirmation went by it), as the home's confirmation by
 * channel counts it: WhatsApp once opted in, a later STOP included; e-mail otherwise.
 */
function channelCondition(eb: ExpressionBuilder<Database, "surveyResponses">, channel: "whatsapp" | "email") {
  return eb("surveyResponses.whatsappOptInAt", channel === "whatsapp" ? "is not" : "is", null);
}

/**
 * The visit's source as the traffic report merges and names it (services/traffic/report.ts): one source
 * whatever its case, and "(not recorded)" for an entry without one.
 */
function sourceCondition(eb: ExpressionBuilder<Database, "surveyResponses">, source: string) {
  const stored = source === NOT_RECORDED_LABEL ? "" : source.toLowerCase();
  return eb(eb.fn("lower", [eb.fn.coalesce("surveyResponses.landingSource", sql.lit(""))]), "=", stored);
}

/** True when the filter narrows by more than search, city, confirmed and invited (the counts they have). */
export function hasNarrowing(filter: WaitlistFilter) {
  const { joinedFrom, joinedTo, confirmedFrom, confirmedTo, invitedFrom, invitedTo, channel, source, line } = filter;
  return [joinedFrom, joinedTo, confirmedFrom, confirmedTo, invitedFrom, invitedTo, channel, source, line].some(
    (value) => value !== undefined,
  );
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
  const { q, homeCity, invited, confirmed, channel, source, line } = filter;
  const checked = (column: "homeCity" | "confirmedAt") =>
    invitedLeads && dialect === "sqlite"
      ? sql<string | null>`+${sql.ref(`surveyResponses.${column}`)}`
      : sql.ref<string | null>(`surveyResponses.${column}`);
  return db
    .selectFrom("surveyResponses")
    .$if(q !== undefined, (qb) => qb.where(searchCondition(dialect, "survey_responses", q ?? "", searchDrives)))
    .$if(homeCity !== undefined, (qb) => qb.where(checked("homeCity"), "=", homeCity ?? ""))
    .$if(confirmed !== undefined, (qb) => qb.where(checked("confirmedAt"), confirmed ? "is not" : "is", null))
    .$if(invited !== undefined, (qb) => qb.where((eb) => invitedCondition(eb, invited ?? true, now)))
    .$if(filter.joinedFrom !== undefined || filter.joinedTo !== undefined, (qb) =>
      qb.where((eb) => dayCondition(eb, "surveyResponses.createdAt", filter.joinedFrom, filter.joinedTo)),
    )
    .$if(filter.confirmedFrom !== undefined || filter.confirmedTo !== undefined, (qb) =>
      qb.where((eb) => dayCondition(eb, "surveyResponses.confirmedAt", filter.confirmedFrom, filter.confirmedTo)),
    )
    .$if(filter.invitedFrom !== undefined || filter.invitedTo !== undefined, (qb) =>
      qb.where((eb) => dayCondition(eb, "surveyResponses.invitedAt", filter.invitedFrom, filter.invitedTo)),
    )
    .$if(channel !== undefined, (qb) => qb.where((eb) => channelCondition(eb, channel ?? "email")))
    .$if(source !== undefined, (qb) => qb.where((eb) => sourceCondition(eb, source ?? "")))
    .$if(line !== undefined, (qb) =>
      qb
        .where("surveyResponses.homeCity", "=", line ?? "")
        .where(waiting(now))
        .where(notRevoked),
    );
}
