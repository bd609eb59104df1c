import type { Kysely, Migration } from "kysely";
import { clustered, type Dialect, dialectOf, istDayText, run } from "./001-initial-schema/shared.js";

/**
 * Demand for the next city, pre-counted (docs/product.md, Hubs): demand_days holds, per city × Indian day
 * of sign-up × trips a month, the entries that have the city as home (`home`), among their preferred
 * cities (`want`), either (`interested`), and of those the confirmed and the referred. GET /admin/demand
 * read every entry's preferred cities, which no index holds: 3.7 s at a million entries on the first call
 * after a start. Like the funnel's counters, a new entry is added when the read model rolls it up
 * (server/services/funnel/read-model.ts); these triggers follow entries already rolled up when a counted
 * value changes (a confirmation, an edit of the cities or trips) or they are erased.
 */
const TABLE = "demand_days";
const WATCHED = ["home_city", "preferred_cities", "trips_per_month", "confirmed_at", "referred_by", "created_at"];

/** Whether the JSON list `preferred` names `city` (the test the demand count always used). */
const wants = (dialect: Dialect, preferred: string, city: string) =>
  dialect === "sqlite"
    ? `instr(${preferred}, json_quote(${city})) > 0`
    : `position(to_json(${city}::text)::text in ${preferred}) > 0`;

/**
 * Adds `n` (a column of `rows`: +1 or -1) per entry of `rows` (a subquery with the watched columns) to every
 * city of the `cities` table it names. Sorted, so concurrent PostgreSQL writers lock rows in one order;
 * "where true" is SQLite's rule for an upsert from a SELECT.
 */
function upsertSql(dialect: Dialect, rows: string) {
  const counted = (condition: string) => `sum(case when ${condition} then r.n else 0 end)`;
  const home = "r.home_city = c.name";
  const want = wants(dialect, "r.preferred_cities", "c.name");
  return `insert into ${TABLE} (city, day, trips, home, want, interested, confirmed, referred)
    select c.name, ${istDayText(dialect, "r.created_at")}, coalesce(r.trips_per_month, ''), ${counted(home)},
      ${counted(want)}, sum(r.n), ${counted("r.confirmed_at is not null")}, ${counted("r.referred_by is not null")}
    from ${rows} r join cities c on (${home} or ${want}) where true
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (city, day, trips) do update set home = ${TABLE}.home + excluded.home,
      want = ${TABLE}.want + excluded.want, interested = ${TABLE}.interested + excluded.interested,
      confirmed = ${TABLE}.confirmed + excluded.confirmed, referred = ${TABLE}.referred + excluded.referred`;
}

const version = (record: "old" | "new", n: number) =>
  `(select ${WATCHED.map((c) => `${record}.${c} as ${c}`).join(", ")}, ${n} as n)`;

function triggers(dialect: Dialect) {
  if (dialect === "sqlite") {
    return [
      `create trigger ${TABLE}_update after update of ${WATCHED.join(", ")} on survey_responses
       when old.rolled_up = 1 begin ${upsertSql(dialect, version("old", -1))}; ${upsertSql(dialect, version("new", 1))}; end`,
      `create trigger ${TABLE}_delete after delete on survey_responses when old.rolled_up = 1 begin
       ${upsertSql(dialect, version("old", -1))}; end`,
    ];
  }
  // Row triggers: confirmations, edits and erasures come one entry at a time.
  const changed = `(${WATCHED.map((c) => `old.${c}`).join(", ")}) is distinct from (${WATCHED.map((c) => `new.${c}`).join(", ")})`;
  return [
    `create function ${TABLE}_follow() returns trigger language plpgsql as $$
     begin
       ${upsertSql(dialect, version("old", -1))};
       if tg_op = 'UPDATE' then ${upsertSql(dialect, version("new", 1))}; end if;
       return null;
     end $$`,
    `create trigger ${TABLE}_update after update of ${WATCHED.join(", ")} on survey_responses for each row
     when (old.rolled_up = 1 and ${changed}) execute function ${TABLE}_follow()`,
    `create trigger ${TABLE}_delete after delete on survey_responses for each row
     when (old.rolled_up = 1) execute function ${TABLE}_follow()`,
  ];
}

export const demandDays: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable(TABLE)
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("trips", "text", (c) => c.notNull())
      .addColumn("home", "integer", (c) => c.notNull())
      .addColumn("want", "integer", (c) => c.notNull())
      .addColumn("interested", "integer", (c) => c.notNull())
      .addColumn("confirmed", "integer", (c) => c.notNull())
      .addColumn("referred", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${TABLE}_pk`, ["city", "day", "trips"])
      .$call(clustered(dialect))
      .execute();
    // The entries counted so far; those still waiting are added by their roll-up.
    const rolledUp = `(select ${WATCHED.join(", ")}, 1 as n from survey_responses where rolled_up = 1)`;
    await run(db, [upsertSql(dialect, rolledUp), ...triggers(dialect)]);
  },
};
