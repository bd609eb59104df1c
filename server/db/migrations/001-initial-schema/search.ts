import type { Kysely } from "kysely";
import { type Dialect, run } from "./shared.js";

/**
 * What staff search in each list, as one text per row (docs/history.md, 051). The runtime
 * copy is server/db/search-schema.ts; this one stays as it ran, and runtime-copies.test.ts keeps them equal.
 */
export const SEARCHED_COLUMNS = {
  survey_responses: ["name", "email", "company", "phone"],
  invites: ["email", "name", "phone"],
} as const;
type SearchedTable = keyof typeof SEARCHED_COLUMNS;
const SEARCHED_TABLES = Object.keys(SEARCHED_COLUMNS) as SearchedTable[];

/**
 * SQLite: an FTS5 trigram index per table, holding only the index (content= the table itself) and kept in
 * step by triggers. It is keyed on the table's rowid, which SQLite keeps for ordinary writes; after a
 * VACUUM, run `insert into <table>_fts(<table>_fts) values ('rebuild')` (docs/history.md, 051).
 *
 * Erased people leave no trace in it (docs/product.md, Erasure; DPDP Act 2023): by default FTS5 keeps a
 * deleted row's terms in the old segment and only adds a delete marker, so an erased person's name, e-mail,
 * company and phone could be read back from `*_fts_data`. With `secure-delete` (stored in the index's
 * config, so it holds for every connection) a delete removes the entries themselves.
 */
function sqliteIndex(table: SearchedTable) {
  const fts = `${table}_fts`;
  const columns = SEARCHED_COLUMNS[table];
  const list = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((column) => `${row}.${column}`).join(", ");
  const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.rowid, ${values("old")});`;
  const add = `insert into ${fts}(rowid, ${list}) values (new.rowid, ${values("new")});`;
  return [
    `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='rowid', tokenize='trigram')`,
    `insert into ${fts}(${fts}, rank) values ('secure-delete', 1)`,
    `create trigger ${fts}_insert after insert on ${table} begin ${add} end`,
    `create trigger ${fts}_delete after delete on ${table} begin ${remove} end`,
    `create trigger ${fts}_update after update of ${list} on ${table} begin ${remove} ${add} end`,
  ];
}

/** PostgreSQL: lower(a || ' ' || b ...) of `row` (a table or transition table, or NEW in a row trigger). */
const documentOf = (table: SearchedTable, row?: string) =>
  `lower(${SEARCHED_COLUMNS[table].map((column) => (row ? `${row}.${column}` : `"${column}"`)).join(" || ' ' || ")})`;

/**
 * PostgreSQL: a pg_trgm index on each list's search text, and the waitlist's search text once more in a
 * narrow table of its own with its own index, so that counting a common search's matches re-checks
 * ~120-byte rows instead of whole waitlist rows (docs/decisions/105-search-counts.md). Its pg_trgm indexes
 * drop a deleted row's entries on vacuum.
 */
const SEARCH_DOCS = "survey_responses_search_docs";
const POSTGRES = [
  "create extension if not exists pg_trgm",
  ...SEARCHED_TABLES.map(
    (table) => `create index "${table}_search" on "${table}" using gin ((${documentOf(table)}) gin_trgm_ops)`,
  ),
  `create table ${SEARCH_DOCS} (id text primary key, doc text not null)`,
  `create index ${SEARCH_DOCS}_trgm on ${SEARCH_DOCS} using gin (doc gin_trgm_ops)`,
  // Inserts and deletes per statement (transition tables), so a bulk insert is one insert here too.
  `create function ${SEARCH_DOCS}_sync() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into ${SEARCH_DOCS} (id, doc) select new_rows.id, ${documentOf("survey_responses", "new_rows")} from new_rows;
     elsif tg_op = 'DELETE' then
       delete from ${SEARCH_DOCS} where id in (select id from old_rows);
     else
       update ${SEARCH_DOCS} set doc = ${documentOf("survey_responses", "new")} where id = new.id;
     end if;
     return null;
   end $$`,
  `create trigger ${SEARCH_DOCS}_insert after insert on survey_responses
     referencing new table as new_rows for each statement execute function ${SEARCH_DOCS}_sync()`,
  `create trigger ${SEARCH_DOCS}_delete after delete on survey_responses
     referencing old table as old_rows for each statement execute function ${SEARCH_DOCS}_sync()`,
  // Edits are rare and one row at a time; a column list keeps other updates (confirmations) away.
  `create trigger ${SEARCH_DOCS}_update after update of ${SEARCHED_COLUMNS.survey_responses.join(", ")}
     on survey_responses for each row execute function ${SEARCH_DOCS}_sync()`,
];

export async function createSearch(db: Kysely<unknown>, dialect: Dialect) {
  await run(db, dialect === "sqlite" ? SEARCHED_TABLES.flatMap(sqliteIndex) : POSTGRES);
}
