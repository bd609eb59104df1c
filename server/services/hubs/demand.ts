import { sql } from "kysely";
import { DEMAND_SCORE_FORMULA, demandScore, tripsNumber, weightedMedian } from "../../../contract/hub-rules.js";
import type { DemandCity, DemandResponse } from "../../../contract/hubs.js";
import { addDays, istDayOf } from "../../../contract/trending-days.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { istDaySql } from "../trending/ist-day-sql.js";

/**
 * Demand for the next city (docs/product.md, Hubs). Counting who wants a city means reading every entry's
 * preferred cities, which no index holds, so the counts are taken in the background (30 days of sign-ups
 * per query, a pause between queries, on staff's reader) and kept for REFRESH_MS; a request only reads
 * the tallies. The answer says when they were taken.
 */
const REFRESH_MS = 5 * 60_000;
const WINDOW_MS = 30 * 86_400_000;
const CHART_DAYS = 90;
const GROWTH_DAYS = 28;

interface DayTally {
  home: number;
  want: number;
  interested: number;
}
interface CityTally {
  home: number;
  want: number;
  interested: number;
  confirmed: number;
  referred: number;
  trips: Map<number, number>;
  days: Map<string, DayTally>;
}
interface Snapshot {
  at: Date;
  cities: Map<string, CityTally>;
}

const contains = (dialect: Dialect, city: string) =>
  dialect === "sqlite"
    ? sql`instr(preferred_cities, ${JSON.stringify(city)}) > 0`
    : sql`position(${JSON.stringify(city)} in preferred_cities) > 0`;

function windowQuery(dialect: Dialect, cities: string[], from: string, to: string) {
  const columns = cities.flatMap((city, i) => {
    const home = sql`home_city = ${city}`;
    const want = contains(dialect, city);
    const interested = sql`(${home} or ${want})`;
    const count = (condition: unknown, name: string) =>
      sql`sum(case when ${condition} then 1 else 0 end) as ${sql.ref(`${name}${i}`)}`;
    return [
      count(home, "h"),
      count(want, "w"),
      count(interested, "i"),
      count(sql`${interested} and confirmed_at is not null`, "c"),
      count(sql`${interested} and referred_by is not null`, "r"),
    ];
  });
  const day = istDaySql(dialect, "created_at");
  return sql<
    Record<string, string | number | null>
  >`select ${day} as day, trips_per_month as trips, ${sql.join(columns)}
    from survey_responses where created_at >= ${from} and created_at < ${to} group by ${day}, trips_per_month`;
}

const emptyTally = (): CityTally => ({
  home: 0,
  want: 0,
  interested: 0,
  confirmed: 0,
  referred: 0,
  trips: new Map(),
  days: new Map(),
});

function add(tally: CityTally, row: Record<string, string | number | null>, i: number) {
  const n = (name: string) => Number(row[`${name}${i}`] ?? 0);
  const [home, want, interested] = [n("h"), n("w"), n("i")];
  if (!interested) return;
  tally.home += home;
  tally.want += want;
  tally.interested += interested;
  tally.confirmed += n("c");
  tally.referred += n("r");
  const trips = tripsNumber(String(row.trips ?? ""));
  if (trips !== null) tally.trips.set(trips, (tally.trips.get(trips) ?? 0) + interested);
  const day = String(row.day);
  const before = tally.days.get(day) ?? { home: 0, want: 0, interested: 0 };
  tally.days.set(day, {
    home: before.home + home,
    want: before.want + want,
    interested: before.interested + interested,
  });
}

async function build(db: Db, dialect: Dialect): Promise<Snapshot> {
  const at = new Date();
  const cities = (await db.selectFrom("cities").select("name").execute()).map((c) => c.name);
  const tallies = new Map(cities.map((city) => [city, emptyTally()]));
  const bounds = await db
    .selectFrom("surveyResponses")
    .select((eb) => [eb.fn.min("createdAt").as("first"), eb.fn.max("createdAt").as("last")])
    .executeTakeFirst();
  if (cities.length && bounds?.first && bounds.last) {
    for (let start = Date.parse(bounds.first); start <= Date.parse(bounds.last); start += WINDOW_MS) {
      const window = windowQuery(
        dialect,
        cities,
        new Date(start).toISOString(),
        new Date(start + WINDOW_MS).toISOString(),
      );
      const rows = await window.execute(db);
      for (const row of rows.rows) {
        for (const [i, city] of cities.entries()) add(tallies.get(city) as CityTally, row, i);
      }
      await yieldToEventLoop();
    }
  }
  return { at, cities: tallies };
}

const cache = new WeakMap<Db, { snapshot?: Snapshot; building?: Promise<Snapshot> }>();

/** The tallies, built on first use and refreshed in the background once older than REFRESH_MS. */
async function snapshot(db: Db, dialect: Dialect): Promise<Snapshot> {
  const slot = cache.get(db) ?? {};
  cache.set(db, slot);
  const stale = !slot.snapshot || Date.now() - slot.snapshot.at.getTime() > REFRESH_MS;
  if (stale && !slot.building) {
    slot.building = build(db, dialect).finally(() => {
      slot.building = undefined;
    });
    slot.building.then(
      (built) => {
        slot.snapshot = built;
      },
      () => {},
    );
  }
  return slot.snapshot ?? (slot.building as Promise<Snapshot>);
}

function sumDays(tally: CityTally, from: string, to: string) {
  let total = 0;
  for (const [day, counts] of tally.days) if (day >= from && day <= to) total += counts.interested;
  return total;
}

function cityDemand(city: string, tally: CityTally, today: string): DemandCity {
  const recent = sumDays(tally, addDays(today, 1 - GROWTH_DAYS), today);
  const before = sumDays(tally, addDays(today, 1 - 2 * GROWTH_DAYS), addDays(today, -GROWTH_DAYS));
  const inputs = {
    homeCity: tally.home,
    wantToVisit: tally.want,
    confirmedShare: tally.interested ? tally.confirmed / tally.interested : 0,
    growth: before ? recent / before : null,
    tripsPerMonth: weightedMedian([...tally.trips]),
    referrals: tally.referred,
  };
  const days = Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = addDays(today, i + 1 - CHART_DAYS);
    const counts = tally.days.get(day);
    return { day, homeCity: counts?.home ?? 0, wantToVisit: counts?.want ?? 0 };
  });
  const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
  return {
    city,
    ...inputs,
    confirmedShare: round(inputs.confirmedShare) ?? 0,
    growth: round(inputs.growth),
    tripsPerMonth: round(inputs.tripsPerMonth),
    score: demandScore(inputs),
    days,
  };
}

/** GET /admin/demand: every planned city, highest score first. */
export async function demand(db: Db, dialect: Dialect): Promise<DemandResponse> {
  const [tallies, planned] = await Promise.all([
    snapshot(db, dialect),
    db.selectFrom("cities").select("name").where("status", "=", "planned").orderBy("sortOrder").execute(),
  ]);
  const today = istDayOf(tallies.at);
  const cities = planned.map((c) => cityDemand(c.name, tallies.cities.get(c.name) ?? emptyTally(), today));
  cities.sort((a, b) => b.score - a.score);
  return { cities, formula: DEMAND_SCORE_FORMULA, asOf: tallies.at.toISOString() };
}
