import { type RawBuilder, sql } from "kysely";
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
