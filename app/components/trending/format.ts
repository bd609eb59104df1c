const numberFormat = new Intl.NumberFormat("en-IN");
const percentFormat = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** 12,34,567: Indian digit grouping. */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** 66.7%; null (the step before has nobody yet) is left to the caller, which says "no data yet". */
export function formatRate(value: number): string {
  return percentFormat.format(value);
}

/** "2026-11-22" as "22 Nov 2026". The string already is an Indian day, so it is formatted as-is (UTC). */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00.000Z`));
}

/** "2026-11-22" as "22 Nov", for chart axis labels. */
export function formatShortDay(day: string): string {
  return shortDayFormat.format(new Date(`${day}T00:00:00.000Z`));
}
