import { type SqlBool, sql } from "kysely";
import type { WaitlistFilter } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { OPEN_STATUSES } from "../invites/invite-view.js";
import { countRows } from "./count.js";
import { filteredWaitlist } from "./waitlist-filter.js";

/** The whole waitlist's size, from the counter that migration 012's triggers keep. */
export async function waitlistSize(db: Db): Promise<number> {
  const row = await db.selectFrom("rowCounts").select("n").where("name", "=", "survey_responses").executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Entries of the filtered set whose person has an open or accepted invite, counted from the invites side
 * (a few tens of thousands at most, through the status index) into the entries by their unique address,
 * each address once.
 */
async function invitedCount(db: Db, dialect: Dialect, filter: WaitlistFilter, now: string): Promise<number> {
  const entries = filteredWaitlist(db, dialect, filter, now)
    .select("surveyResponses.id")
    .where(sql<SqlBool>`${sql.ref("surveyResponses.email")} = ${sql.ref("invites.email")}`);
  const row = await db
    .selectFrom("invites")
    .select((eb) => eb.fn.count<string | number>("invites.email").distinct().as("n"))
    .where((eb) =>
      eb.or([eb("status", "=", "accepted"), eb.and([eb("status", "in", OPEN_STATUSES), eb("expiresAt", ">", now)])]),
    )
    .where((eb) => eb.exists(entries))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The total of a filtered waitlist, without counting a million index entries for the common views: no
 * filter reads the counter; a city or a search counts its matches through its index; "invited" (alone or
 * with those) counts the invited matches from the invites side, and "not invited" is the rest (decision 052).
 */
export async function countWaitlist(db: Db, dialect: Dialect, filter: WaitlistFilter, now: string) {
  const { invited, ...narrowing } = filter;
  const narrowed = narrowing.q !== undefined || narrowing.homeCity !== undefined;
  const all = narrowed ? countRows(filteredWaitlist(db, dialect, narrowing, now)) : waitlistSize(db);
  if (invited === undefined) return all;
  const [everyone, yes] = await Promise.all([all, invitedCount(db, dialect, narrowing, now)]);
  return invited ? yes : everyone - yes;
}
