import { type Kysely, type Migration, sql } from "kysely";
import { isOneOf } from "./001-initial-schema/shared.js";

/**
 * WhatsApp first (docs/decisions/301-whatsapp-delivery.md): the consent record on each entry, and every
 * WhatsApp message as a row, written in the transaction of what causes it (a sign-up's confirmation, an
 * invite) and sent by the delivery loop. The rows reference the entry with ON DELETE CASCADE: an erased
 * person leaves no number, payload or template parameter behind.
 */
export const whatsapp: Migration = {
  async up(db: Kysely<unknown>) {
    // When consent was given and which notice the person saw; stopped_at is a STOP or turning it off
    // (turning it on again clears it and sets a new opt-in time).
    await db.schema.alterTable("survey_responses").addColumn("whatsapp_opt_in_at", "text").execute();
    await db.schema.alterTable("survey_responses").addColumn("whatsapp_notice", "text").execute();
    await db.schema.alterTable("survey_responses").addColumn("whatsapp_stopped_at", "text").execute();

    await db.schema
      .createTable("whatsapp_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("survey_response_id", "text", (c) => c.notNull().references("survey_responses.id").onDelete("cascade"))
      .addColumn("invite_id", "text")
      .addColumn("kind", "text", (c) => c.notNull().check(isOneOf("kind", ["confirm", "invite", "reply"])))
      // E.164 digits without the "+", as the Cloud API's `to` takes them.
      .addColumn("to_number", "text", (c) => c.notNull())
      // JSON: the template's parameters, or the text of a reply.
      .addColumn("body", "text", (c) => c.notNull())
      // Random, names the intent and never the person: the quick-reply button carries it back.
      .addColumn("confirm_payload", "text", (c) => c.unique())
      .addColumn("payload_used_at", "text")
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("pending")
          .check(isOneOf("status", ["pending", "sent", "delivered", "read", "failed"])),
      )
      .addColumn("wa_message_id", "text", (c) => c.unique())
      .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(0))
      // When it may be tried (again); null once settled. A claim moves it ahead (a lease).
      .addColumn("due_at", "text")
      .addColumn("error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // When the e-mail confirmation was queued in its place.
      .addColumn("fallback_at", "text")
      .execute();
    // The loop's queue: only messages still to send are in it.
    await db.schema
      .createIndex("whatsapp_messages_due")
      .on("whatsapp_messages")
      .column("due_at")
      .where(sql.ref("due_at"), "is not", null)
      .execute();
    // A STOP names a number: the entries that opted in, by number (a sign-up without consent writes nothing here).
    await db.schema
      .createIndex("survey_responses_whatsapp_phone")
      .on("survey_responses")
      .column("phone")
      .where(sql.ref("whatsapp_opt_in_at"), "is not", null)
      .execute();
    // An entry's messages (the staff views, the personal page, STOP and a tap's checks).
    await db.schema
      .createIndex("whatsapp_messages_entry")
      .on("whatsapp_messages")
      .columns(["survey_response_id", "created_at"])
      .execute();
  },
};
