import type { Kysely } from "kysely";
import { clustered, type Dialect, istDayText, run, triggerFunction } from "./shared.js";

/**
 * The funnel's pre-counted groups (docs/product.md, Funnel), read by the trending breakdown and daily series
 * instead of every entry of a range (docs/history.md, 103; docs/history.md, 253):
 * - waitlist_group_days: entries per Indian day of their sign-up, per breakdown dimension value and company;
 * - confirmed_group_days: the confirmed ones the same way, by the day of their confirmation.
 * Values are stored raw (only NULL becomes ''): the breakdown tidies them as it tidies the other steps'.
 * A new entry is added by the funnel's read model when it rolls the entry up (server/services/funnel/
 * read-model.ts; docs/decisions/201), so a sign-up fires nothing here: these triggers only follow entries
 * already rolled up (`rolled_up = 1`) when their grouped values change or they are erased.
 */
const WAITLIST = "waitlist_group_days";
const CONFIRMED = "confirmed_group_days";

/** The breakdown's dimensions and the column each reads (preferred cities: one row per city of the list). */
const DIMENSIONS = { home_city: "home_city", utm_source: "utm_source", preferred_city: "preferred_cities" };
type Dimension = keyof typeof DIMENSIONS;

/**
 * The raw value of a dimension for rows `alias` of survey_responses, and the join it needs: a JSON list of
 * preferred cities is unpacked into rows `pc`, one per text item, or one NULL row when there is none. The
 * funnel's read model has the runtime copy; runtime-copies.test.ts keeps the two equal.
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

/**
 * Adds `n` per row of `rows` (a subquery of survey_responses' columns), dated by its column `dated`, to the
 * groups of `table`, in one upsert. Sorted, so that concurrent PostgreSQL writers lock the groups in one
 * order; "where true" is SQLite's rule for an upsert from a SELECT; +1 and -1 on one group write nothing.
 */
function upsertSql(dialect: Dialect, table: string, dated: string, rows: string, n: string) {
  const perDimension = (Object.keys(DIMENSIONS) as Dimension[]).map((dimension) => {
    const { join, value } = dimensionValueSql(dialect, dimension, "r");
    return `select '${dimension}' as dimension, ${istDayText(dialect, `r.${dated}`)} as day,
      coalesce(${value}, '') as value, coalesce(r.company, '') as company, ${n} as n from ${rows} r ${join}`;
  });
  return `insert into ${table} (dimension, day, value, company, n)
    select dimension, day, value, company, sum(n) from (${perDimension.join(" union all ")}) x where true
    group by dimension, day, value, company having sum(n) <> 0 order by dimension, day, value, company
    on conflict (dimension, day, value, company) do update set n = ${table}.n + excluded.n`;
}

/** A group whose count reaches 0 is deleted, so an erased person's company leaves no row behind. */
function forgetEmpty(dialect: Dialect, table: string) {
  const match = "dimension = new.dimension and day = new.day and value = new.value and company = new.company";
  if (dialect === "sqlite") {
    return [
      `create trigger ${table}_forget_empty after update of n on ${table} when new.n <= 0 begin
     delete from ${table} where ${match}; end`,
    ];
  }
  return [
    `create function ${table}_forget_empty() returns trigger language plpgsql as $$
   begin delete from ${table} where ${match}; return null; end $$`,
    `create trigger ${table}_forget_empty after update of n on ${table} for each row when (new.n <= 0)
     execute function ${table}_forget_empty()`,
  ];
}

const GROUPED = ["home_city", "utm_source", "preferred_cities", "company"];
const rowOf = (record: "old" | "new", columns: string[]) =>
  columns.map((column) => `${record}.${column} as ${column}`).join(", ");

