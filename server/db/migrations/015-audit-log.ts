import type { Kysely, Migration } from "kysely";

/**
 * The staff audit trail (docs/decisions/055-audit-log.md). Append-only: the application has no update or
 * delete for it. Paged newest first by (created_at, id), optionally narrowed by action or actor.
 */
export const auditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("ip", "text")
      .addColumn("target", "text")
      .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
    await db.schema.createIndex("audit_log_created").on("audit_log").columns(["created_at", "id"]).execute();
    await db.schema
      .createIndex("audit_log_action_created")
      .on("audit_log")
      .columns(["action", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("audit_log_actor_created")
      .on("audit_log")
      .columns(["actor", "created_at", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("audit_log").execute();
  },
};
