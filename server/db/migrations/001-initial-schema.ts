import { type Kysely, type Migration, sql } from "kysely";

/** Every entity of docs/product.md (waitlist, cities, invites, accounts, staff). Ids are random text keys; timestamps are ISO-8601 UTC text. */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("cities")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) => c.notNull().check(sqlIn("status", ["live", "planned"])))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("survey_responses")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("trips_per_month", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("home_city", "text", (c) => c.notNull())
      .addColumn("preferred_cities", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("consent_at", "text", (c) => c.notNull())
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("referrer", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("survey_responses_created_at").on("survey_responses").column("created_at").execute();

    await db.schema
      .createTable("invites")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c.notNull().check(sqlIn("status", ["pending", "sent", "accepted", "expired", "revoked"])),
      )
      .addColumn("survey_response_id", "text", (c) => c.references("survey_responses.id").onDelete("set null"))
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("accepted_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("invites_survey_response_id").on("invites").column("survey_response_id").execute();
    await db.schema.createIndex("invites_created_at").on("invites").column("created_at").execute();

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

    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("invite_id", "text", (c) => c.references("invites.id").onDelete("set null"))
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
