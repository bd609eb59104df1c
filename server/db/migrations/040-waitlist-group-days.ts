import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";
import type { Dialect } from "../schema.js";

/**
 * Waitlist entries per Indian day, per breakdown dimension value and per company, kept by triggers, so the
 * trending breakdown reads a few thousand pre-counted rows instead of every entry of its range (decision
 * 103). Values are stored raw (only NULL becomes ''): the breakdown tidies them as it tidies the other
 * steps' values. Never change what this file writes: a later migration would add a new table.
 */
export const GROUP_DAYS_TABLE = "waitlist_group_days";

/** The breakdown's dimensions and the column each reads (preferred cities: one row per city of the list). */
export const DIMENSIONS = { home_city: "home_city", utm_source: "utm_source", preferred_city: "preferred_cities" };
export type Dimension = keyof typeof DIMENSIONS;

/**
 * The raw value of a dimension for rows `alias` of survey_responses, and the join it needs: a JSON list of
 * preferred cities is unpacked into rows `pc`, one per text item, or one NULL row when there is none.
 */
export function dimensionValueSql(dialect: Dialect, dimension: Dimension, alias: string) {
  const column = `${alias}.${DIMENSIONS[dimension]}`;
  if (dimension !== "preferred_city") return { join: "", value: column };
  if (dialect === "postgres") {
    return {
      join: `left join lateral jsonb_array_elements(case when ${column} ~ '^\\s*\\[' then ${column}::jsonb else '[]'::jsonb end) pc(value) on jsonb_typeof(pc.value) = 'string'`,
      value: "(pc.value #>> '{}')",
    };
  }
  return {
    join: `left join json_each(case when json_valid(${column}) and json_type(${column}) = 'array' then ${column} else '[]' end) pc on pc.type = 'text'`,
    value: "pc.value",
  };
}

/** The Indian calendar day ("YYYY-MM-DD") of an ISO-8601 UTC text column. */
export function istDayText(dialect: Dialect, column: string) {
  return dialect === "sqlite"
    ? `date(${column}, '+330 minutes')`
    : `to_char((${column})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
}

/** Adds `sign` per entry of `source` (a table or a row subquery) to the counts, in one upsert. */
function upsertSql(dialect: Dialect, source: string, sign: 1 | -1) {
  const rows = (Object.keys(DIMENSIONS) as Dimension[]).map((dimension) => {
    const { join, value } = dimensionValueSql(dialect, dimension, "r");
    return `select '${dimension}' as dimension, ${istDayText(dialect, "r.created_at")} as day,
      coalesce(${value}, '') as value, coalesce(r.company, '') as company, ${sign} as n from ${source} r ${join}`;
  });
  // Sorted, so that concurrent PostgreSQL writers lock the counters in one order; "where true" is SQLite's
  // rule for an upsert from a SELECT; an update that moves nothing (+1 and -1 on one counter) writes nothing.
  return `insert into ${GROUP_DAYS_TABLE} (dimension, day, value, company, n)
    select dimension, day, value, company, sum(n) from (${rows.join(" union all ")}) x where true
    group by dimension, day, value, company having sum(n) <> 0 order by dimension, day, value, company
    on conflict (dimension, day, value, company) do update set n = ${GROUP_DAYS_TABLE}.n + excluded.n`;
}

const WATCHED = "created_at, home_city, utm_source, preferred_cities, company";
const NEW_ROW = `(select new.created_at as created_at, new.home_city as home_city, new.utm_source as utm_source,
  new.preferred_cities as preferred_cities, new.company as company)`;
const OLD_ROW = NEW_ROW.replaceAll("new.", "old.");

/** SQLite counts per row. */
function sqliteTriggers(): string[] {
  const table = "survey_responses";
  return [
    `create trigger ${GROUP_DAYS_TABLE}_insert after insert on ${table} begin ${upsertSql("sqlite", NEW_ROW, 1)}; end`,
    `create trigger ${GROUP_DAYS_TABLE}_delete after delete on ${table} begin ${upsertSql("sqlite", OLD_ROW, -1)}; end`,
    `create trigger ${GROUP_DAYS_TABLE}_update after update of ${WATCHED} on ${table} begin
       ${upsertSql("sqlite", OLD_ROW, -1)}; ${upsertSql("sqlite", NEW_ROW, 1)}; end`,
  ];
}

/** PostgreSQL counts per statement from transition tables, so a bulk insert upserts each counter once. */
function postgresTriggers(): string[] {
  const table = "survey_responses";
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`;
  return [
    fn(`${GROUP_DAYS_TABLE}_add`, upsertSql("postgres", "added", 1)),
    fn(`${GROUP_DAYS_TABLE}_remove`, upsertSql("postgres", "removed", -1)),
    fn(`${GROUP_DAYS_TABLE}_change`, `${upsertSql("postgres", "removed", -1)}; ${upsertSql("postgres", "added", 1)}`),
    `create trigger ${GROUP_DAYS_TABLE}_insert after insert on ${table} referencing new table as added
       for each statement execute function ${GROUP_DAYS_TABLE}_add()`,
    `create trigger ${GROUP_DAYS_TABLE}_delete after delete on ${table} referencing old table as removed
       for each statement execute function ${GROUP_DAYS_TABLE}_remove()`,
    `create trigger ${GROUP_DAYS_TABLE}_update after update on ${table} referencing old table as removed
       new table as added for each statement execute function ${GROUP_DAYS_TABLE}_change()`,
  ];
}

/** The statements that create the counting triggers (and, on PostgreSQL, their functions). */
export const groupDaysTriggers = (dialect: Dialect) => (dialect === "sqlite" ? sqliteTriggers() : postgresTriggers());

/** Recounts the whole table from the waitlist (the migration's backfill; a bulk loader may call it too). */
export async function recountGroupDays<DB>(db: Kysely<DB>, dialect: Dialect) {
  await sql.raw(`delete from ${GROUP_DAYS_TABLE}`).execute(db);
  await sql.raw(upsertSql(dialect, "survey_responses", 1)).execute(db);
}

export const waitlistGroupDays: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect: Dialect = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
    await db.schema
      .createTable(GROUP_DAYS_TABLE)
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("company", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${GROUP_DAYS_TABLE}_pk`, ["dimension", "day", "value", "company"])
      // SQLite stores the rows in key order: a range of days is one contiguous read.
      .$call((table) => (dialect === "sqlite" ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    await recountGroupDays(db, dialect);
    for (const statement of groupDaysTriggers(dialect)) await sql.raw(statement).execute(db);
  },
};
