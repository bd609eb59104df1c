import { sql } from "kysely";
import type { Db } from "../db/database.js";
import {
  ftsInsertTrigger,
  ftsRebuild,
  SEARCHED_COLUMNS,
  type SearchedTable,
} from "../db/migrations/011-search-indexes.js";
import { recountRows, SQLITE_COUNT_INSERT_TRIGGER } from "../db/migrations/012-row-counts.js";

/** The tables the demo seeder fills. */
const LOADED = ["survey_responses", "invites", "users"];
const SEARCHED = Object.keys(SEARCHED_COLUMNS) as SearchedTable[];
/** Insert triggers whose work is redone once at the end (an FTS rebuild, a recount); any other trigger stays. */
const DEFERRED_TRIGGERS = [...SEARCHED.map(ftsInsertTrigger), SQLITE_COUNT_INSERT_TRIGGER];

interface SchemaObject {
  type: "index" | "trigger";
  name: string;
  sql: string;
}

/**
 * SQLite: runs `load` in ONE transaction with the loaded tables' secondary indexes and deferred insert
 * triggers dropped, then rebuilds the FTS indexes, recounts the waitlist, and re-runs the saved `create`
 * statements: exactly what sqlite_master held, so whatever the migrations made comes back as it was.
 * Building an index from one sorted scan costs a fraction of a million random B-tree inserts (decision 100).
 *
 * Crash safety is SQLite's own: DDL is transactional, so a process that dies or a load that throws leaves
 * the database as it was before the run, triggers and indexes included, and other connections never see
 * it without them (they read the old snapshot meanwhile). The price: nothing else can write until it ends.
 */
export async function sqliteBulkLoad(db: Db, load: (trx: Db) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    const { rows: deferred } = await sql<SchemaObject>`
      select type, name, sql from sqlite_master
      where tbl_name in (${sql.join(LOADED)}) and sql is not null
        and (type = 'index' or (type = 'trigger' and name in (${sql.join(DEFERRED_TRIGGERS)})))`.execute(trx);
    for (const object of deferred) await sql`drop ${sql.raw(object.type)} ${sql.id(object.name)}`.execute(trx);
    await load(trx);
    for (const table of SEARCHED) await sql.raw(ftsRebuild(table)).execute(trx);
    await recountRows(trx);
    for (const object of deferred) await sql.raw(object.sql).execute(trx);
  });
}
