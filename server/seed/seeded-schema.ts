import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Dialect } from "../db/schema.js";

/** Test helper: every index and trigger in the database with its definition, sorted by name. */
export async function schemaObjects(db: Db, dialect: Dialect) {
  const query =
    dialect === "sqlite"
      ? sql<{ name: string; sql: string | null }>`
          select name, sql from sqlite_master where type in ('index', 'trigger') order by name`
      : sql<{ name: string; sql: string | null }>`
          select indexname as name, indexdef as sql from pg_indexes where schemaname = current_schema()
          union all
          select tgname, pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
          order by name`;
  return (await query.execute(db)).rows;
}
