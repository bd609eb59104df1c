import { z } from "zod";
import { clipText } from "./text.js";
import { OTHER_SOURCE, TRAFFIC_LIMITS } from "./traffic-source.js";

export {
  DIRECT_SOURCE,
  OTHER_SOURCE,
  referrerHost,
  sourceLabel,
  sourceName,
  TRAFFIC_LIMITS,
} from "./traffic-source.js";

/**
 * First-party, cookie-free traffic counting (docs/product.md, Traffic; decision 160): what a public page
 * reports after load, how a visit's source is named, and the staff report's shape.
 */

/** Joins whose landing page or source was not recorded (no-JavaScript form, entries from before counting). */
export const NOT_RECORDED_LABEL = "(not recorded)";

/** Pages are shown as the top 50 rows by visitors plus one "Other" row, like the funnel breakdown. */
export const TRAFFIC_TOP_ROWS = 50;
export const TRAFFIC_OTHER_LABEL = OTHER_SOURCE;

/** The traffic report's default range: the last 30 Indian days, today included. */
export const TRAFFIC_DEFAULT_DAYS = 30;

const clipped = (max: number) =>
  z
    .string()
    .transform((value) => clipText(value.trim(), max) || null)
    .nullish();

/** What a public page sends after load: its path and its visit's referrer and UTM values. */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2000),
  referrer: clipped(TRAFFIC_LIMITS.referrer),
  utmSource: clipped(TRAFFIC_LIMITS.utm),
  utmMedium: clipped(TRAFFIC_LIMITS.utm),
  utmCampaign: clipped(TRAFFIC_LIMITS.utm),
});
export type PageView = z.infer<typeof pageViewSchema>;

const count = z.number().int().nonnegative();

export const trafficReportSchema = z.object({
  visitors: count,
  pageviews: count,
  joins: count,
  /** The first Indian day any visit was counted (of all time); null while none has been. */
  countedSince: z.string().nullable(),
  /** The range's joins on days visits were counted (from countedSince on): what a conversion may divide. */
  joinsSinceCounted: count,
  days: z.array(z.object({ day: z.string(), visitors: count, pageviews: count, joins: count })),
  pages: z.array(z.object({ path: z.string(), visitors: count, pageviews: count, joins: count })),
  sources: z.array(z.object({ source: z.string(), visitors: count, joins: count })),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;

/**
 * The share of visitors who joined, only when its two counts are of the same period: joins made since
 * visits were counted, over those visitors. Null with no visitor counted; never above 1 (a visitor counted
 * once a day may join on a later visit).
 */
export function visitConversion(joins: number, visitors: number): number | null {
  return visitors === 0 ? null : Math.min(1, joins / visitors);
}
