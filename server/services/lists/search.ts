import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { SEARCH_DOCS_TABLE, type SearchedTable, searchDocument } from "../../db/search-schema.js";

/** Escapes LIKE's wildcards so that a typed % or _ means itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** FTS5 reads a double-quoted string as one phrase; with the trigram tokenizer that is a substring. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * How a search meets the rest of a list query (decision 104). SQLite knows the number of matches from the
 * FTS index alone (no table rows read); past MATCHES_TO_DRIVE the matches no longer drive the query (row
 * by row, then sorted) but are probed from the sort or filter index, which finds a page's rows in a few
 * hundred steps when matches are common. PostgreSQL's planner weighs this itself from its statistics.
 */
export interface SearchPlan {
  /** Entries matching q alone, when known without reading the table. */
  matches: number | undefined;
  /** True: read the matches and sort them; false: walk another index and keep the matching rows. */
  drives: boolean;
}

/** Above this many matches, reading each matched row costs more than walking an index in order. */
const MATCHES_TO_DRIVE = 5000;

const ftsTable = (table: SearchedTable) => sql.table(`${table}_fts`);
const ftsMatch = (table: SearchedTable, q: string) => sql<SqlBool>`${ftsTable(table)} match ${ftsPhrase(q)}`;
const likePattern = (q: string) => sql<string>`lower(${`%${likeLiteral(q)}%`})`;

/**
 * How many rows match q alone, read from a narrow search index and never the list's own rows where one
 * exists: SQLite's FTS5 table; on PostgreSQL the waitlist's search text table
 * (migrations/001-initial-schema/search.ts).
 */
export async function countMatches(db: Db, dialect: Dialect, table: SearchedTable, q: string) {
  const query =
    dialect === "sqlite"
      ? sql<{ n: number }>`select count(*) as n from ${ftsTable(table)} where ${ftsMatch(table, q)}`
      : table === "survey_responses"
        ? sql<{ n: string }>`select count(*) as n from ${sql.table(SEARCH_DOCS_TABLE)} where doc like ${likePattern(q)}`
        : sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${searchCondition(dialect, table, q)}`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** SQLite counts the matches first (cheap, FTS only) to choose the plan; PostgreSQL's planner chooses. */
export async function planSearch(db: Db, dialect: Dialect, table: SearchedTable, q: string | undefined) {
  if (q === undefined || dialect !== "sqlite") return { matches: undefined, drives: true } satisfies SearchPlan;
  const matches = await countMatches(db, dialect, table, q);
  return { matches, drives: matches <= MATCHES_TO_DRIVE } satisfies SearchPlan;
}

/**
 * "Any searched column contains q, ignoring case", answered from the search index of
 * migrations/001-initial-schema/search.ts: FTS5 trigram on SQLite, pg_trgm on PostgreSQL. q has at least
 * three characters (the contract). With `drives` false, SQLite's `+rowid` keeps the match list from choosing
 * the plan (decision 104).
 */
export function searchCondition(dialect: Dialect, table: SearchedTable, q: string, drives = true): RawBuilder<SqlBool> {
  if (dialect === "sqlite") {
    const rowid = sql.ref(`${table}.rowid`);
    const matched = sql`(select rowid from ${ftsTable(table)} where ${ftsMatch(table, q)})`;
    return drives ? sql<SqlBool>`${rowid} in ${matched}` : sql<SqlBool>`+${rowid} in ${matched}`;
  }
  return sql<SqlBool>`${searchDocument(table)} like ${likePattern(q)}`;
}
