import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";

/**
 * The demand tallies (demand_days, migrations/005-demand-days.ts): per city × Indian day of sign-up × trips
 * a month, the entries with the city as home, among their preferred cities, either, and of those the
 * confirmed and the referred. The funnel's read model adds an entry when it rolls it up (addDemand, in the
 * roll-up's transaction); the schema's triggers follow it after that. A request reads the tallies plus the
 * few entries not rolled up yet, so the answer is exact and never rescans the waitlist.
 */
export const DEMAND_DAYS_TABLE = "demand_days";
const COLUMNS = "home_city, preferred_cities, trips_per_month, confirmed_at, referred_by, created_at";

const wants = (dialect: Dialect) =>
  dialect === "sqlite"
    ? "instr(r.preferred_cities, json_quote(c.name)) > 0"
    : "position(to_json(c.name::text)::text in r.preferred_cities) > 0";

const day = (dialect: Dialect) =>
  dialect === "sqlite"
    ? "date(r.created_at, '+330 minutes')"
    : "to_char((r.created_at)::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')";

/** The tally rows of the entries `where` picks (a condition on survey_responses), one per city × day × trips. */
function tallySql(dialect: Dialect, where: string) {
  const counted = (condition: string) => `sum(case when ${condition} then 1 else 0 end)`;
  const home = "r.home_city = c.name";
  return `select c.name as city, ${day(dialect)} as day, coalesce(r.trips_per_month, '') as trips,
      ${counted(home)} as home, ${counted(wants(dialect))} as want, count(*) as interested,
      ${counted("r.confirmed_at is not null")} as confirmed, ${counted("r.referred_by is not null")} as referred
    from (select ${COLUMNS} from survey_responses where ${where}) r
    join cities c on (${home} or ${wants(dialect)}) where true
    group by 1, 2, 3`;
}

/** Adds the entries `where` picks to the tallies (the roll-up's batch), in the caller's transaction. */
export function addDemand(trx: Db, dialect: Dialect, where: string) {
  const t = DEMAND_DAYS_TABLE;
  return sql
    .raw(`insert into ${t} (city, day, trips, home, want, interested, confirmed, referred)
    select * from (${tallySql(dialect, where)}) x where true order by 1, 2, 3
    on conflict (city, day, trips) do update set home = ${t}.home + excluded.home, want = ${t}.want + excluded.want,
      interested = ${t}.interested + excluded.interested, confirmed = ${t}.confirmed + excluded.confirmed,
      referred = ${t}.referred + excluded.referred`)
    .execute(trx);
}

export interface DemandCounts {
  home: number;
  want: number;
  interested: number;
  confirmed: number;
  referred: number;
}
export interface DemandTotal extends DemandCounts {
  city: string;
  trips: string;
}
export interface DemandDay extends DemandCounts {
  city: string;
  day: string;
}

const counts = (row: Record<string, string | number>): DemandCounts => ({
  home: Number(row.home),
  want: Number(row.want),
  interested: Number(row.interested),
  confirmed: Number(row.confirmed),
  referred: Number(row.referred),
});

/**
 * The tallies of the given cities summed by `by` (the stored ones plus those of the entries still waiting
 * for the roll-up, read through the partial index of waiting entries: a minute's sign-ups at most), from
 * `fromDay` on. Two narrow sums rather than every tally row: the rows of a year for three cities (~4,000)
 * took 40 ms to group and hand over; the totals and a chart's days take a few.
 */
async function summed(db: Db, dialect: Dialect, cities: string[], by: "trips" | "day", fromDay = "") {
  const { rows } = await sql<Record<string, string | number>>`
    select city, ${sql.ref(by)}, sum(home) as home, sum(want) as want, sum(interested) as interested,
      sum(confirmed) as confirmed, sum(referred) as referred
    from (
      select city, day, trips, home, want, interested, confirmed, referred from ${sql.table(DEMAND_DAYS_TABLE)}
        where city in (${sql.join(cities)}) and day >= ${fromDay}
      union all
      select * from (${sql.raw(tallySql(dialect, "rolled_up <> 1"))}) pending
        where city in (${sql.join(cities)}) and day >= ${fromDay}
    ) t group by city, ${sql.ref(by)}`.execute(db);
  return rows;
}

/** Each city's counts by trips a month (all time), and by day from `fromDay` on. */
export async function demandTallies(db: Db, dialect: Dialect, cities: string[], fromDay: string) {
  if (!cities.length) return { totals: [] as DemandTotal[], days: [] as DemandDay[] };
  const totals = await summed(db, dialect, cities, "trips");
  const days = await summed(db, dialect, cities, "day", fromDay);
  return {
    totals: totals.map((row) => ({ city: String(row.city), trips: String(row.trips), ...counts(row) })),
    days: days.map((row) => ({ city: String(row.city), day: String(row.day), ...counts(row) })),
  };
}
