import { type Kysely, type Migration, type QueryExecutorProvider, SqliteAdapter, sql } from "kysely";

/**
 * The waitlist's size, kept by triggers, so that the unfiltered total of a list and the dashboard's count
 * answer at once at a million entries instead of counting every index entry (decision 052).
 * SQLite counts per row; PostgreSQL per statement (transition tables), so bulk inserts touch it once.
 */
export const ROW_COUNTS_TABLE = "row_counts";
const COUNTED = "survey_responses";
/** SQLite: the per-row trigger that counts new entries (a bulk load may drop it and recount once). */
export const SQLITE_COUNT_INSERT_TRIGGER = `${COUNTED}_count_insert`;

const SQLITE = [
  `create trigger ${SQLITE_COUNT_INSERT_TRIGGER} after insert on ${COUNTED} begin
     update ${ROW_COUNTS_TABLE} set n = n + 1 where name = '${COUNTED}'; end`,
  `create trigger ${COUNTED}_count_delete after delete on ${COUNTED} begin
     update ${ROW_COUNTS_TABLE} set n = n - 1 where name = '${COUNTED}'; end`,
];

const POSTGRES = [
  `create function ${COUNTED}_count() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       update ${ROW_COUNTS_TABLE} set n = n + (select count(*) from changed) where name = '${COUNTED}';
     else
       update ${ROW_COUNTS_TABLE} set n = n - (select count(*) from changed) where name = '${COUNTED}';
     end if;
     return null;
   end $$`,
  `create trigger ${COUNTED}_count_insert after insert on ${COUNTED}
     referencing new table as changed for each statement execute function ${COUNTED}_count()`,
  `create trigger ${COUNTED}_count_delete after delete on ${COUNTED}
     referencing old table as changed for each statement execute function ${COUNTED}_count()`,
];

/** Sets the stored size to the table's true size: after a bulk load that went without the insert trigger. */
export async function recountRows(db: QueryExecutorProvider) {
  await sql`update ${sql.table(ROW_COUNTS_TABLE)} set n = (select count(*) from ${sql.table(COUNTED)}) where name = ${COUNTED}`.execute(
    db,
  );
}

export const rowCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable(ROW_COUNTS_TABLE)
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("n", "bigint", (c) => c.notNull())
      .execute();
    await sql`insert into ${sql.table(ROW_COUNTS_TABLE)} (name, n) select ${COUNTED}, count(*) from ${sql.table(COUNTED)}`.execute(
      db,
    );
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of sqlite ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
  },
};
