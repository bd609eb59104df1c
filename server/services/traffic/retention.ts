import { addDays, istDayOf } from "../../../contract/trending-days.js";
import type { Db } from "../../db/database.js";

/**
 * Deletes the traffic report's daily aggregates (page and site visitors by source) of the Indian days more
 * than `retentionDays` before today, so that the tables stay bounded however long the site runs. The
 * sign-ups' aggregate (traffic_join_days) belongs to the funnel's read model and grows with sign-ups only.
 * Answers how many rows went.
 */
export async function purgeTrafficAggregates(db: Db, retentionDays: number, now = new Date()) {
  const oldestKept = addDays(istDayOf(now), -(retentionDays - 1));
  let removed = 0;
  for (const table of ["trafficPageDays", "trafficSiteDays"] as const) {
    const result = await db.deleteFrom(table).where("day", "<", oldestKept).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}
