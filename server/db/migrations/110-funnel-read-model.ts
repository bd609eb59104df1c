import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * The funnel's read model (server/services/funnel/read-model.ts, docs/decisions/201): a new waitlist entry
 * is no longer counted by insert triggers. It is written with `rolled_up = 0`, and the read model's refresh
 * (every minute, and before a staff report reads) counts the pending entries in one batch and marks them
 * 1. The insert triggers that only the funnel read are dropped (row count 012, day counters 040, join
 * counters 090, invited_at 042); the delete and update triggers of those counters stay, and now count only
 * entries already rolled up, so an entry erased before its refresh is never subtracted. Self-contained:
 * the guarded triggers are the stored ones with a condition added, read back from the database.
 */
const DROPPED_INSERT_TRIGGERS = [
  "survey_responses_count_insert",
  "waitlist_group_days_insert",
  "traffic_join_days_insert",
  "survey_responses_invited_at_insert",
];

/** SQLite: these fire for rolled-up entries only (a WHEN condition on the stored definition). */
const SQLITE_GUARDED = [
  "survey_responses_count_delete",
  "waitlist_group_days_delete",
  "waitlist_group_days_update",
  "traffic_join_days_delete",
];

/** PostgreSQL (statement-level triggers): the transition tables each function reads, narrowed the same way. */
const ROLLED_UP_REMOVED = "from (select * from removed where rolled_up = 1) r";
const ROLLED_UP_ADDED = "from (select a.* from added a join removed o on o.id = a.id where o.rolled_up = 1) r";
const POSTGRES_GUARDED: Record<string, [string, string][]> = {
  survey_responses_count: [["from changed)", "from changed where rolled_up = 1)"]],
  waitlist_group_days_remove: [["from removed r", ROLLED_UP_REMOVED]],
  waitlist_group_days_change: [
    ["from removed r", ROLLED_UP_REMOVED],
    ["from added r", ROLLED_UP_ADDED],
  ],
  traffic_join_days_remove: [["from removed r", ROLLED_UP_REMOVED]],
};
const POSTGRES_DROPPED_FUNCTIONS = ["waitlist_group_days_add", "traffic_join_days_add", "survey_responses_invited_at"];

async function guardSqlite(db: Kysely<unknown>) {
  for (const name of SQLITE_GUARDED) {
    const { rows } = await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'trigger' and name = ${name}`.execute(db);
    const stored = rows[0]?.sql;
    if (!stored) throw new Error(`migration 110: trigger ${name} is missing`);
    const guarded = stored.replace(
      /\son\s+survey_responses\s+begin\b/i,
      " on survey_responses when old.rolled_up = 1 begin",
    );
    if (guarded === stored) throw new Error(`migration 110: cannot guard trigger ${name}`);
    await sql.raw(`drop trigger ${name}`).execute(db);
    await sql.raw(guarded).execute(db);
  }
}

async function guardPostgres(db: Kysely<unknown>) {
  for (const [name, replacements] of Object.entries(POSTGRES_GUARDED)) {
    const { rows } = await sql<{ def: string }>`select pg_get_functiondef(${name}::regproc) as def`.execute(db);
    let definition = rows[0]?.def ?? "";
    for (const [from, to] of replacements) {
      if (!definition.includes(from)) throw new Error(`migration 110: cannot guard function ${name}`);
      definition = definition.replaceAll(from, to);
    }
    await sql.raw(definition).execute(db);
  }
}

export const funnelReadModel: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const name of DROPPED_INSERT_TRIGGERS) {
      await sql.raw(sqlite ? `drop trigger ${name}` : `drop trigger ${name} on survey_responses`).execute(db);
    }
    if (sqlite) await guardSqlite(db);
    else {
      await guardPostgres(db);
      for (const name of POSTGRES_DROPPED_FUNCTIONS) await sql.raw(`drop function ${name}()`).execute(db);
    }
    // Every entry so far is counted already (by the triggers above, before this migration).
    await db.schema
      .alterTable("survey_responses")
      .addColumn("rolled_up", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update survey_responses set rolled_up = 1`.execute(db);
    // Only entries not yet rolled up are in it: the refresh and the exact waitlist size read a few rows.
    await db.schema
      .createIndex("survey_responses_rollup_pending")
      .on("survey_responses")
      .column("rolled_up")
      .where(sql.raw<boolean>("rolled_up <> 1"))
      .execute();
  },
};
