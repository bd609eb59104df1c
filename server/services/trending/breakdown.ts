import type { BreakdownGrouping, BreakdownRow, DayRange } from "../../../contract/trending.js";
import type { Db } from "../../db/database.js";
import { groupBreakdown } from "./grouping.js";
import { utcBounds } from "./range.js";

/** The survey column each grouping reads: a city name, the JSON list of preferred cities, or the UTM source. */
const GROUP_COLUMN = {
  home_city: "sr.homeCity",
  preferred_city: "sr.preferredCities",
  utm_source: "sr.utmSource",
} as const;

/**
 * Waitlists, invites and signups in the range, attributed to the survey each came from (invite →
 * surveyResponseId; user → invite → survey) and pre-counted per raw (group column, company) pair in SQL,
 * so tens of thousands of events come back as a few hundred rows. A left join leaves both columns null
 * for a manual invite with no survey. Company spelling and preferred-city lists are then merged in
 * TypeScript (grouping.ts), identically on both dialects.
 */
export async function funnelBreakdown(db: Db, by: BreakdownGrouping, range: DayRange): Promise<BreakdownRow[]> {
  const { start, end } = utcBounds(range);
  const column = GROUP_COLUMN[by];
  const waitlists = db
    .selectFrom("surveyResponses as sr")
    .select((eb) => [eb.ref(column).as("value"), "sr.company", eb.fn.countAll<number>().as("n")])
    .where("sr.createdAt", ">=", start)
    .where("sr.createdAt", "<", end)
    .groupBy([column, "sr.company"])
    .execute();
  const invites = db
    .selectFrom("invites as i")
    .leftJoin("surveyResponses as sr", "sr.id", "i.surveyResponseId")
    .select((eb) => [eb.ref(column).as("value"), "sr.company", eb.fn.countAll<number>().as("n")])
    .where("i.status", "!=", "revoked")
    .where("i.createdAt", ">=", start)
    .where("i.createdAt", "<", end)
    .groupBy([column, "sr.company"])
    .execute();
  const signups = db
    .selectFrom("users as u")
    .innerJoin("invites as i", "i.id", "u.inviteId")
    .leftJoin("surveyResponses as sr", "sr.id", "i.surveyResponseId")
    .select((eb) => [eb.ref(column).as("value"), "sr.company", eb.fn.countAll<number>().as("n")])
    .where("u.createdAt", ">=", start)
    .where("u.createdAt", "<", end)
    .groupBy([column, "sr.company"])
    .execute();
  const [w, i, s] = await Promise.all([waitlists, invites, signups]);
  // PostgreSQL returns count(*) as a bigint string.
  const counted = (rows: typeof w | typeof i) => rows.map((row) => ({ ...row, n: Number(row.n) }));
  return groupBreakdown(by, { waitlists: counted(w), invites: counted(i), signups: counted(s) });
}
