import type { Kysely, Migration } from "kysely";

/**
 * The entries a bulk invite will walk, read once when the job starts (docs/decisions/120): ids only, a
 * thousand to a row, so a snapshot of 160,000 people is 160 small rows rather than 160,000 writes on the
 * writer the sign-ups share. A chunk is deleted once its entries are done; what an ended job leaves is
 * deleted by the job runner.
 */
export const jobSnapshots: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("job_snapshots")
      .addColumn("job_id", "text", (c) => c.notNull())
      .addColumn("chunk", "integer", (c) => c.notNull())
      .addColumn("ids", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("job_snapshots_pk", ["job_id", "chunk"])
      .execute();
  },
};
