import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Dialect } from "../db/schema.js";
import { ftsInsertTrigger, ftsRebuild, ftsTable, SEARCHED_COLUMNS, type SearchedTable } from "../db/search-schema.js";
import { rollUpWaiting } from "../services/funnel/read-model.js";

/**
 * The table whose secondary indexes a bulk load drops and rebuilds: the waitlist, a million rows to the
 * others' tens of thousands. Invites keep theirs, which triggers look up per row (the invited_at and
 * invited_until triggers of migrations/001-initial-schema/invited-entries.ts probe invites by address;
 * without their index each probe would read them all).
 */
const REINDEXED = "survey_responses";
const SEARCHED = Object.keys(SEARCHED_COLUMNS) as SearchedTable[];

/** FTS5's segment-merge settings, as it ships them (fts5.html: automerge, crisismerge). */
const FTS_MERGE_DEFAULTS = { automerge: 4, crisismerge: 16 };

/**
 * Rebuilds a table's FTS index without merging segments as it goes, then merges them once ('optimize'):
 * measured at a million entries, 7.9 s of CPU instead of 11.3 s, and one segment, so searches read less
 * (a common surname 10 ms instead of 14 ms). FTS5's merge settings go back to their defaults after.
 */
async function rebuildSearch(trx: Db, table: SearchedTable) {
  const fts = ftsTable(table);
  const run = (statement: string) => sql.raw(statement).execute(trx);
  const setMerging = async (settings: typeof FTS_MERGE_DEFAULTS) => {
    for (const [key, value] of Object.entries(settings))
      await run(`insert into ${fts}(${fts}, rank) values ('${key}', ${value})`);
  };
  // 2,000 is FTS5's segment limit: no merge is forced while rebuilding.
  await setMerging({ automerge: 0, crisismerge: 2000 });
  await run(ftsRebuild(table));
  await run(`insert into ${fts}(${fts}) values ('optimize')`);
  await setMerging(FTS_MERGE_DEFAULTS);
}

/**
 * SQLite's per-row insert triggers whose work a bulk load redoes once at the end, and how; any other
 * trigger stays and fires. (PostgreSQL's counting triggers run per statement: cheap enough to keep, but see
 * POSTGRES_IDLE_TRIGGERS.)
 */
const DEFERRED: { trigger: string; redo: (trx: Db) => Promise<unknown> }[] = [
  ...SEARCHED.map((table) => ({
    trigger: ftsInsertTrigger(table),
    redo: (trx: Db) => rebuildSearch(trx, table),
  })),
];

/**
 * PostgreSQL triggers that have nothing to do during a load yet cost minutes: marking a million loaded
 * entries counted fed the funnel's update trigger transition tables of a million rows each (it counts only
 * entries rolled up before, and none of the load's were).
 */
const POSTGRES_IDLE_TRIGGERS = ["waitlist_group_days_update"];

interface SchemaObject {
  type: "index" | "trigger";
  name: string;
  sql: string;
}

/**
 * The waitlist's indexes that no constraint owns (the primary and unique keys stay, so duplicates still
 * fail at once), with the statements that make them; also the deferred (SQLite) and idle (PostgreSQL)
 * triggers.
 */
function deferredObjects(trx: Db, dialect: Dialect) {
  const query =
    dialect === "sqlite"
      ? sql<SchemaObject>`
          select type, name, sql from sqlite_master
          where sql is not null and ((type = 'index' and tbl_name = ${REINDEXED}) or (type = 'trigger' and name in (${sql.join(DEFERRED.map((item) => item.trigger))})))`
      : sql<SchemaObject>`
          select 'index' as type, indexname as name, indexdef as sql from pg_indexes
          where schemaname = current_schema() and tablename = ${REINDEXED}
            and not exists (select 1 from pg_constraint
              where conindid = (quote_ident(schemaname) || '.' || quote_ident(indexname))::regclass)
          union all
          select 'trigger', tgname, pg_get_triggerdef(oid) from pg_trigger
          where tgrelid = ${REINDEXED}::regclass and tgname in (${sql.join(POSTGRES_IDLE_TRIGGERS)})`;
  return query.execute(trx).then((result) => result.rows);
}

/**
 * Runs `load` in ONE transaction with the waitlist's secondary indexes (and, on SQLite, the deferred
 * insert triggers) dropped, then redoes what they kept (SQLite: the FTS indexes, the waitlist count and its per-day counts)
 * and re-runs the saved `create` statements: exactly what the database held, so whatever the migrations
 * made comes back as it was. Building an index from one sorted scan costs a fraction of a million random
 * index inserts (docs/history.md, 100).
 *
 * Crash safety is the database's own: DDL is transactional, so a process that dies or a load that throws
 * leaves the database as it was before the run, indexes and triggers included. The price: nothing else
 * writes to these tables until it ends (and on PostgreSQL nothing reads them either: dropping an index
 * locks its table).
 */
export async function bulkLoad(db: Db, dialect: Dialect, load: (trx: Db) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    const deferred = await deferredObjects(trx, dialect);
    for (const object of deferred) {
      // PostgreSQL names a trigger within its table.
      const table = dialect === "postgres" && object.type === "trigger" ? sql` on ${sql.id(REINDEXED)}` : sql``;
      await sql`drop ${sql.raw(object.type)} ${sql.id(object.name)}${table}`.execute(trx);
    }
    await load(trx);
    if (dialect === "sqlite") {
      for (const { redo } of DEFERRED) await redo(trx);
    } else {
      // Room to sort each index (the trigram GIN one above all) in memory, for this transaction only.
      await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    }
    // The new entries wait for the funnel's read model like any sign-up: counted here, in the same
    // transaction, before the indexes come back (so marking them counted updates no secondary index).
    await rollUpWaiting(trx, dialect, true);
    for (const object of deferred) await sql.raw(object.sql).execute(trx);
  });
}
