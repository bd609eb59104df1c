import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";
import type { Dialect } from "../schema.js";
import { istDayText } from "./040-waitlist-group-days.js";

/**
 * First-party traffic counting (decision 160, docs/product.md, Traffic). Only daily aggregates and the
 * day's salted hashes are stored, never an address or a user agent:
 * - traffic_salts: the secret salt of each Indian day (one row, shared by instances; older ones deleted);
 * - traffic_seen: today's salted visitor hashes per page and per site, so a visitor counts once a day
 *   (deleted with their day's salt);
 * - traffic_page_days and traffic_site_days: visitors and page views per day × page × source, and
 *   visitors per day × source for the whole site;
 * - traffic_join_days: sign-ups per day × landing page × source, kept by triggers on survey_responses,
 *   whose new landing_path and landing_source columns say where a sign-up's visit began.
 * Never change what this file writes: a later migration would add a new table.
 */
export const JOIN_DAYS_TABLE = "traffic_join_days";

/** Adds `sign` per entry of `source` (a table or a row subquery) to the join counts, in one upsert. */
function joinUpsertSql(dialect: Dialect, source: string, sign: 1 | -1) {
  // "where true" is SQLite's rule for an upsert from a SELECT.
  return `insert into ${JOIN_DAYS_TABLE} (day, path, source, joins)
    select ${istDayText(dialect, "r.created_at")}, coalesce(r.landing_path, ''), coalesce(r.landing_source, ''),
      sum(${sign}) from ${source} r where true
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, path, source) do update set joins = ${JOIN_DAYS_TABLE}.joins + excluded.joins`;
}

const NEW_ROW =
  "(select new.created_at as created_at, new.landing_path as landing_path, new.landing_source as landing_source)";
const OLD_ROW = NEW_ROW.replaceAll("new.", "old.");

function joinTriggers(dialect: Dialect): string[] {
  const t = JOIN_DAYS_TABLE;
  if (dialect === "sqlite") {
    return [
      `create trigger ${t}_insert after insert on survey_responses begin ${joinUpsertSql(dialect, NEW_ROW, 1)}; end`,
      `create trigger ${t}_delete after delete on survey_responses begin ${joinUpsertSql(dialect, OLD_ROW, -1)}; end`,
    ];
  }
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`;
  return [
    fn(`${t}_add`, joinUpsertSql(dialect, "added", 1)),
    fn(`${t}_remove`, joinUpsertSql(dialect, "removed", -1)),
    `create trigger ${t}_insert after insert on survey_responses referencing new table as added
       for each statement execute function ${t}_add()`,
    `create trigger ${t}_delete after delete on survey_responses referencing old table as removed
       for each statement execute function ${t}_remove()`,
  ];
}

/** Recounts the join table from the waitlist (the migration's backfill; a bulk loader may call it too). */
export async function recountJoinDays<DB>(db: Kysely<DB>, dialect: Dialect) {
  await sql.raw(`delete from ${JOIN_DAYS_TABLE}`).execute(db);
  await sql.raw(joinUpsertSql(dialect, "survey_responses", 1)).execute(db);
}

export const traffic: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect: Dialect = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
    // SQLite stores these rows in key order: a range of days is one contiguous read.
    const clustered = sql.raw(dialect === "sqlite" ? "without rowid" : "");
    await db.schema
      .createTable("traffic_salts")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();
    // The hot table: one b-tree on SQLite (without rowid), no WAL on PostgreSQL (unlogged: a crash empties
    // it, which only lets the day's earlier visitors count once more), and no index on the day: it is
    // emptied once a day by a scan, while every new visitor is an insert.
    await db.schema
      .createTable("traffic_seen")
      .$call((table) => (dialect === "postgres" ? table.modifyFront(sql`unlogged`) : table))
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("day", "text", (c) => c.notNull())
      .modifyEnd(clustered)
      .execute();
    await db.schema
      .createTable("traffic_page_days")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addColumn("pageviews", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("traffic_page_days_pk", ["day", "path", "source"])
      .modifyEnd(clustered)
      .execute();
    await db.schema
      .createTable("traffic_site_days")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("traffic_site_days_pk", ["day", "source"])
      .modifyEnd(clustered)
      .execute();
    await db.schema
      .createTable(JOIN_DAYS_TABLE)
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("joins", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${JOIN_DAYS_TABLE}_pk`, ["day", "path", "source"])
      .modifyEnd(clustered)
      .execute();
    await db.schema.alterTable("survey_responses").addColumn("landing_path", "text").execute();
    await db.schema.alterTable("survey_responses").addColumn("landing_source", "text").execute();
    await recountJoinDays(db, dialect);
    for (const statement of joinTriggers(dialect)) await sql.raw(statement).execute(db);
  },
};
