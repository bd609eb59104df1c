import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * What staff search in each list, as one text per row (docs/decisions/051-search-indexes.md). The runtime
 * copy is server/db/search-schema.ts; this one stays as it ran (a change adds a migration, not an edit).
 */
export const SEARCHED_COLUMNS = {
  survey_responses: ["name", "email", "company", "phone"],
  invites: ["email", "name", "phone"],
} as const;
export type SearchedTable = keyof typeof SEARCHED_COLUMNS;

/** PostgreSQL: lower(a || ' ' || b ...), the exact expression of the pg_trgm index. */
function searchDocument(table: SearchedTable, qualified = true) {
  return sql`lower(${sql.join(
    SEARCHED_COLUMNS[table].map((column) => sql.ref(qualified ? `${table}.${column}` : column)),
    sql` || ' ' || `,
  )})`;
}

/** SQLite: the FTS5 table that indexes `table`, and the trigger that adds each new row to it. */
const ftsTable = (table: SearchedTable) => `${table}_fts`;
const ftsInsertTrigger = (table: SearchedTable) => `${ftsTable(table)}_insert`;
/** SQLite: re-reads every row of `table` into its FTS index (after a VACUUM, or a bulk load without the trigger). */
const ftsRebuild = (table: SearchedTable) => `insert into ${ftsTable(table)}(${ftsTable(table)}) values ('rebuild')`;

/**
 * SQLite: an FTS5 trigram index per table, holding only the index (content= the table itself) and kept
 * in step by triggers. It is keyed on the table's rowid, which SQLite keeps for ordinary writes; after a
 * VACUUM, run `insert into <table>_fts(<table>_fts) values ('rebuild')` (decision 051).
 */
async function sqliteUp(db: Kysely<unknown>, table: SearchedTable) {
  const fts = ftsTable(table);
  const columns = SEARCHED_COLUMNS[table];
  const list = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((column) => `${row}.${column}`).join(", ");
  const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.rowid, ${values("old")});`;
  const add = `insert into ${fts}(rowid, ${list}) values (new.rowid, ${values("new")});`;
  const statements = [
    `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='rowid', tokenize='trigram')`,
    ftsRebuild(table),
    `create trigger ${ftsInsertTrigger(table)} after insert on ${table} begin ${add} end`,
    `create trigger ${fts}_delete after delete on ${table} begin ${remove} end`,
    `create trigger ${fts}_update after update of ${list} on ${table} begin ${remove} ${add} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresUp(db: Kysely<unknown>, table: SearchedTable) {
  await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin ((${searchDocument(table, false)}) gin_trgm_ops)`.execute(
    db,
  );
}

export const searchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    if (!sqlite) await sql`create extension if not exists pg_trgm`.execute(db);
    for (const table of Object.keys(SEARCHED_COLUMNS) as SearchedTable[]) {
      await (sqlite ? sqliteUp(db, table) : postgresUp(db, table));
    }
  },
};
