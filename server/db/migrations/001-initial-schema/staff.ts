import { type Kysely, sql } from "kysely";
import type { Dialect } from "./shared.js";

/** Staff accounts and their sessions, the audit trail, and the rate limits' counters. */
export async function createStaff(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable("staff")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_staff_id").on("sessions").column("staff_id").execute();
  // The minute purge deletes ended sessions by a range of it (services/purge.ts).
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  // The staff audit trail (docs/decisions/055-audit-log.md). Append-only: the application has no update or
  // delete for it. Paged newest first by (created_at, id), optionally narrowed by action or actor.
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

  // Fixed-window counters for the rate limits and the sign-in throttle, shared by every instance on
  // PostgreSQL (on SQLite the one process counts in memory and leaves this table empty). Unlogged on
  // PostgreSQL: no WAL and no fsync per hit; a crash empties it, which only forgives recent attempts
  // (docs/history.md, 071).
  await db.schema
    .createTable("throttle_counters")
    .$call((table) => (dialect === "postgres" ? table.modifyFront(sql`unlogged`) : table))
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    // Epoch milliseconds: compared with the caller's clock, never formatted.
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
  // Ended windows are purged the same way.
  await db.schema.createIndex("throttle_counters_reset_at").on("throttle_counters").column("reset_at").execute();
}
