import type { DayRange, TimeseriesPoint } from "../../../contract/trending.js";
import { eachDay } from "../../../contract/trending-days.js";
import type { FunnelStep } from "../funnel/funnel-steps.js";

/** Per step, the count of each Indian day that had any activity (days without activity are absent). */
export type DailyCounts = Record<FunnelStep, ReadonlyMap<string, number>>;

/** One point per day of the range, oldest first; a day with no activity is a point of zeros. */
export function zeroFilledSeries(range: DayRange, counts: DailyCounts): TimeseriesPoint[] {
  return eachDay(range.from, range.to).map((date) => ({
    date,
    waitlists: counts.waitlists.get(date) ?? 0,
    confirmed: counts.confirmed.get(date) ?? 0,
    invites: counts.invites.get(date) ?? 0,
    signups: counts.signups.get(date) ?? 0,
  }));
}
