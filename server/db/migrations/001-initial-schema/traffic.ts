import { type Kysely, sql } from "kysely";
import { clustered, type Dialect, istDayText, run, triggerFunction } from "./shared.js";

/**
 * First-party traffic counting (decision 160, docs/product.md, Traffic). Only daily aggregates and the day's
 * salted hashes are stored, never an address or a user agent:
 * - traffic_salts: the secret salt of each Indian day (one row, shared by instances; older ones deleted);
 * - traffic_seen: today's salted visitor hashes per page and per site, so a visitor counts once a day
 *   (deleted with their day's salt);
 * - traffic_page_days and traffic_site_days: visitors and page views per day × page × source, and visitors
 *   per day × source for the whole site;
 * - traffic_join_days: sign-ups per day × landing page × source (survey_responses.landing_path and
 *   landing_source say where a sign-up's visit began). A new entry is added by the funnel's read model when it
 *   rolls the entry up (server/services/funnel/read-model.ts); the trigger takes an erased one away again,
 *   if it was rolled up.
 */
export async function createTraffic(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable("traffic_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  // The hot table: one b-tree on SQLite, no WAL on PostgreSQL (unlogged: a crash empties it, which only lets
  // the day's earlier visitors count once more), and no index on the day: it is emptied once a day by a
  // scan, while every new visitor is an insert.
  await db.schema
    .createTable("traffic_seen")
    .$call((table) => (dialect === "postgres" ? table.modifyFront(sql`unlogged`) : table))
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("day", "text", (c) => c.notNull())
    .$call(clustered(dialect))
    .execute();
  await db.schema
    .createTable("traffic_page_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("pageviews", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("traffic_page_days_pk", ["day", "path", "source"])
    .$call(clustered(dialect))
    .execute();
  await db.schema
    .createTable("traffic_site_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("traffic_site_days_pk", ["day", "source"])
    .$call(clustered(dialect))
    .execute();
  await db.schema
    .createTable("traffic_join_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("joins", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("traffic_join_days_pk", ["day", "path", "source"])
    .$call(clustered(dialect))
    .execute();
  await run(db, joinDaysTriggers(dialect));
}

/** Takes the erased entries `source` (a row subquery, or a transition table narrowed to rolled-up rows) away. */
function forgetJoins(dialect: Dialect, source: string) {
  // "where true" is SQLite's rule for an upsert from a SELECT.
  return `insert into traffic_join_days (day, path, source, joins)
    select ${istDayText(dialect, "r.created_at")}, coalesce(r.landing_path, ''), coalesce(r.landing_source, ''),
      sum(-1) from ${source} r where true
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, path, source) do update set joins = traffic_join_days.joins + excluded.joins`;
}

function joinDaysTriggers(dialect: Dialect) {
  if (dialect === "sqlite") {
    const old =
      "(select old.created_at as created_at, old.landing_path as landing_path, old.landing_source as landing_source)";
    return [
      `create trigger traffic_join_days_delete after delete on survey_responses when old.rolled_up = 1 begin
       ${forgetJoins(dialect, old)}; end`,
    ];
  }
  return [
    triggerFunction("traffic_join_days_remove", forgetJoins(dialect, "(select * from removed where rolled_up = 1)")),
    `create trigger traffic_join_days_delete after delete on survey_responses referencing old table as removed
       for each statement execute function traffic_join_days_remove()`,
  ];
}
