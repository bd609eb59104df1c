import { type RawBuilder, sql } from "kysely";
import { addDays } from "../../../contract/trending-days.js";
import type { Dialect } from "../../db/schema.js";

/**
 * SQL for the Indian calendar day ("YYYY-MM-DD") of an ISO-8601 UTC text column, so that days are
 * counted in the database and only one row per day comes back. SQLite's date() reads the trailing "Z";
 * PostgreSQL converts through timestamptz and the Asia/Kolkata zone.
 */
export function istDaySql(dialect: Dialect, column: string): RawBuilder<string> {
  if (dialect === "sqlite") return sql<string>`date(${sql.ref(column)}, '+330 minutes')`;
  return sql<string>`to_char((${sql.ref(column)})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
}

/**
 * The Indian day of an ISO-8601 UTC text column in two cuts of the text, for grouping many rows: its UTC
 * date, and whether the time is 18:30 or later (India is UTC+5:30, so the next Indian day). A query groups
 * by both and istDayOf() names the day of each group: converting every row through a time zone cost
 * PostgreSQL about a microsecond a row, 230 ms for the confirmations of 90 days at a million entries.
 * Stored timestamps are one fixed format (docs/history.md, 003).
 */
export function dayPartsSql(column: string) {
  const ref = sql.ref(column);
  return {
    utcDay: sql<string>`substr(${ref}, 1, 10)`,
    late: sql<number>`case when substr(${ref}, 12, 5) >= '18:30' then 1 else 0 end`,
  };
}

/** The Indian day of a group of dayPartsSql(). */
export function istDayOf(utcDay: string, late: number | string): string {
  return Number(late) ? addDays(utcDay, 1) : utcDay;
}
