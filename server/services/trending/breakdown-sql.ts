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

/** The group label of a raw dimension value in `column` (before blanks become "(none)"). */
export function groupLabelSql(dialect: Dialect, by: BreakdownGrouping, column: string): string {
  return by === "utm_source" ? `lower(${tidySql(dialect, column)})` : tidySql(dialect, column);
}

/** Text ordering where capitals sort first (binary), so a tied company label is the capitalised spelling. */
export function binaryOrder(dialect: Dialect, column: string): RawBuilder<unknown> {
  return sql.raw(dialect === "postgres" ? `${column} collate "C"` : column);
}
