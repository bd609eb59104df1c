/**
 * Calendar days in India time (Asia/Kolkata: UTC+05:30 all year, no DST), as "YYYY-MM-DD" strings.
 * Shared by the browser (default date range) and the server (bucketing and range limits), so both agree
 * on what "today" and "the last 90 days" mean.
 */
export const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The Indian calendar day on which an instant falls. */
export function istDayOf(instant: Date | string): string {
  const ms = new Date(instant).getTime() + IST_OFFSET_MINUTES * 60_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The instant (ms) at which the Indian day containing `at` ends: India keeps one offset all year. */
export function istDayEnd(at: number): number {
  const offset = IST_OFFSET_MINUTES * 60_000;
  return (Math.floor((at + offset) / DAY_MS) + 1) * DAY_MS - offset;
}

/** True for a real calendar day in "YYYY-MM-DD" form (rejects 2026-02-30 and 2026-13-01). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 when they are the same day). */
export function daysApart(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const count = daysApart(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i));
}

/** The UTC instant at which an Indian day begins: 2026-11-23 begins at 2026-11-22T18:30:00.000Z. */
export function istDayStartUtc(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MINUTES * 60_000).toISOString();
}

export const DEFAULT_RANGE_DAYS = 90;

/** The last 90 Indian days, today included. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const to = istDayOf(now);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}
