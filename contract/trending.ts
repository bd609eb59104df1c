import { z } from "zod";
import type { FieldError } from "./errors.js";
import { addDays, DEFAULT_RANGE_DAYS, daysApart, defaultRange, isCalendarDay } from "./trending-days.js";

/** The label of a blank company, city or UTM source. */
export const NONE_LABEL = "(none)";

/** The breakdown's group for people who reached a step without ever joining the waitlist (manual invites). */
export const NOT_ON_WAITLIST_LABEL = "Not on the waitlist";

/** The breakdown shows this many groups by waitlists; one "Other" row adds up the rest. */
export const BREAKDOWN_TOP_GROUPS = 50;
export const OTHER_LABEL = "Other";
export const OTHER_COMPANY_LABEL = "(all others)";

/** A ranked group, the "Other" row holding every group past the top ones, or the people not on the waitlist. */
export const BREAKDOWN_ROW_KINDS = ["group", "other", "not_on_waitlist"] as const;
export type BreakdownRowKind = (typeof BREAKDOWN_ROW_KINDS)[number];

/** The longest range one request may ask for: two years of daily points. */
export const MAX_RANGE_DAYS = 731;

const daySchema = z.string({ error: "Enter a date." }).trim().refine(isCalendarDay, "Enter a real date as YYYY-MM-DD.");

export const rangeQuerySchema = z.strictObject({ from: daySchema.optional(), to: daySchema.optional() });
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

export const BREAKDOWN_GROUPINGS = ["home_city", "preferred_city", "utm_source"] as const;
export type BreakdownGrouping = (typeof BREAKDOWN_GROUPINGS)[number];

export const breakdownQuerySchema = rangeQuerySchema.extend({
  by: z.enum(BREAKDOWN_GROUPINGS, { error: "Group by home_city, preferred_city or utm_source." }).default("home_city"),
});

export interface DayRange {
  from: string;
  to: string;
}

/** Fills a missing end with today (India time) and a missing start with the 90 days before the end. */
export function resolveRange(query: RangeQuery, now: Date = new Date()): DayRange {
  const to = query.to ?? defaultRange(now).to;
  return { from: query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/** What is wrong with a complete range, as field errors (empty when it is fine). */
export function rangeErrors({ from, to }: DayRange): FieldError[] {
  if (daysApart(from, to) < 0) return [{ field: "to", message: "To must be on or after From." }];
  if (daysApart(from, to) + 1 > MAX_RANGE_DAYS) {
    return [{ field: "from", message: `Choose a range of at most ${MAX_RANGE_DAYS} days.` }];
  }
  return [];
}

const count = z.number().int().nonnegative();
const funnelCounts = { waitlists: count, confirmed: count, invites: count, signups: count };

/** A share of people between 0 and 1, or null for "÷ 0" (shown as "no data yet"). */
const rate = z.number().nonnegative().nullable();

export const overviewSchema = z.object({
  totalWaitlists: count,
  /** People who confirmed their address from the personal page. */
  totalConfirmed: count,
  totalInvites: count,
  totalSignups: count,
  /** totalConfirmed ÷ totalWaitlists */
  confirmRate: rate,
  /** People on the waitlist who were invited (the numerator of inviteRate). */
  invitedWaitlists: count,
  /** invitedWaitlists ÷ totalWaitlists */
  inviteRate: rate,
  /** totalSignups ÷ totalInvites */
  accountRate: rate,
  /** When the funnel's counters last caught up with every entry (ISO 8601). */
  updatedAt: z.string(),
});
export type Overview = z.infer<typeof overviewSchema>;

export const timeseriesPointSchema = z.object({ date: z.string(), ...funnelCounts });
export type TimeseriesPoint = z.infer<typeof timeseriesPointSchema>;
export const timeseriesSchema = z.array(timeseriesPointSchema);

const rowKind = z.enum(BREAKDOWN_ROW_KINDS);
export const cityBreakdownRowSchema = z.object({
  kind: rowKind,
  city: z.string(),
  company: z.string(),
  ...funnelCounts,
});
export const sourceBreakdownRowSchema = z.object({
  kind: rowKind,
  source: z.string(),
  company: z.string(),
  ...funnelCounts,
});
export type CityBreakdownRow = z.infer<typeof cityBreakdownRowSchema>;
export type SourceBreakdownRow = z.infer<typeof sourceBreakdownRowSchema>;
export type BreakdownRow = CityBreakdownRow | SourceBreakdownRow;
/** Rows carry `city` when grouped by home or preferred city, `source` when grouped by UTM source. */
export const breakdownSchema = z.array(z.union([cityBreakdownRowSchema, sourceBreakdownRowSchema]));

/** The first column of a row, whichever grouping produced it. */
export function breakdownGroup(row: BreakdownRow): string {
  return "city" in row ? row.city : row.source;
}

/** a ÷ b, or null when b is zero (shown as "n/a" rather than a misleading 0 %). */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}
