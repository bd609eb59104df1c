import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";
import type { Dialect } from "../schema.js";
import { DIMENSIONS, type Dimension, dimensionValueSql, istDayText } from "./040-waitlist-group-days.js";

/**
 * Confirmed entries per Indian day of their confirmation, per breakdown dimension value and per company:
 * the trending breakdown's confirmed step grouped 175,000 confirmations of a million entries on every call
 * (SQLite 145 ms, docs/decisions/253). Like waitlist_group_days, an entry is added by the funnel's read
 * model when it is rolled up (server/services/funnel/read-model.ts), so a sign-up fires nothing here; these
 * row triggers only follow entries already rolled up when their confirmation or grouped values change, or
 * they are erased. A group whose count reaches 0 is deleted (an erased person's company leaves no row).
 */
const TABLE = "confirmed_group_days";
const COLUMNS = ["confirmed_at", "home_city", "utm_source", "preferred_cities", "company"];

/** The old row (-1) and the new one (+1), each only when it is confirmed. */
const rowOf = (record: "old" | "new", sign: 1 | -1) =>
  `select ${COLUMNS.map((column) => `${record}.${column} as ${column}`).join(", ")}, ${sign} as sign
   where ${record}.confirmed_at is not null`;

/** Adds each source row's sign to its groups, in one upsert; +1 and -1 on one group write nothing. */
function upsertSql(dialect: Dialect, source: string) {
  const rows = (Object.keys(DIMENSIONS) as Dimension[]).map((dimension) => {
    const { join, value } = dimensionValueSql(dialect, dimension, "r");
    return `select '${dimension}' as dimension, ${istDayText(dialect, "r.confirmed_at")} as day,
      coalesce(${value}, '') as value, coalesce(r.company, '') as company, r.sign as n from (${source}) r ${join}`;
  });
  return `insert into ${TABLE} (dimension, day, value, company, n)
    select dimension, day, value, company, sum(n) from (${rows.join(" union all ")}) x where true
    group by dimension, day, value, company having sum(n) <> 0 order by dimension, day, value, company
    on conflict (dimension, day, value, company) do update set n = ${TABLE}.n + excluded.n`;
}

const CHANGED = `(${COLUMNS.map((c) => `old.${c}`).join(", ")}) is distinct from (${COLUMNS.map((c) => `new.${c}`).join(", ")})`;
const MATCH = "dimension = new.dimension and day = new.day and value = new.value and company = new.company";
const BOTH = `${rowOf("old", -1)} union all ${rowOf("new", 1)}`;

const SQLITE = [
  `create trigger ${TABLE}_update after update of ${COLUMNS.join(", ")} on survey_responses
     when old.rolled_up = 1 and (old.confirmed_at is not null or new.confirmed_at is not null) begin
     ${upsertSql("sqlite", BOTH)}; end`,
  `create trigger ${TABLE}_delete after delete on survey_responses
     when old.rolled_up = 1 and old.confirmed_at is not null begin ${upsertSql("sqlite", rowOf("old", -1))}; end`,
  `create trigger ${TABLE}_forget_empty after update of n on ${TABLE} when new.n <= 0 begin
     delete from ${TABLE} where ${MATCH}; end`,
];

const POSTGRES = [
  `create function ${TABLE}_follow() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then ${upsertSql("postgres", rowOf("old", -1))};
     else ${upsertSql("postgres", BOTH)};
     end if;
     return null;
   end $$`,
  `create trigger ${TABLE}_update after update of ${COLUMNS.join(", ")} on survey_responses for each row
     when (old.rolled_up = 1 and (old.confirmed_at is not null or new.confirmed_at is not null) and ${CHANGED})
     execute function ${TABLE}_follow()`,
  `create trigger ${TABLE}_delete after delete on survey_responses for each row
     when (old.rolled_up = 1 and old.confirmed_at is not null) execute function ${TABLE}_follow()`,
  `create function ${TABLE}_forget_empty() returns trigger language plpgsql as $$
   begin delete from ${TABLE} where ${MATCH}; return null; end $$`,
  `create trigger ${TABLE}_forget_empty after update of n on ${TABLE} for each row when (new.n <= 0)
     execute function ${TABLE}_forget_empty()`,
];

export const confirmedGroupDays: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect: Dialect = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
    await db.schema
      .createTable(TABLE)
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("company", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${TABLE}_pk`, ["dimension", "day", "value", "company"])
      .$call((table) => (dialect === "sqlite" ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    // Entries still waiting are added by their roll-up, like every other counter of the read model.
    const rolledUp = `select ${COLUMNS.join(", ")}, 1 as sign from survey_responses
      where rolled_up = 1 and confirmed_at is not null`;
    await sql.raw(upsertSql(dialect, rolledUp)).execute(db);
    for (const statement of dialect === "sqlite" ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
    // Migration 120's index of confirmations was read only by the two reads this table now serves.
    await db.schema.dropIndex("survey_responses_confirmed_by_day").execute();
  },
};
