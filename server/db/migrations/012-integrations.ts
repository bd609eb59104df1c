import { type Kysely, type Migration, sql } from "kysely";
import { isOneOf } from "./001-initial-schema/shared.js";

/**
 * The doors in and out (docs/product.md, Integrations): webhook endpoints and their deliveries, API keys,
 * and the mark an imported entry carries until staff ask it to confirm.
 *
 * A delivery is one event for one endpoint, written in the transaction of what causes it; its event id is
 * the `webhook-id` of every attempt. `due_at` is the queue (a claim moves it ahead, a lease, as the mail and
 * WhatsApp queues do); each attempt is kept for the delivery log. Deliveries and attempts name an entry by
 * id only: an erased person's payloads go with them (erase-person.ts) but for `entry.erased`'s id.
 */
export const integrations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("webhook_endpoints")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("url", "text", (c) => c.notNull())
      // JSON array of event types.
      .addColumn("events", "text", (c) => c.notNull())
      // The signing secret, sealed with the second factor's key (never stored in the clear).
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("disabled_at", "text")
      .addColumn("disabled_reason", "text")
      .execute();

    await db.schema
      .createTable("webhook_deliveries")
      .addColumn("endpoint_id", "text", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
      .addColumn("event_id", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      // The waitlist entry the event is about (erasure finds its payloads by it); null for a test event.
      .addColumn("subject_id", "text")
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("pending")
          .check(isOneOf("status", ["pending", "delivered", "failed"])),
      )
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("due_at", "text")
      .addColumn("last_response_code", "integer")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("webhook_deliveries_pk", ["endpoint_id", "event_id"])
      .execute();
    await sql`create index webhook_deliveries_due on webhook_deliveries (due_at) where due_at is not null`.execute(db);
    await db.schema
      .createIndex("webhook_deliveries_log")
      .on("webhook_deliveries")
      .columns(["endpoint_id", "created_at"])
      .execute();
    await db.schema.createIndex("webhook_deliveries_subject").on("webhook_deliveries").column("subject_id").execute();

    await db.schema
      .createTable("webhook_attempts")
      .addColumn("endpoint_id", "text", (c) => c.notNull())
      .addColumn("event_id", "text", (c) => c.notNull())
      .addColumn("attempt", "integer", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("response_code", "integer")
      .addColumn("error", "text")
      .addColumn("duration_ms", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("webhook_attempts_pk", ["endpoint_id", "event_id", "attempt"])
      .addForeignKeyConstraint(
        "webhook_attempts_delivery",
        ["endpoint_id", "event_id"],
        "webhook_deliveries",
        ["endpoint_id", "event_id"],
        (c) => c.onDelete("cascade"),
      )
      .execute();

    await db.schema
      .createTable("api_keys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("scope", "text", (c) => c.notNull().check(isOneOf("scope", ["read", "invite"])))
      // SHA-256 of the key: the key itself is shown once and never stored.
      .addColumn("key_hash", "text", (c) => c.notNull().unique())
      // The key's first characters, so staff can tell keys apart.
      .addColumn("prefix", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .addColumn("revoked_at", "text")
      .execute();

    // An imported entry is sent nothing, and not purged as unconfirmed, until staff ask it to confirm.
    await db.schema.alterTable("survey_responses").addColumn("imported_at", "text").execute();
    await db.schema.alterTable("survey_responses").addColumn("confirm_asked_at", "text").execute();
    await sql`create index survey_responses_imported on survey_responses (imported_at)
      where imported_at is not null and confirm_asked_at is null`.execute(db);
  },
};
