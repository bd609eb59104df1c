import { type Kysely, sql } from "kysely";
import { isOneOf } from "./shared.js";

const INVITE_STATUSES = ["pending", "sent", "accepted", "expired", "revoked"];

/**
 * Invites, the accounts they open and the mail outbox (docs/product.md). A person is their normalised e-mail
 * address (docs/history.md, 041); an invite made from a waitlist entry links it.
 */
export async function createInvites(db: Kysely<unknown>) {
  await db.schema
    .createTable("invites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(isOneOf("status", INVITE_STATUSES)))
    .addColumn("survey_response_id", "text", (c) => c.references("survey_responses.id").onDelete("set null"))
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    // The hub the invite is for (hubs.ts).
    .addColumn("city", "text")
    // The invite e-mail's intent (docs/decisions/254): when it is (next) due, null when there is nothing to
    // send, and how many sends were tried. An invite is written with its e-mail due, in the statement that
    // makes it, so a server that stops before sending loses no invite e-mail: the next one sends it.
    .addColumn("mail_due_at", "text")
    .addColumn("mail_attempt", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on("invites").columns(columns);
  await index("invites_survey_response_id", ["survey_response_id"]).execute();
  await index("invites_created_at", ["created_at"]).execute();
  // One open (pending or sent) or accepted invite per waitlist entry, and one open invite per person,
  // enforced by the database: two staff members pressing 'Extend Invite' at once, on any number of server
  // instances, cannot both win.
  await index("invites_one_open_per_survey", ["survey_response_id"])
    .unique()
    .where(sql.ref("status"), "in", sql`('pending', 'sent', 'accepted')`)
    .execute();
  await index("invites_one_open_per_email", ["email"])
    .unique()
    .where(sql.ref("status"), "in", sql`('pending', 'sent')`)
    .execute();
  // The funnel finds each person's first invite that was not revoked (services/funnel/funnel-steps.ts).
  await index("invites_email_status_created_at", ["email", "status", "created_at"]).execute();
  // The staff list's sort keys, each ending in the id (docs/history.md, 050);
  // (status, expires_at, survey_response_id) answers "is this entry invited" and the status filters' counts
  // without reading the table.
  await index("invites_created_at_id", ["created_at", "id"]).execute();
  await index("invites_email_id", ["email", "id"]).execute();
  await index("invites_source_created_at_id", ["source", "created_at", "id"]).execute();
  await index("invites_status_expires_at", ["status", "expires_at", "survey_response_id"]).execute();
  // A hub's open, accepted and expired invites are ranges of this index.
  await index("invites_city_status_expires", ["city", "status", "expires_at"]).execute();
  // Only invites with an e-mail to send: the sender's poll reads a handful of entries.
  await index("invites_mail_due", ["mail_due_at"]).where(sql.ref("mail_due_at"), "is not", null).execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("invite_id", "text", (c) => c.notNull().unique().references("invites.id"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("terms_accepted_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_created_at").on("users").column("created_at").execute();

  // Without SMTP_URL (development) every e-mail is kept here instead of being lost (services/mail/mailer.ts).
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("invite_id", "text", (c) => c.references("invites.id").onDelete("set null"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("headers", "text")
    .execute();
}
