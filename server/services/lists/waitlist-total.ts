import { type WaitlistFilter, waitlistFilterSchema } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { waitlistSize } from "../funnel/read-model.js";
import { countEligible } from "../hubs/city-line.js";
import { countRows } from "./filtered-total.js";
import { countMatches, planSearch, type SearchPlan } from "./search.js";
import { filteredWaitlist, hasNarrowing } from "./waitlist-filter.js";

/**
 * The total of a filtered waitlist, without counting a million index entries for the common views: no
 * filter reads the counter; a search alone counts its matches in the narrow search index (decision 105); a
 * city or a search with more counts its matches through an index; "invited" (alone or with those) counts
 * through the (invited_until, home_city) index, and "not invited" is the rest (decision 104; docs/history.md, 052).
 * A day range, channel or source counts the matching rows themselves: the range's index bounds them.
 */
export async function countWaitlist(db: Db, dialect: Dialect, filter: WaitlistFilter, now: string, plan?: SearchPlan) {
  const search = plan ?? (await planSearch(db, dialect, "survey_responses", filter.q));
  const { invited, ...narrowing } = filter;
  const count = (subset: WaitlistFilter, invitedLeads = false) =>
    countRows(filteredWaitlist(db, dialect, subset, now, { searchDrives: search.drives, invitedLeads }));
  // A city's line alone is the hubs' own count: the line less its revoked people, counted from the revoked
  // invites (city-line.ts), not a probe of every person's invites.
  // Only the filter's own keys: the page's query also carries its sort, order and limit, which once made
  // every line look combined with more and counted it person by person (~1 s a city at a million).
  const { line } = filter;
  const besideLine = Object.keys(waitlistFilterSchema.shape).filter((key) => key !== "line");
  if (line !== undefined && besideLine.every((key) => filter[key as keyof WaitlistFilter] === undefined)) {
    return countEligible(db, line, now);
  }
  if (hasNarrowing(filter)) return count(filter);
  const others = narrowing.homeCity !== undefined || narrowing.confirmed !== undefined;
  const all = others
    ? count(narrowing)
    : narrowing.q === undefined
      ? waitlistSize(db)
      : (search.matches ?? countMatches(db, dialect, "survey_responses", narrowing.q));
  if (invited === undefined) return all;
  const [everyone, yes] = await Promise.all([all, count({ ...narrowing, invited: true }, true)]);
  return invited ? yes : everyone - yes;
}
