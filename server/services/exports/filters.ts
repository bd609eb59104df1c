import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { InviteFilter, WaitlistFilter } from "../../../contract/list-filters.js";
import type { Database } from "../../db/schema.js";
import { OPEN_STATUSES } from "../invites/invite-view.js";

/** `%term%` for LIKE, with the term's own wildcards escaped by a backslash (the ESCAPE below). */
export function containsPattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type SurveyEb = ExpressionBuilder<Database, "surveyResponses">;
type InviteEb = ExpressionBuilder<Database, "invites">;

/** Case-insensitive "contains" over some columns; SQLite needs the ESCAPE clause spelled out. */
function lowerContains(columns: string[], term: string): Expression<SqlBool> {
  const pattern = containsPattern(term);
  const tests = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** An entry counts as invited while an invite is open and unexpired, or accepted (decision 030). */
export function isInvited(eb: SurveyEb, now: string) {
  return eb.exists(
    eb
      .selectFrom("invites")
      .select("invites.id")
      .whereRef("invites.surveyResponseId", "=", "surveyResponses.id")
      .where((inner) =>
        inner.or([
          inner("invites.status", "=", "accepted"),
          inner.and([inner("invites.status", "in", OPEN_STATUSES), inner("invites.expiresAt", ">", now)]),
        ]),
      ),
  );
}

/** The waitlist filter as one WHERE expression (sorting and paging are the caller's). */
export function waitlistWhere(filter: Omit<WaitlistFilter, "sort" | "order">, now: string) {
  return (eb: SurveyEb) => {
    const parts = [];
    if (filter.q) parts.push(lowerContains(["name", "email", "company", "phone"], filter.q));
    if (filter.homeCity) parts.push(eb("homeCity", "=", filter.homeCity));
    if (filter.invited !== undefined) parts.push(filter.invited ? isInvited(eb, now) : eb.not(isInvited(eb, now)));
    return eb.and(parts);
  };
}

/** The invites filter; `status` is the effective one, so an open invite past its end matches 'expired'. */
export function inviteWhere(filter: InviteFilter, now: string) {
  return (eb: InviteEb) => {
    const parts = [];
    if (filter.q) parts.push(lowerContains(["name", "email", "phone"], filter.q));
    if (filter.source) parts.push(eb("source", "=", filter.source));
    if (filter.status === "expired") {
      parts.push(
        eb.or([eb("status", "=", "expired"), eb.and([eb("status", "in", OPEN_STATUSES), eb("expiresAt", "<=", now)])]),
      );
    } else if (filter.status === "pending" || filter.status === "sent") {
      parts.push(eb.and([eb("status", "=", filter.status), eb("expiresAt", ">", now)]));
    } else if (filter.status) {
      parts.push(eb("status", "=", filter.status));
    }
    return eb.and(parts);
  };
}
