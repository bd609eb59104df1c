import { sql } from "kysely";

/**
 * The search structures as the schema made them (migrations/001-initial-schema/search.ts, docs/history.md, 051): what
 * staff search in each list, one text per row. Runtime code (the list queries, the bulk loader) reads them
 * here; the migrations keep their own copies, so that a change here can never rewrite a migration that
 * already ran, and runtime-copies.test.ts keeps the copies equal.
 */
export const SEARCHED_COLUMNS = {
  survey_responses: ["name", "email", "company", "phone"],
  invites: ["email", "name", "phone"],
} as const;
export type SearchedTable = keyof typeof SEARCHED_COLUMNS;

/** PostgreSQL: lower(a || ' ' || b ...), the exact expression of the pg_trgm index. */
export function searchDocument(table: SearchedTable, qualified = true) {
  return sql`lower(${sql.join(
    SEARCHED_COLUMNS[table].map((column) => sql.ref(qualified ? `${table}.${column}` : column)),
    sql` || ' ' || `,
  )})`;
}

/** PostgreSQL: the waitlist's search text in a narrow table of its own (decision 105). */
export const SEARCH_DOCS_TABLE = "survey_responses_search_docs";

/**
 * SQLite: the FTS5 table that indexes `table`, and the trigger that adds each new row to it (invites only
 * since migration 003: new waitlist entries are added by WAITLIST_SEARCH_CATCH_UP).
 */
export const ftsTable = (table: SearchedTable) => `${table}_fts`;
export const ftsInsertTrigger = (table: SearchedTable) => `${ftsTable(table)}_insert`;
/** SQLite: re-reads every row of `table` into its FTS index (after a VACUUM, or a bulk load without the trigger). */
export const ftsRebuild = (table: SearchedTable) =>
  `insert into ${ftsTable(table)}(${ftsTable(table)}) values ('rebuild')`;

/**
 * SQLite: adds the waitlist entries that are not in the search index yet, in rowid order, `limit` at most.
 * Every entry up to the index's highest rowid is in it (migrations/003-search-index-catches-up.ts), so the
 * new ones are those past it: a range read of the table, and one write of the index for all of them.
 */
export const waitlistSearchCatchUp = (limit: number) => {
  const columns = sql.raw(SEARCHED_COLUMNS.survey_responses.join(", "));
  return sql`insert into survey_responses_fts(rowid, ${columns})
    select rowid, ${columns} from survey_responses
    where rowid > (select coalesce(max(id), 0) from survey_responses_fts_docsize) order by rowid limit ${limit}`;
};