/** Entries per sign-up day. SQLite counts per row. */
function waitlistSqlite() {
  const watched = ["created_at", ...GROUPED];
  const upsert = (record: "old" | "new", n: string) =>
    upsertSql("sqlite", WAITLIST, "created_at", `(select ${rowOf(record, watched)})`, n);
  return [
    `create trigger ${WAITLIST}_delete after delete on survey_responses when old.rolled_up = 1 begin
     ${upsert("old", "-1")}; end`,
    `create trigger ${WAITLIST}_update after update of ${watched.join(", ")} on survey_responses
     when old.rolled_up = 1 begin ${upsert("old", "-1")}; ${upsert("new", "1")}; end`,
    ...forgetEmpty("sqlite", WAITLIST),
  ];
}

/**
 * PostgreSQL counts per statement from transition tables, so an erasure or a bulk update upserts each group
 * once; an entry's new version counts only when its old one was rolled up.
 */
function waitlistPostgres() {
  const removed = "(select * from removed where rolled_up = 1)";
  const added = "(select a.* from added a join removed o on o.id = a.id where o.rolled_up = 1)";
  const upsert = (rows: string, n: string) => upsertSql("postgres", WAITLIST, "created_at", rows, n);
  return [
    triggerFunction(`${WAITLIST}_remove`, upsert(removed, "-1")),
    triggerFunction(`${WAITLIST}_change`, `${upsert(removed, "-1")}; ${upsert(added, "1")}`),
    `create trigger ${WAITLIST}_delete after delete on survey_responses referencing old table as removed
       for each statement execute function ${WAITLIST}_remove()`,
    `create trigger ${WAITLIST}_update after update on survey_responses referencing old table as removed
       new table as added for each statement execute function ${WAITLIST}_change()`,
    ...forgetEmpty("postgres", WAITLIST),
  ];
}

/** Confirmed entries per confirmation day: the old version (-1) and the new one (+1), each when confirmed. */
function confirmed(dialect: Dialect) {
  const watched = ["confirmed_at", ...GROUPED];
  const version = (record: "old" | "new", sign: 1 | -1) => `select ${rowOf(record, watched)}, ${sign} as sign
   where ${record}.confirmed_at is not null`;
  const upsert = (versions: string) => upsertSql(dialect, CONFIRMED, "confirmed_at", `(${versions})`, "r.sign");
  const both = `${version("old", -1)} union all ${version("new", 1)}`;
  if (dialect === "sqlite") {
    return [
      `create trigger ${CONFIRMED}_update after update of ${watched.join(", ")} on survey_responses
     when old.rolled_up = 1 and (old.confirmed_at is not null or new.confirmed_at is not null) begin
     ${upsert(both)}; end`,
      `create trigger ${CONFIRMED}_delete after delete on survey_responses
     when old.rolled_up = 1 and old.confirmed_at is not null begin ${upsert(version("old", -1))}; end`,
      ...forgetEmpty(dialect, CONFIRMED),
    ];
  }
  // A row trigger: confirmations and edits come one entry at a time.
  const changed = `(${watched.map((c) => `old.${c}`).join(", ")}) is distinct from (${watched.map((c) => `new.${c}`).join(", ")})`;
  return [
    `create function ${CONFIRMED}_follow() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then ${upsert(version("old", -1))};
     else ${upsert(both)};
     end if;
     return null;
   end $$`,
    `create trigger ${CONFIRMED}_update after update of ${watched.join(", ")} on survey_responses for each row
     when (old.rolled_up = 1 and (old.confirmed_at is not null or new.confirmed_at is not null) and ${changed})
     execute function ${CONFIRMED}_follow()`,
    `create trigger ${CONFIRMED}_delete after delete on survey_responses for each row
     when (old.rolled_up = 1 and old.confirmed_at is not null) execute function ${CONFIRMED}_follow()`,
    ...forgetEmpty(dialect, CONFIRMED),
  ];
}

export async function createFunnel(db: Kysely<unknown>, dialect: Dialect) {
  for (const table of [WAITLIST, CONFIRMED]) {
    await db.schema
      .createTable(table)
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("company", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ["dimension", "day", "value", "company"])
      .$call(clustered(dialect))
      .execute();
  }
  await run(db, [...(dialect === "sqlite" ? waitlistSqlite() : waitlistPostgres()), ...confirmed(dialect)]);
}
