import { DEMAND_SCORE_FORMULA, demandScore, tripsNumber, weightedMedian } from "../../../contract/hub-rules.js";
import type { DemandCity, DemandResponse } from "../../../contract/hubs.js";
import { addDays, istDayOf } from "../../../contract/trending-days.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { type DemandTotal, demandTallies } from "./demand-tallies.js";

/**
 * Demand for the next city (docs/product.md, Hubs), from the demand tallies the read model keeps
 * (demand-tallies.ts) rather than from the entries: counting who wants a city means reading every entry's
 * preferred cities, which no index holds (3.7 s at a million on a start). A request reads a few thousand
 * tally rows, so it is exact as of the moment it is asked and as fast on the first call as on the next.
 */
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

const emptyTally = (): CityTally => ({
  home: 0,
  want: 0,
  interested: 0,
  confirmed: 0,
  referred: 0,
  trips: new Map(),
  days: new Map(),
});

function addTotal(tally: CityTally, row: DemandTotal) {
  tally.home += row.home;
  tally.want += row.want;
  tally.interested += row.interested;
  tally.confirmed += row.confirmed;
  tally.referred += row.referred;
  const trips = tripsNumber(row.trips);
  if (trips !== null) tally.trips.set(trips, (tally.trips.get(trips) ?? 0) + row.interested);
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
export async function demand(db: Db, dialect: Dialect, now = new Date()): Promise<DemandResponse> {
  const planned = await db
    .selectFrom("cities")
    .select("name")
    .where("status", "=", "planned")
    .orderBy("sortOrder")
    .execute();
  const tallies = new Map(planned.map((c) => [c.name, emptyTally()]));
  const today = istDayOf(now);
  const { totals, days } = await demandTallies(
    db,
    dialect,
    planned.map((c) => c.name),
    addDays(today, 1 - Math.max(CHART_DAYS, 2 * GROWTH_DAYS)),
  );
  for (const row of totals) {
    const tally = tallies.get(row.city);
    if (tally) addTotal(tally, row);
  }
  for (const row of days) {
    tallies.get(row.city)?.days.set(row.day, { home: row.home, want: row.want, interested: row.interested });
  }
  const cities = planned.map((c) => cityDemand(c.name, tallies.get(c.name) ?? emptyTally(), today));
  cities.sort((a, b) => b.score - a.score);
  return { cities, formula: DEMAND_SCORE_FORMULA, asOf: now.toISOString() };
}
