import { type RawBuilder, sql } from "kysely";
import type { BreakdownGrouping } from "../../../contract/trending.js";
import type { Dialect } from "../../db/schema.js";

/**
 * SQL text that trims a text column and collapses its inner whitespace, so that "  ACME   corp " groups
 * with "Acme Corp" once lower-cased. SQLite has no regular expressions: tabs and line breaks become spaces
 * and seven rounds of "two spaces to one" shrink any run up to 128 (companies are at most 100 characters).
 */
export function tidySql(dialect: Dialect, column: string): string {
  if (dialect === "postgres") return `btrim(regexp_replace(coalesce(${column}, ''), '\\s+', ' ', 'g'))`;
  const value = `coalesce(${column}, '')`;
  let text = `replace(replace(replace(${value}, char(9), ' '), char(10), ' '), char(13), ' ')`;
  for (let round = 0; round < 7; round++) text = `replace(${text}, '  ', ' ')`;
  // Most values have nothing to collapse: one cheap test spares them the ten replace() calls.
  const plain = `instr(${value}, '  ') + instr(${value}, char(9)) + instr(${value}, char(10)) + instr(${value}, char(13)) = 0`;
  return `(case when ${plain} then trim(${value}) else trim(${text}) end)`;
}

/** The waitlist column each grouping reads: a city name, the JSON list of preferred cities, or the UTM source. */
export const GROUP_COLUMN: Record<BreakdownGrouping, string> = {
  home_city: "home_city",
  preferred_city: "preferred_cities",
  utm_source: "utm_source",
};

/**
 * Unpacks a JSON list of preferred cities in `column` into rows `pc` (one per city, none when the list is
 * empty or unreadable); the city's text is `cityText`. A left join, so lists without cities stay.
 */
function preferredCitiesJoin(dialect: Dialect, column: string): { join: string; cityText: string } {
  if (dialect === "postgres") {
    return {
      join: `left join lateral jsonb_array_elements(case when ${column} ~ '^\\s*\\[' then ${column}::jsonb else '[]'::jsonb end) pc(value) on jsonb_typeof(pc.value) = 'string'`,
      cityText: "(pc.value #>> '{}')",
    };
  }
  return {
    join: `left join json_each(case when json_valid(${column}) and json_type(${column}) = 'array' then ${column} else '[]' end) pc on pc.type = 'text'`,
    cityText: "pc.value",
  };
}

/** The group of a raw column value in `column` (before blanks become "(none)"), plus any join it needs. */
export function groupSql(dialect: Dialect, by: BreakdownGrouping, column: string): { join: string; value: string } {
  if (by === "home_city") return { join: "", value: tidySql(dialect, column) };
  if (by === "utm_source") return { join: "", value: `lower(${tidySql(dialect, column)})` };
  const { join, cityText } = preferredCitiesJoin(dialect, column);
  return { join, value: tidySql(dialect, cityText) };
}

/** Text ordering where capitals sort first (binary), so a tied company label is the capitalised spelling. */
export function binaryOrder(dialect: Dialect, column: string): RawBuilder<unknown> {
  return sql.raw(dialect === "postgres" ? `${column} collate "C"` : column);
}
