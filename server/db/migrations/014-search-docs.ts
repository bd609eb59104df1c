import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";
import { SEARCHED_COLUMNS } from "./011-search-indexes.js";

/**
 * PostgreSQL only: the waitlist's search text in a narrow table of its own with its own pg_trgm index,
 * so that counting a common search's matches re-checks ~120-byte rows instead of whole waitlist rows
 * (docs/decisions/105-search-counts.md). SQLite's FTS5 index already counts without reading the table.
 */
const SEARCH_DOCS_TABLE = "survey_responses_search_docs";

/** 011's searchDocument() text, over the columns of `row` (a transition table, or NEW in a row trigger). */
const docOf = (row: string) =>
  `lower(${SEARCHED_COLUMNS.survey_responses.map((column) => `${row}.${column}`).join(" || ' ' || ")})`;

/** Inserts and deletes per statement (transition tables), so a bulk insert is one insert here too. */
const POSTGRES = [
  `create function ${SEARCH_DOCS_TABLE}_sync() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into ${SEARCH_DOCS_TABLE} (id, doc) select new_rows.id, ${docOf("new_rows")} from new_rows;
     elsif tg_op = 'DELETE' then
       delete from ${SEARCH_DOCS_TABLE} where id in (select id from old_rows);
     else
       update ${SEARCH_DOCS_TABLE} set doc = ${docOf("new")} where id = new.id;
     end if;
     return null;
   end $$`,
  `create trigger ${SEARCH_DOCS_TABLE}_insert after insert on survey_responses
     referencing new table as new_rows for each statement execute function ${SEARCH_DOCS_TABLE}_sync()`,
  `create trigger ${SEARCH_DOCS_TABLE}_delete after delete on survey_responses
     referencing old table as old_rows for each statement execute function ${SEARCH_DOCS_TABLE}_sync()`,
  // Edits are rare and one row at a time; a column list keeps other updates (confirmations) away.
  `create trigger ${SEARCH_DOCS_TABLE}_update after update of ${SEARCHED_COLUMNS.survey_responses.join(", ")}
     on survey_responses for each row execute function ${SEARCH_DOCS_TABLE}_sync()`,
];

export const searchDocs: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    const statements = [
      `create table ${SEARCH_DOCS_TABLE} (id text primary key, doc text not null)`,
      `insert into ${SEARCH_DOCS_TABLE} (id, doc) select id, ${docOf("survey_responses")} from survey_responses`,
      `create index ${SEARCH_DOCS_TABLE}_trgm on ${SEARCH_DOCS_TABLE} using gin (doc gin_trgm_ops)`,
      ...POSTGRES,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
