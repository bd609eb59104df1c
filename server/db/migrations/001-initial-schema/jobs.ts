import type { Kysely } from "kysely";

/** Background jobs stored in the database (docs/history.md, 056). */
export async function createJobs(db: Kysely<unknown>) {
  // Any instance may claim a queued job, or one whose lease has run out (its instance died), with one
  // conditional update.
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("params", "text")
    .addColumn("cursor", "text")
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("created_by", "text")
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("jobs_status_lease").on("jobs").columns(["status", "lease_until"]).execute();

  // The entries a bulk invite will walk, read once when the job starts (docs/history.md, 120): ids only, a
  // thousand to a row, so a snapshot of 160,000 people is 160 small rows rather than 160,000 writes on the
  // writer the sign-ups share. A chunk is deleted once its entries are done; what an ended job leaves is
  // deleted by the job runner.
  await db.schema
    .createTable("job_snapshots")
    .addColumn("job_id", "text", (c) => c.notNull())
    .addColumn("chunk", "integer", (c) => c.notNull())
    .addColumn("ids", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("job_snapshots_pk", ["job_id", "chunk"])
    .execute();
}
