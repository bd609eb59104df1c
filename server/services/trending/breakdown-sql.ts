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
  let text = `replace(replace(replace(coalesce(${column}, ''), char(9), ' '), char(10), ' '), char(13), ' ')`;
  for (let round = 0; round < 7; round++) text = `replace(${text}, '  ', ' ')`;
  return `trim(${text})`;
}

/**
 * Unpacks the JSON list of preferred cities of waitlist entry `sr` into rows `pc` (one per city, none when
 * the list is empty or unreadable); the city's text is `cityText`. A left join, so entries without cities stay.
 */
export function preferredCitiesJoin(dialect: Dialect): { join: string; cityText: string } {
  if (dialect === "postgres") {
    return {
      join: `left join lateral jsonb_array_elements(case when sr.preferred_cities ~ '^\\s*\\[' then sr.preferred_cities::jsonb else '[]'::jsonb end) pc(value) on jsonb_typeof(pc.value) = 'string'`,
      cityText: "(pc.value #>> '{}')",
    };
  }
  return {
    join: `left join json_each(case when json_valid(sr.preferred_cities) and json_type(sr.preferred_cities) = 'array' then sr.preferred_cities else '[]' end) pc on pc.type = 'text'`,
    cityText: "pc.value",
  };
}

/** The grouping value of waitlist entry `sr` (before blanks become "(none)"), plus any join it needs. */
export function groupSql(dialect: Dialect, by: BreakdownGrouping): { join: string; value: string } {
  if (by === "home_city") return { join: "", value: tidySql(dialect, "sr.home_city") };
  if (by === "utm_source") return { join: "", value: `lower(${tidySql(dialect, "sr.utm_source")})` };
  const { join, cityText } = preferredCitiesJoin(dialect);
  return { join, value: tidySql(dialect, cityText) };
}

/** Text ordering where capitals sort first (binary), so a tied company label is the capitalised spelling. */
export function binaryOrder(dialect: Dialect, column: string): RawBuilder<unknown> {
  return sql.raw(dialect === "postgres" ? `${column} collate "C"` : column);
}
