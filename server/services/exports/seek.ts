import { type SqlBool, sql } from "kysely";
import type { InviteFilter, WaitlistFilter } from "../../../contract/list-filters.js";
import type { Db } from "../../db/database.js";
import type { SeekKey } from "../../lib/keyset-cursor.js";
import { inviteWhere, isInvited, waitlistWhere } from "./filters.js";

/**
 * Rows strictly after `key` in (column, id) order. A row-value comparison, not an OR of two tests: both
 * databases then read it as one range of a (column, id) index instead of scanning.
 */
function after(table: string, column: string, order: "asc" | "desc", key: SeekKey) {
  const op = sql.raw(order === "asc" ? ">" : "<");
  return sql<SqlBool>`(${sql.ref(`${table}.${column}`)}, ${sql.ref(`${table}.id`)}) ${op} (${key.value}, ${key.id})`;
}

/** One keyset page of the filtered waitlist in the filter's order, with whether each entry is invited. */
export function waitlistPage(db: Db, filter: WaitlistFilter, key: SeekKey | undefined, limit: number, now: string) {
  let query = db
    .selectFrom("surveyResponses")
    .selectAll()
    .select((eb) => isInvited(eb, now).as("invited"))
    .where(waitlistWhere(filter, now))
    .orderBy(filter.sort, filter.order)
    .orderBy("id", filter.order)
    .limit(limit);
  if (key) query = query.where(after("surveyResponses", filter.sort, filter.order, key));
  return query.execute();
}

/** One keyset page of the filtered invites, newest first. */
export function invitesPage(db: Db, filter: InviteFilter, key: SeekKey | undefined, limit: number, now: string) {
  let query = db
    .selectFrom("invites")
    .selectAll()
    .where(inviteWhere(filter, now))
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  if (key) query = query.where(after("invites", "createdAt", "desc", key));
  return query.execute();
}

/** How many entries match the filter (the "all N matching" of a bulk invite). */
export async function countWaitlist(db: Db, filter: WaitlistFilter, now: string) {
  const row = await db
    .selectFrom("surveyResponses")
    .where(waitlistWhere(filter, now))
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
