import type { Kysely, Migration } from "kysely";

/**
 * Background jobs stored in the database (docs/decisions/056-jobs-and-bulk-invite.md): any instance may claim a
 * queued job, or one whose lease has run out (its instance died), with one conditional update.
 */
export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
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
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("jobs").execute();
  },
};
