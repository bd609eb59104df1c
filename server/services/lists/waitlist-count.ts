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
 * Entries whose person has an open or accepted invite, counted from the invites side (far fewer rows than
 * the waitlist) through the status index, each address once, only those on the waitlist.
 */
async function invitedCount(db: Db, now: string): Promise<number> {
  const row = await db
    .selectFrom("invites")
    .select((eb) => eb.fn.count<string | number>("invites.email").distinct().as("n"))
    .where((eb) =>
      eb.or([eb("status", "=", "accepted"), eb.and([eb("status", "in", OPEN_STATUSES), eb("expiresAt", ">", now)])]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("surveyResponses")
          .select("surveyResponses.id")
          .whereRef("surveyResponses.email", "=", "invites.email"),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The total of a filtered waitlist. The common views avoid counting a million index entries: no filter
 * reads the counter, "invited" alone counts invites (far fewer) and subtracts; the rest count the
 * filtered set through its index (city range, search index).
 */
export async function countWaitlist(db: Db, dialect: Dialect, filter: WaitlistFilter, now: string) {
  const { q, homeCity, invited } = filter;
  if (q === undefined && homeCity === undefined) {
    if (invited === undefined) return waitlistSize(db);
    const [all, yes] = await Promise.all([waitlistSize(db), invitedCount(db, now)]);
    return invited ? yes : all - yes;
  }
  return countRows(filteredWaitlist(db, dialect, filter, now));
}
