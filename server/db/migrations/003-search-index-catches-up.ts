import type { Kysely, Migration } from "kysely";
import { dialectOf, run } from "./001-initial-schema/shared.js";

const FTS = "survey_responses_fts";
/** The waitlist's searched columns as this migration ran (runtime-copies.test.ts). */
export const COLUMNS = "name, email, company, phone";
const oldValues = COLUMNS.split(", ")
  .map((column) => `old.${column}`)
  .join(", ");
const newValues = COLUMNS.split(", ")
  .map((column) => `new.${column}`)
  .join(", ");
/** The highest rowid in the index: every entry up to it is indexed, every later one is not yet. */
const INDEXED_UP_TO = `(select coalesce(max(id), 0) from ${FTS}_docsize)`;
const remove = `insert into ${FTS}(${FTS}, rowid, ${COLUMNS}) values ('delete', old.rowid, ${oldValues});`;
const add = `insert into ${FTS}(rowid, ${COLUMNS}) values (new.rowid, ${newValues});`;

/**
 * SQLite: new waitlist entries reach the search index once a second in one statement, not row by row in
 * each sign-up's commit (docs/decisions/261-search-index-catches-up.md). The insert trigger goes; the delete
 * and update triggers act only on entries already indexed, since an FTS5 'delete' of a row it never held
 * would corrupt it. PostgreSQL's search text is unchanged.
 */
export const searchIndexCatchesUp: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== "sqlite") return;
    await run(db, [
      `drop trigger ${FTS}_insert`,
      `drop trigger ${FTS}_delete`,
      `drop trigger ${FTS}_update`,
      `create trigger ${FTS}_delete after delete on survey_responses when old.rowid <= ${INDEXED_UP_TO}
         begin ${remove} end`,
      `create trigger ${FTS}_update after update of ${COLUMNS} on survey_responses
         when old.rowid <= ${INDEXED_UP_TO} begin ${remove} ${add} end`,
    ]);
  },
};
