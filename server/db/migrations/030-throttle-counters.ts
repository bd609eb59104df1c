import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";

/**
 * Fixed-window counters for the rate limits and the sign-in throttle, shared by every instance on
 * PostgreSQL (on SQLite the one process counts in memory and leaves this table empty). UNLOGGED on
 * PostgreSQL: no WAL and no fsync per hit; a crash empties it, which only forgives recent attempts.
 * See docs/decisions/071-shared-throttle-counters.md.
 */
export const throttleCounters: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema.createTable("throttle_counters");
    if (db.getExecutor().adapter instanceof PostgresAdapter) table = table.modifyFront(sql`unlogged`);
    await table
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      // Epoch milliseconds: compared with the caller's clock, never formatted.
      .addColumn("reset_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("throttle_counters_reset_at").on("throttle_counters").column("reset_at").execute();
    await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("sessions_expires_at").execute();
    await db.schema.dropTable("throttle_counters").execute();
  },
};
