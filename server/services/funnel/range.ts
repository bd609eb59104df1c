import type { DayRange } from "../../../contract/trending.js";
import { addDays, istDayStartUtc } from "../../../contract/trending-days.js";

/**
 * The UTC instants bounding a range of Indian days: [start of `from`, start of the day after `to`).
 * Stored timestamps are ISO-8601 UTC text of one fixed format, so plain string comparison filters them
 * on SQLite and PostgreSQL alike (docs/history.md, 003).
 */
export function utcBounds(range: DayRange): { start: string; end: string } {
  return { start: istDayStartUtc(range.from), end: istDayStartUtc(addDays(range.to, 1)) };
}
