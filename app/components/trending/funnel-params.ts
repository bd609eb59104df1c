import { BREAKDOWN_GROUPINGS, type BreakdownGrouping, type DayRange } from "../../../contract/trending";
import { defaultRange } from "../../../contract/trending-days";
import { draftErrors } from "./range-picker";

/** The range and grouping live in the URL, so a view can be bookmarked and survives a reload. */
export function funnelParams(params: URLSearchParams, now = new Date()) {
  const fallback = defaultRange(now);
  const asked = { from: params.get("from") ?? fallback.from, to: params.get("to") ?? fallback.to };
  const range: DayRange = draftErrors(asked).length ? fallback : asked;
  const byParam = params.get("by") as BreakdownGrouping | null;
  const by: BreakdownGrouping = byParam && BREAKDOWN_GROUPINGS.includes(byParam) ? byParam : "home_city";
  return { range, by, today: fallback.to };
}
